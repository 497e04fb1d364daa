import { Context, type Effect } from "effect"
import type { Tree, Wood } from "../domain/tree"

export interface LumberEvent {
  readonly id: number
  readonly memberId: number
  readonly action: "purchase" | "plant" | "water" | "harvest" | "grant" | "deduct"
  readonly treeId: number | null
  readonly details: Readonly<Record<string, string | number>>
  readonly createdAt: Date
}

type Coord = { readonly x: number; readonly y: number }

/** Lumber Yard's state: trees, the inventory of seeds and tools, and the history. */
export class LumberYardRepository extends Context.Service<
  LumberYardRepository,
  {
    readonly trees: (memberId: number, plot: Coord | null) => Effect.Effect<ReadonlyArray<Tree>>
    /** The member's tree, locked for the unit of work. */
    readonly lockTree: (memberId: number, treeId: number) => Effect.Effect<Tree | null>
    /** A new tree, or null when a growing tree stands at that position already (whatever races). */
    readonly plant: (t: { readonly memberId: number; readonly plot: Coord; readonly position: number; readonly wood: Wood; readonly plantedAt: Date }) => Effect.Effect<Tree | null>
    readonly saveGrowth: (treeId: number, growth: number, day: number) => Effect.Effect<void>
    readonly markHarvested: (treeId: number, at: Date) => Effect.Effect<void>
    readonly inventory: (memberId: number) => Effect.Effect<ReadonlyMap<string, number>>
    /** Adds (or with a negative delta takes) items; false when it would go below zero. */
    readonly changeInventory: (memberId: number, item: string, delta: number) => Effect.Effect<boolean>
    readonly record: (e: Omit<LumberEvent, "id">) => Effect.Effect<void>
    /** The growing trees of several members at once (the reminders' sweep). */
    readonly treesOf: (memberIds: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<Tree>>
    /** Members with a growing tree or a shovel, by id after `afterId`, at most `limit` (the reminders' sweep). */
    readonly gameMembers: (afterId: number, limit: number) => Effect.Effect<ReadonlyArray<number>>
    readonly history: (memberId: number, q: { readonly limit: number; readonly offset: number }) => Effect.Effect<{ readonly rows: ReadonlyArray<LumberEvent>; readonly total: number }>
  }
>()("iw/lumber-yard/LumberYardRepository") {}
