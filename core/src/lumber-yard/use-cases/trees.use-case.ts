import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { NotFound } from "../../kernel/errors"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { GameCalendar, requireOwnPlot } from "../../gold-rush/index"
import { PlotRepository } from "../../land/index"
import { MATERIAL_ASSETS, getBalanceSheet, member, postTransfer, system } from "../../ledger/index"
import { seedItem, seedToPlant } from "../domain/shop"
import { TREE_POSITIONS_PER_PLOT, type Tree, WOOD_YIELD, type Wood, decideHarvest, isPosition, treeState, water } from "../domain/tree"
import { AlreadyWatered, NoSeed, PositionOutOfRange, PositionTaken, TreeFullyGrown, TreeHarvested, TreeNotGrown } from "../errors"
import { LumberYardRepository } from "../ports/lumber-yard.repository.port"

type Coord = { readonly x: number; readonly y: number }
/** A wood material's minor units per whole unit (the ledger's scale 4). */
const WOOD_UNIT = 10_000n

const today = Effect.gen(function* () {
  const now = yield* Clock.use((c) => c.now)
  return { now, day: (yield* GameCalendar).dayOf(now) }
})

const view = (t: Tree, day: number) => ({ tree: t, state: treeState(t, day) })

/**
 * `POST member/lumber-yard/planting {plotId, position, wood?}`: plants a seed of the inventory at a free position
 * (0 … 8) of one of the member's PLOTs. The spec's payload is `{plotId, position}`: without `wood`, the first wood the
 * inventory holds a seed of is planted (`seedToPlant`).
 */
export const plantTree = (principal: MemberPrincipal, input: { readonly plot: Coord; readonly position: number; readonly wood: Wood | null }) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        if (!isPosition(input.position)) return yield* new PositionOutOfRange({ max: TREE_POSITIONS_PER_PLOT - 1 })
        const { now, day } = yield* today
        yield* requireOwnPlot(principal.memberId, input.plot)
        const repo = yield* LumberYardRepository
        const wood = input.wood ?? seedToPlant(yield* repo.inventory(principal.memberId), null)
        if (wood === null || !(yield* repo.changeInventory(principal.memberId, seedItem(wood), -1))) return yield* new NoSeed({ wood: input.wood })
        const tree = yield* repo.plant({ memberId: principal.memberId, plot: input.plot, position: input.position, wood, plantedAt: now })
        if (tree === null) return yield* new PositionTaken({ position: input.position })
        yield* repo.record({ memberId: principal.memberId, action: "plant", treeId: tree.id, details: { wood, plotId: `${input.plot.x},${input.plot.y}`, position: input.position }, createdAt: now })
        return view(tree, day)
      })
    )
  )

/** `POST member/lumber-yard/watering {treeId}`: +1 point, at most once a CST day; the tree row is locked. */
export const waterTree = (principal: MemberPrincipal, treeId: number) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const { now, day } = yield* today
        const repo = yield* LumberYardRepository
        const tree = yield* repo.lockTree(principal.memberId, treeId)
        if (tree === null) return yield* new NotFound({ entity: "tree", id: String(treeId) })
        const d = water(tree, day)
        switch (d._tag) {
          case "AlreadyWatered":
            return yield* new AlreadyWatered()
          case "FullyGrown":
            return yield* new TreeFullyGrown()
          case "Harvested":
            return yield* new TreeHarvested()
        }
        yield* repo.saveGrowth(tree.id, d.growth, d.day)
        yield* repo.record({ memberId: principal.memberId, action: "water", treeId: tree.id, details: { growth: d.growth }, createdAt: now })
        return view({ ...tree, growth: d.growth, lastWateredDay: d.day }, day)
      })
    )
  )

/** `POST member/lumber-yard/harvesting {treeId}`: at exactly 10 points, once; the wood is credited through the ledger. */
export const harvestTree = (principal: MemberPrincipal, treeId: number) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const { now, day } = yield* today
        const repo = yield* LumberYardRepository
        const tree = yield* repo.lockTree(principal.memberId, treeId)
        if (tree === null) return yield* new NotFound({ entity: "tree", id: String(treeId) })
        const d = decideHarvest(tree)
        if (d._tag === "Harvested") return yield* new TreeHarvested()
        if (d._tag === "NotGrown") return yield* new TreeNotGrown({ growth: d.growth })
        const asset = MATERIAL_ASSETS[tree.wood]!
        const quantity = WOOD_YIELD[tree.wood]
        const { transfer } = yield* postTransfer({
          code: "woodHarvest",
          reference: { type: "tree", id: String(tree.id) },
          idempotencyKey: `harvest:${tree.id}`,
          legs: [{ from: system("issuance", asset), to: member(principal.memberId, asset), amount: BigInt(quantity) * WOOD_UNIT }]
        })
        yield* repo.markHarvested(tree.id, now)
        yield* repo.record({ memberId: principal.memberId, action: "harvest", treeId: tree.id, details: { wood: tree.wood, quantity, transferId: transfer.id }, createdAt: now })
        return { ...view({ ...tree, harvestedAt: now }, day), wood: tree.wood, quantity, transferId: transfer.id }
      })
    )
  )

/** `GET member/lumber-yard/plots`: the member's PLOTs with their growing trees and free positions. */
export const listLumberPlots = (principal: MemberPrincipal) =>
  Effect.gen(function* () {
    const { day } = yield* today
    const { rows } = yield* PlotRepository.use((r) => r.ownedBy(principal.memberId, { limit: 200, offset: 0 }))
    const trees = yield* LumberYardRepository.use((r) => r.trees(principal.memberId, null))
    return rows.map((p) => {
      const here = trees.filter((t) => t.plot.x === p.x && t.plot.y === p.y)
      return { x: p.x, y: p.y, positions: TREE_POSITIONS_PER_PLOT, trees: here.map((t) => view(t, day)) }
    })
  })

/** `GET member/lumber-yard/plot?plotId=x,y`: one of the member's PLOTs with its trees. */
export const showLumberPlot = (principal: MemberPrincipal, plot: Coord) =>
  Effect.gen(function* () {
    const { day } = yield* today
    yield* requireOwnPlot(principal.memberId, plot)
    const trees = yield* LumberYardRepository.use((r) => r.trees(principal.memberId, plot))
    return { x: plot.x, y: plot.y, positions: TREE_POSITIONS_PER_PLOT, trees: trees.map((t) => view(t, day)) }
  })

/** `GET member/lumber-yard/inventory`: seeds and tools. */
export const showInventory = (principal: MemberPrincipal) =>
  Effect.map(LumberYardRepository.use((r) => r.inventory(principal.memberId)), (m) => [...m.entries()].map(([item, quantity]) => ({ item, quantity })))

/** `GET member/lumber-yard/materials`: the wood balances (ledger assets). */
export const showMaterials = (principal: MemberPrincipal) => Effect.map(getBalanceSheet(principal.memberId), (s) => s.wood)

/** `GET member/lumber-yard/history`. */
export const listLumberHistory = (principal: MemberPrincipal, q: { readonly limit: number; readonly offset: number }) =>
  LumberYardRepository.use((r) => r.history(principal.memberId, q))
