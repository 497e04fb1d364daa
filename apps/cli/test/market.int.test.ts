import { describe, expect, it } from "vitest"
import { cliAgainstServer } from "./support/cli-server"

/**
 * `market listings`, `market cancel ID --reason …` and `assets show MEMBER` as staff run them, against a real server
 * with the demo seeded: the house's stock is on every Buy shelf, and the demo member (100001) buys one unit of it.
 */
const { url, run, json } = cliAgainstServer("market")

type Listing = { id: number; ownerId: number | null; house: boolean; category: string; name: string; quantity: number; amount: number; state: string }

describe("market and assets commands against a running server", { timeout: 300_000 }, () => {
  it("lists the store, shows a member's assets and listings, and cancels a listing with a reason (audited)", async () => {
    const all = await json<{ data: Array<Listing>; meta: { total: number } }>(["market", "listings"])
    expect(all.meta.total).toBeGreaterThanOrEqual(10)
    expect(all.data.every((l) => l.house && l.ownerId === null && l.state === "active")).toBe(true)
    const pets = await json<{ data: Array<Listing> }>(["market", "listings", "--category", "pets"])
    const cat = pets.data.find((l) => l.name === "Robot cat")!
    expect(cat).toMatchObject({ category: "pets", quantity: 40, amount: 40 })
    const view = await run(["market", "listings", "--category", "pets"])
    expect(view.code).toBe(0)
    expect(view.stdout).toContain("Store listings")
    expect(view.stdout).toContain("Robot cat")
    expect(view.stdout).toContain("the house")

    // The demo member buys a unit of the house's stock over HTTP; staff then see it with `assets show`.
    const login = (await (await fetch(`${url()}/api/member/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "100001", password: "Demo#2026pass" }) })).json()) as { accessToken: string }
    const bought = await fetch(`${url()}/api/member/market/buy`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${login.accessToken}` }, body: JSON.stringify({ listingId: cat.id }) })
    expect(bought.status).toBe(200)
    const assets = await json<{ assets: Array<{ type: string; name: string; state: string }>; listings: Array<Listing> }>(["assets", "show", "100001"])
    expect(assets.assets).toContainEqual(expect.objectContaining({ type: "pet", name: "Robot cat", state: "held" }))
    const shown = await run(["assets", "show", "100001"])
    expect(shown.code).toBe(0)
    expect(shown.stdout).toContain("Assets")
    expect(shown.stdout).toContain("Robot cat")
    expect(shown.stdout).toContain("Pet")

    const noReason = await run(["market", "cancel", String(cat.id)])
    expect(noReason.code).not.toBe(0)
    expect(noReason.stderr).toContain("--reason")
    const cancelled = await run(["market", "cancel", String(cat.id), "--reason", "Recall of the robot cats"])
    expect(cancelled.stderr).toBe("")
    expect(cancelled.code).toBe(0)
    expect(cancelled.stdout).toContain("Listing cancelled.")
    const again = await run(["market", "cancel", String(cat.id), "--reason", "twice"])
    expect(again.code).not.toBe(0)
    expect(again.stderr).toContain("Listing Status Invalid")
    const left = await json<{ data: Array<Listing> }>(["market", "listings", "--category", "pets", "--state", "cancelled"])
    expect(left.data.map((l) => [l.id, l.quantity])).toEqual([[cat.id, 39]])
    const audit = await json<{ data: Array<{ action: string; details: { reason?: string; before?: { state: string } } }> }>(["audit", "--target-type", "listing", "--target-id", String(cat.id)])
    expect(audit.data[0]).toMatchObject({ action: "listing.cancel", details: { reason: "Recall of the robot cats", before: { state: "active" } } })
  })
})
