import { Effect } from "effect"
import { Features, MemberRepository, passes } from "../../identity/index"
import { NotFound, ValidationFailed, fieldError } from "../../kernel/errors"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import type { StaffPrincipal } from "../../kernel/principal"
import { PlotRepository } from "../../land/index"
import { LedgerRepository } from "../../ledger/index"
import { BOARD_SEATS, type VoteChoice, cancelNow, closeNow, proposalState, resultOf, seatRefusal, voteRefusal, votingPower, windowRefusal } from "../domain/voting"
import { DaoClosed, ProposalEnded, VoteRefused } from "../errors"
import { GovernanceRepository, type Proposal } from "../ports/governance.repository.port"

/** Spec §6 DAO link: FEATURE_DAO_LINK (off by default) decides who may take part. */
export const daoIsOpenTo = (memberId: number) => Features.use((g) => Effect.succeed(passes(g.daoLink, memberId)))

const requireDao = (memberId: number) => Effect.flatMap(daoIsOpenTo(memberId), (open) => (open ? Effect.void : Effect.fail(new DaoClosed())))

/** The member's voting power now: whole ITW tokens, at least 2000 per owned PLOT. */
export const votingPowerOf = (memberId: number) =>
  Effect.gen(function* () {
    const balances = yield* LedgerRepository.use((l) => l.balancesOf(memberId))
    const plots = yield* PlotRepository.use((p) => p.ownedBy(memberId, { limit: 1, offset: 0 }))
    const itw = balances.get("itw:main") ?? 0n
    return { itw, plots: plots.total, power: votingPower(itw, plots.total) }
  })

const withResult = (p: Proposal, now: Date, memberId: number | null) =>
  Effect.map(GovernanceRepository.use((r) => r.votesOf(p.id)), (votes) => {
    const state = proposalState(p, now)
    return { proposal: p, state, result: resultOf(state, votes), myVote: memberId === null ? null : (votes.find((v) => v.memberId === memberId) ?? null) }
  })

/** The DAO page: the member's power, the proposals with results and their own vote, and the board. */
export const showDao = (memberId: number, page: number, perPage: number) =>
  Effect.gen(function* () {
    const open = yield* daoIsOpenTo(memberId)
    const board = yield* GovernanceRepository.use((r) => r.board)
    if (!open) return { open, power: null, proposals: { rows: [], total: 0 }, board }
    const now = yield* Clock.use((c) => c.now)
    const power = yield* votingPowerOf(memberId)
    const list = yield* GovernanceRepository.use((r) => r.proposals(perPage, (page - 1) * perPage))
    const rows = yield* Effect.forEach(list.rows, (p) => withResult(p, now, memberId))
    return { open, power, proposals: { rows, total: list.total }, board }
  })

/** A member votes on an open proposal, once, with the power they hold now (kept with the vote). */
export const castVote = (memberId: number, proposalId: number, choice: VoteChoice) =>
  Effect.gen(function* () {
    yield* requireDao(memberId)
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* GovernanceRepository
          // A share lock: a close or cancel in flight finishes first, so no vote lands after a proposal ended.
          const p = yield* repo.proposalLocked(proposalId, "share")
          if (p === null) return yield* new NotFound({ entity: "proposal", id: String(proposalId) })
          const now = yield* Clock.use((c) => c.now)
          const { power } = yield* votingPowerOf(memberId)
          const refusal = voteRefusal(p, now, yield* repo.votesOf(proposalId), memberId, power)
          if (refusal !== null) return yield* new VoteRefused({ reason: refusal })
          // Two votes of one member at once: the primary key keeps one; the other is told it voted already.
          const stored = yield* repo.addVote({ proposalId, memberId, choice, power, at: now })
          if (!stored) return yield* new VoteRefused({ reason: "already_voted" })
          return yield* withResult(p, now, memberId)
        })
      )
    )
  })

/** Staff open a proposal for a period (closing after it opens and not in the past). Audited. */
export const createProposal = (principal: StaffPrincipal, input: { readonly title: string; readonly body: string; readonly opensAt: Date; readonly closesAt: Date }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const title = input.title.trim()
    const body = input.body.trim()
    if (title === "") return yield* new ValidationFailed({ errors: fieldError("title", "validation.required") })
    if (body === "") return yield* new ValidationFailed({ errors: fieldError("body", "validation.required") })
    const now = yield* Clock.use((c) => c.now)
    const refusal = windowRefusal(input, now)
    if (refusal === "after_start") return yield* new ValidationFailed({ errors: fieldError("closesAt", "validation.after_start") })
    if (refusal === "closes_in_past") return yield* new ValidationFailed({ errors: fieldError("closesAt", "governance.closes_in_past") })
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const p = yield* GovernanceRepository.use((r) => r.createProposal({ title, body, opensAt: input.opensAt, closesAt: input.closesAt, createdBy: principal.staffId, createdAt: now }))
          yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: "governance.proposal.create", target: { type: "proposal", id: String(p.id) }, details: { title } }))
          return yield* withResult(p, now, null)
        })
      )
    )
  })

/** Staff list proposals with results. */
export const listProposalsForStaff = (principal: StaffPrincipal, page: number, perPage: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const now = yield* Clock.use((c) => c.now)
    const list = yield* GovernanceRepository.use((r) => r.proposals(perPage, (page - 1) * perPage))
    return { rows: yield* Effect.forEach(list.rows, (p) => withResult(p, now, null)), total: list.total }
  })

/** Staff appoint a member to a seat of the 5-member Security Advisory Board (or clear it with null). Audited. */
export const appointBoardMember = (principal: StaffPrincipal, seat: number, memberId: number | null, reason: string | null = null) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    if (!Number.isInteger(seat) || seat < 1 || seat > BOARD_SEATS) return yield* new ValidationFailed({ errors: fieldError("seat", "validation.between.numeric", { min: 1, max: BOARD_SEATS }) })
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* GovernanceRepository
          const now = yield* Clock.use((c) => c.now)
          if (memberId === null) yield* repo.clearSeat(seat)
          else {
            const m = yield* MemberRepository.use((r) => r.findById(memberId))
            if (m === null) return yield* new ValidationFailed({ errors: fieldError("memberId", "governance.no_member", { id: memberId }) })
            const board = yield* repo.board
            const refusal = seatRefusal(seat, memberId, board)
            const held = board.find((b) => b.memberId === memberId)
            if (refusal === "already_on_board") return yield* new ValidationFailed({ errors: fieldError("memberId", "governance.already_on_board", { id: memberId, seat: held?.seat ?? 0 }) })
            yield* repo.setSeat(seat, memberId, now)
          }
          yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: "governance.board.appoint", target: { type: "board-seat", id: String(seat) }, details: reason === null ? { memberId } : { memberId, reason } }))
          return yield* repo.board
        })
      )
    )
  })

/** Staff: the Security Advisory Board's seats. */
export const showBoard = (principal: StaffPrincipal) => Effect.flatMap(requirePermission(principal, "back-office"), () => GovernanceRepository.use((r) => r.board))

/**
 * Staff end a proposal early, with a reason kept in the audit log: `close` an open one now (its result is final), or
 * `cancel` an upcoming or open one (no more votes; it neither passes nor fails). The row is locked, so a vote in
 * flight either lands before the end or is refused after it.
 */
export const endProposal = (principal: StaffPrincipal, proposalId: number, action: "close" | "cancel", reason: string | null) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* GovernanceRepository
          const p = yield* repo.proposalLocked(proposalId, "update")
          if (p === null) return yield* new NotFound({ entity: "proposal", id: String(proposalId) })
          const now = yield* Clock.use((c) => c.now)
          const next = action === "close" ? closeNow(p, now) : cancelNow(p, now)
          if (typeof next === "string") return yield* new ProposalEnded({ action, reason: next })
          yield* repo.updateWindow(p.id, { closesAt: next.closesAt, cancelledAt: next.cancelledAt ?? null })
          yield* AuditLog.use((a) =>
            a.record({ actor: staffActor(principal), action: `governance.proposal.${action}`, target: { type: "proposal", id: String(p.id) }, details: reason === null ? { title: p.title } : { title: p.title, reason } })
          )
          return yield* withResult({ ...p, closesAt: next.closesAt, cancelledAt: next.cancelledAt ?? null }, now, null)
        })
      )
    )
  })
