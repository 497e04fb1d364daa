import { describe, expect, it } from "vitest"
import { cliAgainstServer } from "./support/cli-server"

/**
 * `buildings list --member ID`, `buildings remove ID --reason …` and `products list` as staff run them, against a real
 * server with the demo buildings seeded (SEED_DEMO_BUILDINGS): the demo member's Villa stands on (12,12)–(13,13).
 */
const { url, run, json } = cliAgainstServer("buildings", { SEED_DEMO_BUILDINGS: "true" })

describe("buildings and products commands against a running server", { timeout: 300_000 }, () => {
  type Building = { id: number; name: string; size: string; placed: boolean; area: { startX: number; startY: number; endX: number; endY: number } | null }

  it("lists the demo member's buildings, the templates, and removes a building with a reason", async () => {
    const list = await json<{ data: Array<Building> }>(["buildings", "list", "--member", "100001"])
    expect(list.data.map((b) => [b.name, b.placed]).sort()).toEqual([["Cottage", false], ["Villa", true]])
    const villa = list.data.find((b) => b.placed)!
    expect(villa.area).toEqual({ startX: 12, startY: 12, endX: 13, endY: 13 })

    const view = await run(["buildings", "list", "--member", "100001"])
    expect(view.code).toBe(0)
    expect(view.stdout).toContain("Buildings")
    expect(view.stdout).toContain("12,12:13,13")

    const products = await json<{ data: Array<{ size: string }> }>(["products", "list"])
    expect(products.data.map((p) => p.size)).toEqual(["1x1", "2x1", "2x2", "3x3", "4x4", "5x5"])
    const removed = await run(["buildings", "remove", String(villa.id), "--reason", "Blocks the plaza entrance"])
    expect(removed.stderr).toBe("")
    expect(removed.stdout).toContain(`Building #${villa.id} was removed from 12,12:13,13.`)
    const audit = await json<{ data: Array<{ action: string; details: { reason?: string } }> }>(["audit", "--target-type", "building", "--target-id", String(villa.id)])
    expect(audit.data[0]).toMatchObject({ action: "buildings.remove", details: { reason: "Blocks the plaza entrance" } })
  })
})
