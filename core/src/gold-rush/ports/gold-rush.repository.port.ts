import { Context, type Effect } from "effect"
import type { Mineral, MiningSession } from "../domain/mining"
import type { RedeemLine } from "../domain/redeem"
import type { Shovel } from "../domain/shovel"

export interface Redemption {
  readonly id: number
  readonly memberId: number
  readonly lines: ReadonlyArray<RedeemLine>
  readonly coins: bigint
  readonly abeyMinor: bigint
  readonly transferId: number | null
  readonly createdAt: Date
}

export interface GamePage<A> {
  readonly rows: ReadonlyArray<A>
  readonly total: number
}

type Coord = { readonly x: number; readonly y: number }

/** Gold Rush's state: one shovel per member, mining sessions (the mining history), redemptions. */
export class GoldRushRepository extends Context.Service<
  GoldRushRepository,
  {
    readonly shovel: (memberId: number) => Effect.Effect<Shovel | null>
    /** The member's shovel, locked for the unit of work. */
    readonly lockShovel: (memberId: number) => Effect.Effect<Shovel | null>
    readonly saveShovel: (memberId: number, shovel: Shovel, at: Date) => Effect.Effect<void>
    readonly openSessions: (memberId: number) => Effect.Effect<ReadonlyArray<MiningSession>>
    /** A new open session, or null when the PLOT has one open already (one per PLOT, whatever races). */
    readonly startSession: (s: { readonly memberId: number; readonly plot: Coord; readonly startedAt: Date; readonly readyAt: Date }) => Effect.Effect<MiningSession | null>
    /** The member's open session on a PLOT, locked; null when there is none (a finished one is not open). */
    readonly lockOpenSession: (memberId: number, plot: Coord) => Effect.Effect<MiningSession | null>
    readonly finishSession: (id: number, f: { readonly finishedAt: Date; readonly mineral: Mineral; readonly roll: number; readonly transferId: number }) => Effect.Effect<MiningSession>
    /** The shovels of several members at once (the reminders' sweep), by member. */
    readonly shovelsOf: (memberIds: ReadonlyArray<number>) => Effect.Effect<ReadonlyMap<number, Shovel>>
    /** The open sessions of several members at once (the reminders' sweep). */
    readonly openSessionsOf: (memberIds: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<MiningSession>>
    /** Members with an open session whose time has run by `now`, at most `limit` (the reminders' sweep). */
    readonly readySessionMembers: (now: Date, limit: number) => Effect.Effect<ReadonlyArray<number>>
    readonly miningHistory: (memberId: number, q: { readonly limit: number; readonly offset: number }) => Effect.Effect<GamePage<MiningSession>>
    readonly recordRedemption: (r: Omit<Redemption, "id" | "transferId">) => Effect.Effect<Redemption>
    readonly setRedemptionTransfer: (id: number, transferId: number) => Effect.Effect<void>
    readonly redeemHistory: (memberId: number, q: { readonly limit: number; readonly offset: number }) => Effect.Effect<GamePage<Redemption>>
  }
>()("iw/gold-rush/GoldRushRepository") {}
