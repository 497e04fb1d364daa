import { Context, type Effect } from "effect"

/** One admitted beat, as the tracker records it. */
export interface ActivityBeat {
  readonly memberId: number
  readonly route: string
  /** Credited seconds on the page. */
  readonly seconds: number
  readonly visible: boolean
  readonly at: Date
  /** The CST day number of `at`. */
  readonly day: number
}

/** One CST day of users-activity. */
export interface ActivityDay {
  readonly day: number
  /** Members with at least one beat that day. */
  readonly activeMembers: number
  /** Seconds on the site, all members. */
  readonly seconds: number
  readonly beats: number
  /** Members whose day was a box (spec §9 activity tracker packages). */
  readonly boxes: number
}

export interface ActivityRoute {
  readonly route: string
  readonly seconds: number
  readonly beats: number
  /** Member-days on the route. */
  readonly memberDays: number
}

/**
 * The tracker's store. `admit` is the limiter of `admitBeat` run atomically where every API process sees it; `record`
 * may buffer (the Kysely adapter writes beats in batches: one multi-row insert and one upsert per rollup a second),
 * and `flush` writes what is buffered. Raw beats are capped; sums live in rollups per member, day and route.
 */
export class ActivityRepository extends Context.Service<
  ActivityRepository,
  {
    /** The credited seconds, or null when the member's minute is used up. */
    readonly admit: (memberId: number, nowMs: number, claimed: number) => Effect.Effect<number | null>
    readonly record: (beat: ActivityBeat) => Effect.Effect<void>
    readonly flush: Effect.Effect<void>
    /** Per-day sums of the rollups, days `from` … `to` (CST day numbers). */
    readonly days: (from: number, to: number) => Effect.Effect<ReadonlyArray<ActivityDay>>
    /** The routes with most time, over the period. */
    readonly routes: (from: number, to: number, limit: number) => Effect.Effect<ReadonlyArray<ActivityRoute>>
    /** The member's boxes (days with at least `minSeconds`) since day `from`. */
    readonly memberBoxes: (memberId: number, from: number, minSeconds: number) => Effect.Effect<number>
  }
>()("iw/activity/ActivityRepository") {}
