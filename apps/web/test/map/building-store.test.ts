import { describe, expect, it } from "vitest"
import { BuildingStore } from "../../src/features/map/api/building-store"

const placed = (buildingId: number, x0: number, y0: number, x1: number, y1: number) => ({ buildingId, memberId: 7, x0, y0, x1, y1, isRemoved: false, event: "place" as const, templateId: 2 })
const removed = (buildingId: number, x0: number, y0: number, x1: number, y1: number) => ({ ...placed(buildingId, x0, y0, x1, y1), isRemoved: true, event: "remove" as const })

describe("the map's buildings (member/map/buildings, then building/update)", () => {
  it("loads the compact rows, then places, finds and removes footprints live", async () => {
    const store = new BuildingStore()
    let heard = 0
    store.subscribe(() => heard++)
    await store.load(async () => ({ rows: [[1, 5, 3, 10, 10, 11, 11]] }))
    expect(store.at(11, 10)?.id).toBe(1)
    store.applyLive(placed(2, 20, 20, 20, 21))
    expect(store.size).toBe(2)
    expect(store.at(20, 21)).toMatchObject({ id: 2, memberId: 7, templateId: 2 })
    store.applyLive(removed(1, 10, 10, 11, 11))
    expect(store.at(10, 10)).toBeNull()
    // An exchange of a building that stands nowhere changes nothing.
    store.applyLive({ ...removed(9, -1, -1, -1, -1), event: "exchange" })
    expect(store.size).toBe(1)
    expect(heard).toBe(3)
  })

  it("keeps what a live event said while a load read before it was on its way", async () => {
    const store = new BuildingStore()
    let answer: (v: { rows: Array<Array<number>> }) => void = () => undefined
    const loading = store.load(() => new Promise((r) => (answer = r)))
    store.applyLive(placed(3, 1, 1, 1, 1))
    store.applyLive(removed(4, 5, 5, 5, 5))
    // The list was read before both events: it lacks 3 and still has 4.
    answer({ rows: [[4, 7, 2, 5, 5, 5, 5], [5, 7, 2, 8, 8, 8, 8]] })
    await loading
    expect(store.all.map((b) => b.id).sort()).toEqual([3, 5])
  })
})
