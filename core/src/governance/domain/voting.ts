/**
 * The DAO (spec §1 "1 voting unit per ITW token, at least 2000 per PLOT"; §9 Voting; Security Advisory Board of 5).
 * Our reading, stated on the DAO page and in the README: a member's voting power is one vote per whole ITW token
 * they hold, and never less than 2,000 votes for each PLOT they own: power = max(whole ITW, 2000 × PLOTs). It is
 * taken when the vote is cast and kept with the vote. A member votes once per proposal (yes, no or abstain), only
 * while the proposal is open, and only with a power above zero. A proposal passes when, at its close, yes outweighs
 * no (abstentions count toward turnout only).
 */
export const VOTES_PER_PLOT = 2000n
export const ITW_SCALE = 8
export const ITW_UNIT = 10n ** BigInt(ITW_SCALE)

export const VOTE_CHOICES = ["yes", "no", "abstain"] as const
export type VoteChoice = (typeof VOTE_CHOICES)[number]

/** Voting power from ITW held (minor units, 8 decimals) and PLOTs owned. */
export const votingPower = (itwMinor: bigint, plots: number): bigint => {
  const tokens = itwMinor > 0n ? itwMinor / ITW_UNIT : 0n
  const floor = VOTES_PER_PLOT * BigInt(Math.max(0, Math.trunc(plots)))
  return tokens > floor ? tokens : floor
}

export interface ProposalWindow {
  readonly opensAt: Date
  readonly closesAt: Date
  /** Set when staff cancelled the proposal: it takes no more votes and neither passes nor fails. */
  readonly cancelledAt?: Date | null
}

export type ProposalState = "upcoming" | "open" | "closed" | "cancelled"

export const proposalState = (p: ProposalWindow, now: Date): ProposalState =>
  p.cancelledAt != null ? "cancelled" : now.getTime() < p.opensAt.getTime() ? "upcoming" : now.getTime() < p.closesAt.getTime() ? "open" : "closed"

export type WindowRefusal = "after_start" | "closes_in_past"

/**
 * Whether staff may open a proposal for this window now: it closes after it opens, and not in the past (a proposal
 * that could never take a vote is refused). It may open in the past: then it is open at once.
 */
export const windowRefusal = (w: ProposalWindow, now: Date): WindowRefusal | null =>
  w.closesAt.getTime() <= w.opensAt.getTime() ? "after_start" : w.closesAt.getTime() <= now.getTime() ? "closes_in_past" : null

export type EndRefusal = "not_open" | "ended"

/**
 * Staff close an open proposal now: it takes no vote from this instant on, and its result is final. Only an open
 * proposal can be closed (an upcoming one is cancelled instead).
 */
export const closeNow = (p: ProposalWindow, now: Date): ProposalWindow | EndRefusal => {
  const state = proposalState(p, now)
  if (state !== "open") return state === "upcoming" ? "not_open" : "ended"
  return { opensAt: p.opensAt, closesAt: now, cancelledAt: null }
}

/** Staff cancel an upcoming or open proposal: no more votes, and it neither passes nor fails. A closed one stays. */
export const cancelNow = (p: ProposalWindow, now: Date): ProposalWindow | EndRefusal => {
  const state = proposalState(p, now)
  if (state === "closed" || state === "cancelled") return "ended"
  return { opensAt: p.opensAt, closesAt: p.closesAt, cancelledAt: now }
}

export interface CastVote {
  readonly memberId: number
  readonly choice: VoteChoice
  readonly power: bigint
}

export type VoteRefusal = "not_open" | "already_voted" | "no_power"

/** Whether a member may cast a vote now. */
export const voteRefusal = (p: ProposalWindow, now: Date, votes: ReadonlyArray<Pick<CastVote, "memberId">>, memberId: number, power: bigint): VoteRefusal | null => {
  if (proposalState(p, now) !== "open") return "not_open"
  if (votes.some((v) => v.memberId === memberId)) return "already_voted"
  if (power <= 0n) return "no_power"
  return null
}

export interface Tally {
  readonly yes: bigint
  readonly no: bigint
  readonly abstain: bigint
  readonly voters: number
  readonly passed: boolean
}

/** The result: power per choice, voters, and whether yes outweighs no. One vote per member counts (the first). */
export const tally = (votes: ReadonlyArray<CastVote>): Tally => {
  const seen = new Set<number>()
  const sum = { yes: 0n, no: 0n, abstain: 0n }
  for (const v of votes) {
    if (seen.has(v.memberId)) continue
    seen.add(v.memberId)
    sum[v.choice] += v.power
  }
  return { ...sum, voters: seen.size, passed: sum.yes > sum.no }
}

/** The result shown for a proposal in a state: a cancelled proposal keeps its counts but never passes. */
export const resultOf = (state: ProposalState, votes: ReadonlyArray<CastVote>): Tally => {
  const t = tally(votes)
  return state === "cancelled" ? { ...t, passed: false } : t
}

/** Spec §9: the Security Advisory Board has 5 members, in seats 1 to 5. */
export const BOARD_SEATS = 5

export type SeatRefusal = "seat" | "already_on_board"

/** Whether a member may be appointed to a seat: seats 1..5, and one seat per member (a seat may be reassigned). */
export const seatRefusal = (seat: number, memberId: number, board: ReadonlyArray<{ readonly seat: number; readonly memberId: number }>): SeatRefusal | null => {
  if (!Number.isInteger(seat) || seat < 1 || seat > BOARD_SEATS) return "seat"
  if (board.some((b) => b.memberId === memberId && b.seat !== seat)) return "already_on_board"
  return null
}
