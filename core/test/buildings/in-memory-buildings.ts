import {
  type Building,
  type BuildingExchange,
  type BuildingPlacement,
  type BuildingPurchase,
  BuildingListings,
  BuildingRepository,
  type BuildingTemplate,
  MemberHoldingsLive,
  areaCells
} from "@iw/core"
import { Effect, Layer } from "effect"
import { type LandWorld, emptyLandWorld, landLayer } from "../land/in-memory-land"

/** The buildings part of an in-memory world; it lives inside the World, so a failed unit of work rolls it back too. */
export interface BuildingsState {
  templates: Array<BuildingTemplate>
  buildings: Array<Building>
  /** x,y → building id: the in-memory form of the building_plots key. */
  plots: Record<string, number>
  placements: Array<BuildingPlacement>
  purchases: Array<BuildingPurchase>
  exchanges: Array<BuildingExchange>
  nextId: number
  /** Building id → the store listing that holds it (the market's answer to BuildingListings); absent: none listed. */
  listings?: Record<number, number>
}

export type BuildingsWorld = LandWorld & { buildings: BuildingsState }

export const emptyBuildingsWorld = (start?: number, templates: Array<BuildingTemplate> = []): BuildingsWorld => ({
  ...emptyLandWorld(start),
  buildings: { templates, buildings: [], plots: {}, placements: [], purchases: [], exchanges: [], nextId: 1 }
})

/** The in-memory BuildingRepository, with the Kysely adapter's meaning (placing on a taken PLOT is a defect). */
export const inMemoryBuildingRepository = (world: BuildingsWorld) => {
  const B = () => world.buildings
  const find = (id: number) => B().buildings.find((b) => b.id === id) ?? null
  const update = (id: number, f: (b: Building) => Building) => {
    B().buildings = B().buildings.map((b) => (b.id === id ? f(b) : b))
  }
  return Layer.succeed(BuildingRepository)({
    templates: (q) => Effect.sync(() => B().templates.filter((t) => !q.activeOnly || t.active).sort((a, b) => a.id - b.id)),
    template: (id) => Effect.sync(() => B().templates.find((t) => t.id === id) ?? null),
    saveTemplate: (id, t) =>
      Effect.sync(() => {
        const saved = { ...t, id: id ?? Math.max(0, ...B().templates.map((x) => x.id)) + 1 }
        B().templates = [...B().templates.filter((x) => x.id !== saved.id), saved]
        return saved
      }),
    building: (id) => Effect.sync(() => find(id)),
    lockBuilding: (id) => Effect.sync(() => find(id)),
    ofMember: (memberId) => Effect.sync(() => B().buildings.filter((b) => b.memberId === memberId).sort((a, b) => b.id - a.id)),
    placed: (area) =>
      Effect.sync(() =>
        B()
          .buildings.filter((b) => b.area !== null && (area === null || (b.area.startX <= area.endX && b.area.endX >= area.startX && b.area.startY <= area.endY && b.area.endY >= area.startY)))
          .sort((a, b) => a.id - b.id)
          .map((b) => ({ id: b.id, memberId: b.memberId, templateId: b.templateId, size: b.size, direction: b.direction, ...b.area! }))
      ),
    create: (b) =>
      Effect.sync(() => {
        const building = { ...b, id: B().nextId++ }
        B().buildings.push(building)
        return building
      }),
    place: (id, memberId, area, direction, _at) =>
      Effect.suspend(() => {
        const cells = areaCells(area).map((c) => `${c.x},${c.y}`)
        const taken = cells.find((k) => B().plots[k] !== undefined)
        if (taken) return Effect.die(new Error(`building_plots: duplicate key (${taken})`))
        for (const k of cells) B().plots[k] = id
        update(id, (b) => ({ ...b, area, direction }))
        B().placements.push({ ...area, buildingId: id, memberId, isRemoved: false })
        return Effect.void
      }),
    unplace: (id, _at) =>
      Effect.sync(() => {
        for (const [k, v] of Object.entries(B().plots)) if (v === id) delete B().plots[k]
        update(id, (b) => ({ ...b, area: null }))
        B().placements = B().placements.map((p) => (p.buildingId === id ? { ...p, isRemoved: true } : p))
      }),
    changeTemplate: (id, templateId, size) => Effect.sync(() => update(id, (b) => ({ ...b, templateId, size }))),
    setMinted: (id) => Effect.sync(() => update(id, (b) => ({ ...b, minted: true }))),
    setListed: (id, listed) => Effect.sync(() => update(id, (b) => ({ ...b, listed }))),
    setOwner: (id, memberId) => Effect.sync(() => update(id, (b) => ({ ...b, memberId }))),
    recordPurchase: (p) => Effect.sync(() => void B().purchases.push({ ...p, id: B().purchases.length + 1 })),
    purchases: (memberId) => Effect.sync(() => B().purchases.filter((p) => p.memberId === memberId).reverse()),
    recordExchange: (e) => Effect.sync(() => void B().exchanges.push({ ...e, id: B().exchanges.length + 1 })),
    exchanges: (memberId) => Effect.sync(() => B().exchanges.filter((e) => e.memberId === memberId).reverse()),
    lastPlacement: (id) => Effect.sync(() => [...B().placements].reverse().find((p) => p.buildingId === id) ?? null)
  })
}

/** The market's BuildingListings over the world: the listing that holds each of the owner's listed buildings. */
export const inMemoryBuildingListings = (world: BuildingsWorld) =>
  Layer.succeed(BuildingListings)({
    activeOf: (ownerId, ids) =>
      Effect.sync(() => {
        const found = new Map<number, { id: number; category: string }>()
        for (const b of world.buildings.buildings) {
          const listingId = world.buildings.listings?.[b.id]
          if (b.memberId === ownerId && b.listed === true && ids.includes(b.id) && listingId !== undefined) found.set(b.id, { id: listingId, category: "buildings" })
        }
        return found
      })
  })

/** Every in-memory port (identity, ledger, wallet, land, buildings) over one world, with the profile's MemberHoldings and the market's BuildingListings. */
export const buildingsLayer = (world: BuildingsWorld) => {
  const ports = Layer.mergeAll(landLayer(world), inMemoryBuildingRepository(world), inMemoryBuildingListings(world))
  return MemberHoldingsLive.pipe(Layer.provideMerge(ports))
}

export const runBuildings = <A, E>(world: BuildingsWorld, effect: Effect.Effect<A, E, any>) =>
  Effect.runPromiseExit(Effect.provide(effect, buildingsLayer(world)) as Effect.Effect<A, E, never>)
