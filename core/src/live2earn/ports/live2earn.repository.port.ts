import { Context, type Effect } from "effect"
import type { PhotoState } from "../domain/photo"

export interface Live2EarnPhoto {
  readonly id: number
  readonly memberId: number
  readonly state: PhotoState
  readonly name: string
  readonly mime: string
  readonly size: number
  readonly storageKey: string
  readonly reason: string | null
  readonly reviewerId: number | null
  readonly rewardTransferId: number | null
  readonly createdAt: Date
  readonly reviewedAt: Date | null
}

/** Live2Earn photos and their reviews. */
export class Live2EarnRepository extends Context.Service<
  Live2EarnRepository,
  {
    readonly add: (p: { readonly memberId: number; readonly name: string; readonly mime: string; readonly size: number; readonly storageKey: string; readonly at: Date }) => Effect.Effect<number>
    readonly get: (id: number, lock?: boolean) => Effect.Effect<Live2EarnPhoto | null>
    /** The member's photos, newest first. */
    readonly ofMember: (memberId: number) => Effect.Effect<ReadonlyArray<Live2EarnPhoto>>
    /** The review queue: photos in a state, oldest first. */
    readonly inState: (state: PhotoState, limit: number, offset: number) => Effect.Effect<{ readonly rows: ReadonlyArray<Live2EarnPhoto>; readonly total: number }>
    readonly review: (id: number, r: { readonly state: PhotoState; readonly reason: string | null; readonly reviewerId: number; readonly rewardTransferId: number | null; readonly at: Date }) => Effect.Effect<void>
  }
>()("iw/live2earn/Live2EarnRepository") {}
