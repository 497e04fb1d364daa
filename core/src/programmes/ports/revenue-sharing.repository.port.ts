import { Context, type Effect } from "effect"
import type { RevenueShareState } from "../domain/revenue-sharing"

export interface RevenueSharingDay {
  readonly day: string
  readonly income: bigint
  readonly pool: bigint
  readonly qualified: number
  readonly paidTotal: bigint
  readonly state: RevenueShareState
  readonly runs: number
  readonly createdAt: Date
  readonly paidAt: Date | null
}

export interface RevenueShare {
  readonly day: string
  readonly memberId: number
  readonly amount: bigint
  readonly state: RevenueShareState
  readonly transferId: number | null
  readonly paidAt: Date | null
}

/** Revenue-sharing days and their shares. Methods that lock do so for the caller's unit of work. */
export class RevenueSharingRepository extends Context.Service<
  RevenueSharingRepository,
  {
    /** ABEY paid into the platform's revenue account in `[from, to)`. */
    readonly incomeBetween: (from: Date, to: Date) => Effect.Effect<bigint>
    /** Creates the day unless it exists (two runners: one creates, the other waits and finds it); answers it locked. */
    readonly claimDay: (d: { readonly day: string; readonly income: bigint; readonly pool: bigint; readonly qualified: number; readonly at: Date }, shares: ReadonlyArray<{ readonly memberId: number; readonly amount: bigint }>) => Effect.Effect<{ readonly day: RevenueSharingDay; readonly created: boolean }>
    readonly getDay: (day: string) => Effect.Effect<RevenueSharingDay | null>
    /** The day's shares not paid yet, locked. */
    readonly unpaidShares: (day: string) => Effect.Effect<ReadonlyArray<RevenueShare>>
    /** One share, locked. */
    readonly lockShare: (day: string, memberId: number) => Effect.Effect<RevenueShare | null>
    readonly markSharePaid: (day: string, memberId: number, transferId: number | null, at: Date) => Effect.Effect<void>
    /** What the day's paid shares add up to. */
    readonly sharesTotal: (day: string) => Effect.Effect<bigint>
    readonly finishDay: (day: string, paidTotal: bigint, at: Date) => Effect.Effect<void>
    readonly countRun: (day: string) => Effect.Effect<void>
    readonly sharesOf: (memberId: number, limit: number, offset: number) => Effect.Effect<{ readonly rows: ReadonlyArray<RevenueShare>; readonly total: number }>
    /** What the member was paid in all. */
    readonly paidTotalOf: (memberId: number) => Effect.Effect<bigint>
    readonly days: (limit: number, offset: number) => Effect.Effect<{ readonly rows: ReadonlyArray<RevenueSharingDay>; readonly total: number }>
  }
>()("iw/programmes/RevenueSharingRepository") {}
