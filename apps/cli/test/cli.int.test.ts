import { writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { meetsPolicy } from "../src/lib/password"
import { cliAgainstServer } from "./support/cli-server"

/**
 * The staff CLI as a person runs it: `node apps/cli/bin/cli.js …` from the project folder, against a real
 * server started in-process, finding the ops token in the server's data folder.
 */
const cli = cliAgainstServer("cli")
const run = cli.runRaw
const json = cli.json

describe("staff CLI against a running server", { timeout: 240_000 }, () => {
  it("prints its help, in the chosen language, without a server or token", async () => {
    const en = await run(["--help"], { DATA_DIR: join(cli.dataDir(), "none") })
    expect(en.code).toBe(0)
    expect(en.stdout).toContain("members")
    expect(en.stdout).toContain("outbox")
    const jp = await run(["--help", "--lang", "jp"])
    expect(jp.stdout).toContain("コマンド：")
  })

  it("outbox lists the registration code a visitor asked for, newest first", async () => {
    const email = "cli.newcomer@example.com"
    const res = await fetch(`${cli.url()}/api/member/verify/email/send?email=${encodeURIComponent(email)}`, { method: "POST" })
    expect(res.status).toBe(200)
    const list = await json<{ data: Array<{ channel: string; recipient: string; body: string; subject: string | null }> }>(["outbox", "--to", email])
    expect(list.data.length).toBe(1)
    expect(list.data[0]).toMatchObject({ channel: "email", recipient: email })
    const code = /\b(\d{4})\b/.exec(list.data[0].body)?.[1]
    expect(code).toMatch(/^\d{4}$/)

    // The Ink table, rendered once for a pipe: heading, column names, and the message with its code.
    const table = await run(["outbox", "--limit", "5", "--url", cli.url()])
    expect(table.code).toBe(0)
    expect(table.stdout).toContain("Outbox")
    expect(table.stdout).toMatch(/ID\s+Time\s+Channel\s+Recipient\s+Subject\s+Message/)
    expect(table.stdout).toContain(email)
    expect(table.stdout).toContain(code)
    expect(table.stdout).not.toContain("\u001b[")
  })

  it("members show 100001 shows the demo member", async () => {
    const detail = await json<{ member: { id: number; email: string; firstName: string; status: string } }>(["members", "show", "100001"])
    expect(detail.member).toMatchObject({ id: 100001, email: "demo@interworld.local", firstName: "Demo Member", status: "active" })
    const view = await run(["members", "show", "100001", "--url", cli.url()])
    expect(view.code).toBe(0)
    expect(view.stdout).toContain("Member 100001")
    expect(view.stdout).toMatch(/E-mail\s+demo@interworld\.local/)
    expect(view.stdout).toMatch(/Status\s+active/)
    const list = await json<{ data: Array<{ id: number }> }>(["members", "list", "--query", "demo@interworld"])
    expect(list.data.map((m) => m.id)).toContain(100001)
  })

  it("members block and unblock change the status, and the audit log shows both", async () => {
    const blocked = await json<{ id: number; status: string }>(["members", "block", "100001", "--reason", "cli test"])
    expect(blocked).toMatchObject({ id: 100001, status: "blocked" })
    expect((await json<{ member: { status: string } }>(["members", "show", "100001"])).member.status).toBe("blocked")
    const unblocked = await json<{ status: string }>(["members", "unblock", "100001"])
    expect(unblocked.status).toBe("active")
    expect((await json<{ member: { status: string } }>(["members", "show", "100001"])).member.status).toBe("active")

    const audit = await json<{ data: Array<{ action: string; details: Record<string, unknown> }>; meta: { total: number } }>([
      "audit",
      "--target-type",
      "member",
      "--target-id",
      "100001"
    ])
    expect(audit.data.map((a) => a.action)).toEqual(["member.unblock", "member.block"])
    expect(audit.data[1].details).toMatchObject({ reason: "cli test", to: "blocked" })
    const view = await run(["audit", "--target-type", "member", "--target-id", "100001", "--url", cli.url()])
    expect(view.stdout).toContain("member.block")
    expect(view.stdout).toContain("reason=cli test")
  })

  it("staff create generates a strong password when none is given; staff list shows the account; the password works", async () => {
    const email = "cli.created@interworld.local"
    const created = await json<{ id: number; email: string; roles: Array<string>; status: string; generatedPassword: string }>([
      "staff",
      "create",
      "--email",
      email,
      "--first-name",
      "Cli",
      "--last-name",
      "Created",
      "--role",
      "back-office"
    ])
    expect(created).toMatchObject({ email, roles: ["back-office"], status: "active" })
    expect(meetsPolicy(created.generatedPassword)).toBe(true)
    const login = await fetch(`${cli.url()}/api/staff/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: created.generatedPassword })
    })
    expect(login.status).toBe(200)

    const list = await json<{ data: Array<{ email: string }> }>(["staff", "list"])
    expect(list.data.map((s) => s.email)).toContain(email)

    const second = await run(
      ["staff", "create", "--email", "cli.second@interworld.local", "--first-name", "Second", "--last-name", "One", "--role", "admin", "back-office", "--url", cli.url()]
    )
    expect(second.code).toBe(0)
    expect(second.stdout).toContain("Staff account cli.second@interworld.local created.")
    expect(second.stdout).toContain("shown only this once")

    const dup = await run(["staff", "create", "--email", email, "--first-name", "A", "--last-name", "B", "--role", "admin", "--url", cli.url()])
    expect(dup.code).toBe(1)
    expect(dup.stderr).toContain("email: This value is already registered.")
  })

  it("support list, assign, status and reply work on a ticket a member filed; text output shows the table", async () => {
    const login = await fetch(`${cli.url()}/api/member/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "100001", password: "Demo#2026pass", from: "web" }) }).then((r) => r.json())
    const form = new FormData()
    form.append("subject", "CLI check")
    form.append("message", "Please help")
    const filed = await fetch(`${cli.url()}/api/member/support/ticket`, { method: "POST", headers: { authorization: `Bearer ${login.accessToken}` }, body: form }).then((r) => r.json())
    const id = String(filed.ticket.ticketId)
    const unassigned = await json<{ data: Array<{ ticketId: number }> }>(["support", "list", "--filter", "unassigned"])
    expect(unassigned.data.map((x) => x.ticketId)).toContain(Number(id))
    // Several languages at once (the ticket is in English, the member's UI language by default), filtered by the server.
    // By default the whole queue, as the back-office shows it: the ops account sees the ticket nobody has taken.
    expect((await json<{ data: Array<{ ticketId: number }> }>(["support", "list"])).data.map((x) => x.ticketId)).toContain(Number(id))
    const byLanguages = await json<{ data: Array<{ ticketId: number; language: string }> }>(["support", "list", "--filter", "unassigned", "--languages", "en,ru"])
    expect(byLanguages.data.map((x) => x.ticketId)).toContain(Number(id))
    expect((await json<{ data: Array<{ ticketId: number }> }>(["support", "list", "--filter", "unassigned", "--languages", "kr,jp"])).data.map((x) => x.ticketId)).not.toContain(Number(id))
    expect((await run(["support", "list", "--languages", "en,xx", "--url", cli.url()])).code).toBe(1)
    const assigned = await json<{ ticket: { assigneeId: number | null } }>(["support", "assign", id, "me"])
    expect(assigned.ticket.assigneeId).not.toBeNull()
    const replied = await json<{ ticket: { status: string }; messages: Array<{ body: string }> }>(["support", "reply", id, "--message", "On it"])
    expect(replied.ticket.status).toBe("in_progress")
    expect(replied.messages.at(-1)?.body).toBe("On it")
    const closed = await json<{ ticket: { status: string } }>(["support", "status", id, "closed"])
    expect(closed.ticket.status).toBe("closed")
    const text = await run(["support", "list", "--filter", "all", "--url", cli.url()])
    expect(text.code).toBe(0)
    expect(text.stdout).toContain("CLI check")
    const bad = await run(["support", "status", id, "done", "--url", cli.url()])
    expect(bad.code).toBe(1)
  })

  it("announcements publish creates a pinned, public announcement with translations from a file; list shows it", async () => {
    const file = join(cli.dataDir(), "ru.json")
    writeFileSync(file, JSON.stringify({ ru: { title: "Привет", body: "<p>Текст</p>" } }))
    const item = await json<{ id: number; pinned: boolean; public: boolean; translations: Record<string, { title: string; body: string }> }>([
      "announcements", "publish", "--title", "Hello from the CLI", "--body", "<p>Hi<script>x()</script></p>", "--pinned", "--public", "--lang-file", file
    ])
    expect(item).toMatchObject({ pinned: true, public: true })
    expect(item.translations.en).toEqual({ title: "Hello from the CLI", body: "<p>Hi</p>" })
    expect(item.translations.ru.title).toBe("Привет")
    const list = await json<{ data: Array<{ id: number }> }>(["announcements", "list"])
    expect(list.data[0].id).toBe(item.id)
    const text = await run(["announcements", "list", "--url", cli.url()])
    expect(text.stdout).toContain("Hello from the CLI")
  })

  it("events and tutorials publish and list with --json, as announcements do; an event keeps when and where", async () => {
    const event = await json<{ id: number; kind: string; location: string | null; startsAt: string | null }>([
      "events", "publish", "--title", "CLI meetup", "--body", "<p>Meet</p>", "--starts", "2026-12-01T18:00:00-06:00", "--location", "Central Plaza"
    ])
    expect(event).toMatchObject({ kind: "event", location: "Central Plaza", startsAt: "2026-12-02T00:00:00.000Z" })
    expect((await json<{ data: Array<{ id: number }> }>(["events", "list"])).data.map((x) => x.id)).toContain(event.id)
    const tutorial = await json<{ id: number; kind: string; sort: number }>(["tutorials", "publish", "--title", "CLI guide", "--body", "<p>Steps</p>", "--sort", "7"])
    expect(tutorial).toMatchObject({ kind: "tutorial", sort: 7 })
    expect((await json<{ data: Array<{ id: number }> }>(["tutorials", "list"])).data.map((x) => x.id)).toContain(tutorial.id)
  })

  it("announcements publish refuses a lang file that is not a JSON object, in the chosen language; bad translations name the option", async () => {
    const notJson = join(cli.dataDir(), "broken.json")
    writeFileSync(notJson, "{ ru: ")
    const broken = await run(["announcements", "publish", "--title", "T", "--body", "<p>b</p>", "--lang-file", notJson, "--url", cli.url(), "--lang", "ru"])
    expect([broken.code, broken.stdout]).toEqual([1, ""])
    expect(broken.stderr).toContain(`Не удаётся прочитать ${notJson} как JSON.`)
    const list = join(cli.dataDir(), "list.json")
    writeFileSync(list, "[1, 2]")
    expect((await run(["announcements", "publish", "--title", "T", "--body", "<p>b</p>", "--lang-file", list, "--url", cli.url()])).code).toBe(1)
    const wrongShape = join(cli.dataDir(), "shape.json")
    writeFileSync(wrongShape, JSON.stringify({ jp: { title: 5 } }))
    const bad = await run(["announcements", "publish", "--title", "T", "--body", "<p>b</p>", "--lang-file", wrongShape, "--url", cli.url(), "--json"])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain("--lang-file (jp.title)")
    const long = await run(["announcements", "publish", "--title", "x".repeat(201), "--body", "<p>b</p>", "--url", cli.url()])
    expect([long.code, long.stderr.includes("--title")]).toEqual([1, true])
    // The earlier name of the option still works.
    const ok = join(cli.dataDir(), "kr.json")
    writeFileSync(ok, JSON.stringify({ kr: { title: "안녕하세요", body: "<p>본문</p>" } }))
    const item = await json<{ translations: Record<string, { title: string }> }>(["announcements", "publish", "--title", "Old flag", "--body", "<p>b</p>", "--translations", ok])
    expect(item.translations.kr.title).toBe("안녕하세요")
  })

  it("a bad id exits with 1 and a readable error, in the chosen language", async () => {
    const notANumber = await run(["members", "show", "abc", "--url", cli.url(), "--json"])
    expect(notANumber.code).toBe(1)
    expect(notANumber.stdout).toBe("")
    expect(notANumber.stderr).toContain("“abc” is not a valid ID")

    const missing = await run(["members", "show", "999999", "--url", cli.url(), "--json"])
    expect(missing.code).toBe(1)
    expect(missing.stdout).toBe("")
    expect(missing.stderr.trim()).toBe("Error: We could not find what you were looking for.")

    const cn = await run(["members", "show", "abc", "--url", cli.url(), "--lang", "cn"])
    expect(cn.code).toBe(1)
    expect(cn.stderr).toContain("不是有效的 ID")
  })

  it("an unreachable server exits with 1 and says how to start one", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const p = (probe.address() as { port: number }).port
        probe.close(() => resolve(p))
      })
    })
    const r = await run(["outbox", "--url", `http://127.0.0.1:${port}`, "--json"])
    expect(r.code).toBe(1)
    expect(r.stdout).toBe("")
    expect(r.stderr).toContain(`not reachable at http://127.0.0.1:${port}`)
    expect(r.stderr).toContain("npm start")
  })

  it("a missing token file says how to get one; a refused token says so", async () => {
    const r = await run(["outbox", "--url", cli.url()], { DATA_DIR: join(cli.dataDir(), "elsewhere") })
    expect(r.code).toBe(1)
    expect(r.stderr).toContain(join(cli.dataDir(), "elsewhere", "ops-token"))
    expect(r.stderr).toContain("npm start")
    expect(r.stderr).toContain("--token")

    const refused = await run(["outbox", "--url", cli.url(), "--token", "not-a-token"])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain("did not accept the staff token")
  })
})
