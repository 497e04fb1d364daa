import { Schema } from "effect"
import { BalanceValue, IdFromString, ListMeta, PageQuery, Text, Timestamp } from "../common"

export const VoteChoice = Schema.Literals(["yes", "no", "abstain"])
export const ProposalState = Schema.Literals(["upcoming", "open", "closed", "cancelled"])

export const Result = Schema.Struct({ yes: Schema.String, no: Schema.String, abstain: Schema.String, voters: Schema.Int, passed: Schema.Boolean })

export const Proposal = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  body: Schema.String,
  opensAt: Timestamp,
  closesAt: Timestamp,
  /** When staff cancelled it (it neither passes nor fails); null otherwise. */
  cancelledAt: Schema.NullOr(Timestamp),
  state: ProposalState,
  result: Result,
  /** The caller's vote and the power it was cast with; null if none (or staff). */
  myVote: Schema.NullOr(Schema.Struct({ choice: VoteChoice, power: Schema.String, castAt: Timestamp }))
})

export const BoardSeat = Schema.Struct({ seat: Schema.Int, memberId: Schema.Int, name: Schema.String, appointedAt: Timestamp })

export const Dao = Schema.Struct({
  /** FEATURE_DAO_LINK lets the member take part (off by default). */
  open: Schema.Boolean,
  /** Whole votes: max(whole ITW tokens, 2000 × owned PLOTs). */
  power: Schema.NullOr(Schema.Struct({ itw: BalanceValue, plots: Schema.Int, power: Schema.String })),
  votesPerPlot: Schema.Int,
  boardSeats: Schema.Int,
  proposals: Schema.Array(Proposal),
  meta: ListMeta,
  board: Schema.Array(BoardSeat)
})

export const DaoQuery = Schema.Struct({ ...PageQuery })
export const ProposalParams = Schema.Struct({ id: IdFromString })
export const VoteBody = Schema.Struct({ choice: VoteChoice })
export const ProposalList = Schema.Struct({ data: Schema.Array(Proposal), meta: ListMeta })
export const NewProposal = Schema.Struct({ title: Text(200), body: Text(5000), opensAt: Timestamp, closesAt: Timestamp })
export const SeatParams = Schema.Struct({ seat: IdFromString })
/** A member ID to appoint, or null to vacate the seat; the reason is kept in the audit log. */
export const SeatBody = Schema.Struct({ memberId: Schema.NullOr(Schema.Int), reason: Schema.optionalKey(Text(500)) })
/** Why staff close or cancel a proposal, kept in the audit log. */
export const EndProposalBody = Schema.Struct({ reason: Schema.optionalKey(Text(500)) })
export const Board = Schema.Struct({ data: Schema.Array(BoardSeat) })
