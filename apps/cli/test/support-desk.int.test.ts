import { describe, expect, it } from "vitest"
import { cliAgainstServer } from "./support/cli-server"

/**
 * The support desk's staff abilities of spec §6 from a terminal, beyond list/assign/status/reply (cli.int.test.ts):
 * change a ticket's language, view its history, and the counters; a bad language is a clear error, not a request.
 */
const cli = cliAgainstServer("support-desk")

describe("staff CLI: support language, history and counters (spec §6)", { timeout: 120_000 }, () => {
  it("sets a ticket's language, shows the change in its history and counts the ticket", async () => {
    const login = (await fetch(`${cli.url()}/api/member/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "100001", password: "Demo#2026pass", from: "web" }) }).then((r) => r.json())) as { accessToken: string }
    const form = new FormData()
    form.set("subject", "Which language?")
    form.set("message", "Please answer in Russian.")
    const filed = (await fetch(`${cli.url()}/api/member/support/ticket`, { method: "POST", headers: { authorization: `Bearer ${login.accessToken}` }, body: form }).then((r) => r.json())) as { ticket: { ticketId: number } }
    const id = String(filed.ticket.ticketId)

    const before = await cli.json<{ all: number; unassigned: number; open: number; awaitingReply: number }>(["support", "counters"])
    expect(before).toMatchObject({ all: 1, unassigned: 1, open: 1, awaitingReply: 1 })

    const changed = await cli.json<{ ticket: { language: string } }>(["support", "language", id, "RU"])
    expect(changed.ticket.language).toBe("ru")
    const text = await cli.run(["support", "language", id, "jp"])
    expect(text.code).toBe(0)
    expect(text.stdout).toContain(`Ticket #${id} is now in jp.`)

    const history = await cli.json<{ data: Array<{ operation: string; from: string | null; to: string | null }> }>(["support", "history", id])
    expect(history.data.slice(0, 2).map((h) => [h.operation, h.from, h.to])).toEqual([
      ["language_changed", "ru", "jp"],
      ["language_changed", "en", "ru"]
    ])
    const table = await cli.run(["support", "history", id])
    expect(table.stdout).toContain(`History of ticket #${id}`)
    expect(table.stdout).toContain("Language changed")
    expect(table.stdout).toContain("CST")
    const ru = await cli.run(["support", "history", id, "--lang", "ru"])
    expect(ru.stdout).toContain(`История обращения №${id}`)

    const counters = await cli.run(["support", "counters"])
    expect(counters.stdout).toMatch(/Waiting for a reply\s+1/)

    const bad = await cli.run(["support", "language", id, "xx"])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain("<lang>")
    const missing = await cli.run(["support", "history", "999999"])
    expect(missing.code).not.toBe(0)
  })

  it("support statistics: by status and CST day, as a table, as JSON and as CSV; a bad --days is refused", async () => {
    const stats = await cli.json<{ days: number; byStatus: { open: number }; daily: Array<{ date: string; created: number }> }>(["support", "statistics", "--days", "7"])
    expect(stats.days).toBe(7)
    // The back-office's own period: the last 7 days and today, one row per CST day.
    expect(stats.daily.length).toBe(8)
    expect(stats.byStatus.open).toBe(1)
    expect(stats.daily.reduce((n, d) => n + d.created, 0)).toBe(1)
    const csv = await cli.run(["support", "statistics", "--days", "7", "--csv"])
    expect(csv.stdout.split("\r\n")[0]).toBe("date,created,closed")
    expect(csv.stdout.trim().split("\r\n").length).toBe(stats.daily.length + 1)
    const text = await cli.run(["support", "statistics"])
    expect(text.stdout).toContain("Support statistics")
    expect(text.stdout).toContain("last 30 days (CST)")
    const bad = await cli.run(["support", "statistics", "--days", "400"])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain("--days")
  })
})
