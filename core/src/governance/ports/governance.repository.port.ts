import { Context, type Effect } from "effect"
import type { CastVote, VoteChoice } from "../domain/voting"

export interface Proposal {
  readonly id: number
  readonly title: string
  readonly body: string
  readonly opensAt: Date
  readonly closesAt: Date
  readonly cancelledAt: Date | null
  readonly createdBy: number
  readonly createdAt: Date
}

export interface StoredVote extends CastVote {
  readonly proposalId: number
  readonly castAt: Date
}

export interface BoardSeat {
  readonly seat: number
  readonly memberId: number
  readonly name: string
  readonly appointedAt: Date
}

/** DAO proposals, votes (one per member and proposal, by primary key) and the Security Advisory Board. */
export class GovernanceRepository extends Context.Service<
  GovernanceRepository,
  {
    readonly createProposal: (p: Omit<Proposal, "id" | "cancelledAt">) => Effect.Effect<Proposal>
    /**
     * The proposal, its row locked for the rest of the transaction: `share` for a vote (votes run side by side),
     * `update` for closing or cancelling (which waits for votes in flight, and they for it).
     */
    readonly proposalLocked: (id: number, mode: "share" | "update") => Effect.Effect<Proposal | null>
    /** Stores a proposal's new window (closed now) or its cancellation. */
    readonly updateWindow: (id: number, w: { readonly closesAt: Date; readonly cancelledAt: Date | null }) => Effect.Effect<void>
    readonly proposal: (id: number) => Effect.Effect<Proposal | null>
    readonly proposals: (limit: number, offset: number) => Effect.Effect<{ readonly rows: ReadonlyArray<Proposal>; readonly total: number }>
    readonly votesOf: (proposalId: number) => Effect.Effect<ReadonlyArray<StoredVote>>
    /** Stores the vote unless the member voted on it already; answers whether it was stored. */
    readonly addVote: (v: { readonly proposalId: number; readonly memberId: number; readonly choice: VoteChoice; readonly power: bigint; readonly at: Date }) => Effect.Effect<boolean>
    readonly board: Effect.Effect<ReadonlyArray<BoardSeat>>
    readonly setSeat: (seat: number, memberId: number, at: Date) => Effect.Effect<void>
    readonly clearSeat: (seat: number) => Effect.Effect<void>
  }
>()("iw/governance/GovernanceRepository") {}
