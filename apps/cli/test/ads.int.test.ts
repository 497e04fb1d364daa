import { describe, expect, it } from "vitest"
import { cliAgainstServer } from "./support/cli-server"

/**
 * `ads list`, `ads moderate ID approve|reject --reason …` and `ads credits MEMBER` as staff run them, against a real
 * server with the demo AdNet seeded (SEED_DEMO_BUILDINGS): the demo member has package II, the ad "Interworld Café"
 * and today's simulated day.
 */
const { run, json } = cliAgainstServer("ads", { SEED_DEMO_BUILDINGS: "true" })

describe("ads commands against a running server", { timeout: 300_000 }, () => {
  it("lists ads, moderates one with a reason into the audit log, and shows a member's credits", async () => {
    const list = await json<{ data: Array<{ id: number; title: string; moderation: string }> }>(["ads", "list", "--moderation", "pending"])
    const cafe = list.data.find((a) => a.title === "Interworld Café")!
    expect(cafe).toBeDefined()
    const view = await run(["ads", "list"])
    expect(view.code).toBe(0)
    expect(view.stdout).toContain("Interworld Café")

    const noReason = await run(["ads", "moderate", String(cafe.id), "approve", "--reason", " "])
    expect(noReason.code).not.toBe(0)
    const moderated = await run(["ads", "moderate", String(cafe.id), "reject", "--reason", "Needs a sharper image"])
    expect(moderated.stderr).toBe("")
    expect(moderated.stdout).toContain(`Ad #${cafe.id} is now Rejected.`)
    const audit = await json<{ data: Array<{ action: string; details: { reason?: string } }> }>(["audit", "--target-type", "ad", "--target-id", String(cafe.id)])
    expect(audit.data[0]).toMatchObject({ action: "ads.reject", details: { reason: "Needs a sharper image" } })

    const credits = await json<{ balance: { decimal: string }; transactions: Array<{ code: string }>; purchases: Array<{ code: string }> }>(["ads", "credits", "100001"])
    expect(credits.purchases.map((p) => p.code)).toEqual(["II"])
    expect(credits.transactions.map((x) => x.code)).toContain("packagePurchase")
    expect(Number(credits.balance.decimal)).toBeGreaterThan(0)
    expect((await run(["ads", "credits", "100001"])).stdout).toContain("AdNet credits of member 100001")
  })
})
