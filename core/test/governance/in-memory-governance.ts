import { BOARD_SEATS, type BoardSeat, GovernanceRepository, type Proposal, type StoredVote } from "@iw/core"
import { Effect, Layer } from "effect"
import { type LandWorld, emptyLandWorld, landLayer } from "../land/in-memory-land"

/** The DAO's part of an in-memory world; it lives inside the World, so a failed unit of work rolls it back too. */
export interface GovernanceState {
  proposals: Array<Proposal>
  votes: Array<StoredVote>
  seats: Array<{ seat: number; memberId: number; appointedAt: Date }>
  nextProposal: number
}

export type GovernanceWorld = LandWorld & { governance: GovernanceState }

export const emptyGovernanceWorld = (start?: number): GovernanceWorld => ({ ...emptyLandWorld(start), governance: { proposals: [], votes: [], seats: [], nextProposal: 1 } })

/**
 * The in-memory GovernanceRepository, with the Kysely adapter's meaning: proposals newest first, votes keyed by
 * proposal and member (a second vote is not stored), a proposal's votes in the order cast (then by member), and the board's seats in
 * seat order with their members' names; like the database's checks, a vote without power, a seat outside 1–5 or a
 * member on two seats is a defect.
 */
export const inMemoryGovernanceRepository = (world: GovernanceWorld) => {
  const G = () => world.governance
  return Layer.succeed(GovernanceRepository)({
    createProposal: (p) =>
      Effect.sync(() => {
        const proposal: Proposal = { ...p, id: G().nextProposal++, cancelledAt: null }
        G().proposals.push(proposal)
        return proposal
      }),
    // One process, no interleaving inside a unit of work here: the lock is the database's concern; the row is the answer.
    proposalLocked: (id) => Effect.sync(() => G().proposals.find((p) => p.id === id) ?? null),
    updateWindow: (id, w) =>
      Effect.sync(() => {
        G().proposals = G().proposals.map((p) => (p.id === id ? { ...p, closesAt: w.closesAt, cancelledAt: w.cancelledAt } : p))
      }),
    proposal: (id) => Effect.sync(() => G().proposals.find((p) => p.id === id) ?? null),
    proposals: (limit, offset) =>
      Effect.sync(() => {
        const rows = [...G().proposals].sort((a, b) => b.id - a.id)
        return { rows: rows.slice(offset, offset + limit), total: rows.length }
      }),
    votesOf: (proposalId) => Effect.sync(() => G().votes.filter((v) => v.proposalId === proposalId).sort((a, b) => a.castAt.getTime() - b.castAt.getTime() || a.memberId - b.memberId)),
    addVote: (v) =>
      Effect.sync(() => {
        if (v.power <= 0n) throw new Error("dao_votes: power > 0 violated")
        if (G().votes.some((x) => x.proposalId === v.proposalId && x.memberId === v.memberId)) return false
        G().votes.push({ proposalId: v.proposalId, memberId: v.memberId, choice: v.choice, power: v.power, castAt: v.at })
        return true
      }),
    board: Effect.sync(() =>
      [...G().seats]
        .sort((a, b) => a.seat - b.seat)
        .flatMap((s): Array<BoardSeat> => {
          const m = world.members.find((x) => x.id === s.memberId)
          return m ? [{ seat: s.seat, memberId: s.memberId, name: `${m.firstName} ${m.lastName}`.trim(), appointedAt: s.appointedAt }] : []
        })
    ),
    setSeat: (seat, memberId, at) =>
      Effect.sync(() => {
        if (!Number.isInteger(seat) || seat < 1 || seat > BOARD_SEATS) throw new Error("dao_board_seats: seat between 1 and 5 violated")
        if (G().seats.some((s) => s.memberId === memberId && s.seat !== seat)) throw new Error("dao_board_seats: duplicate member_id")
        G().seats = [...G().seats.filter((s) => s.seat !== seat), { seat, memberId, appointedAt: at }]
      }),
    clearSeat: (seat) =>
      Effect.sync(() => {
        G().seats = G().seats.filter((s) => s.seat !== seat)
      })
  })
}

/** Every in-memory port (identity, ledger, land, governance) over one world. */
export const governanceLayer = (world: GovernanceWorld) => Layer.merge(landLayer(world), inMemoryGovernanceRepository(world))

export const runGovernance = <A, E>(world: GovernanceWorld, effect: Effect.Effect<A, E, any>) =>
  Effect.runPromiseExit(Effect.provide(effect, governanceLayer(world)) as Effect.Effect<A, E, never>)
