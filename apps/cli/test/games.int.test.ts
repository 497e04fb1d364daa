import { describe, expect, it } from "vitest"
import { cliAgainstServer } from "./support/cli-server"

/**
 * `games show MEMBER` and `games grant|deduct MEMBER --resource … --amount … --reason …` (issue 14 §4) as staff run
 * them, against a real server: the member's wood moves through the ledger, each change is audited with its reason, a
 * repeated idempotency key makes one transfer, and an overdraw or bad input is refused with a non-zero exit.
 */
const { run, json } = cliAgainstServer("games")
const MEMBER = "100001"

type Games = { memberId: number; wood: Record<string, { decimal: string }> }
type Adjusted = { transferId: number; resource: string; amount: number; direction: string; idempotencyKey: string }
const woodOf = async (id: string) => Number((await json<Games>(["games", "show", MEMBER])).wood[id]?.decimal ?? "0")

describe("games commands against a running server", { timeout: 300_000 }, () => {
  it("shows a member's games, grants and deducts wood with a reason, once per key, audits it, and refuses bad input", async () => {
    const before = await woodOf("6")

    const grant = ["games", "grant", MEMBER, "--resource", "wood-6", "--amount", "5", "--reason", "Tournament prize", "--key", "cli-games-1"]
    const first = await json<Adjusted>(grant)
    expect(first).toMatchObject({ resource: "wood-6", amount: 5, direction: "grant", idempotencyKey: "cli-games-1" })
    // The same key again: the same transfer, not a second grant.
    expect((await json<Adjusted>(grant)).transferId).toBe(first.transferId)

    const deducted = await run(["games", "deduct", MEMBER, "--resource", "wood-6", "--amount", "2", "--reason", "Prize given twice by mistake"])
    expect(deducted.stderr).toBe("")
    expect(deducted.code).toBe(0)
    expect(deducted.stdout).toContain(`Deducted 2 wood-6 from member ${MEMBER}.`)
    expect(deducted.stdout).toContain("wood-6")
    expect(await woodOf("6")).toBe(before + 3)

    const audit = await json<{ data: Array<{ action: string; details: { reason?: string } }> }>(["audit", "--target-type", "member", "--target-id", MEMBER])
    expect(audit.data.filter((e) => e.action.startsWith("games.")).map((e) => [e.action, e.details.reason])).toEqual([
      ["games.deduct", "Prize given twice by mistake"],
      ["games.grant", "Tournament prize"]
    ])

    // An overdraw, an amount that is not a whole number, an empty reason: refused, on stderr, with a non-zero exit.
    for (const args of [
      ["deduct", "--resource", "wood-6", "--amount", "1000000", "--reason", "Too much"],
      ["grant", "--resource", "wood-6", "--amount", "1.5", "--reason", "x"],
      ["grant", "--resource", "wood-6", "--amount", "1", "--reason", "  "]
    ]) {
      const [direction, ...rest] = args
      const r = await run(["games", direction!, MEMBER, ...rest])
      expect(r.code, args.join(" ")).not.toBe(0)
      expect(r.stderr, args.join(" ")).not.toBe("")
    }
  })
})
