import { api } from "@iw/contracts"
import { BOARD_SEATS, type BoardSeat, type Proposal, type ProposalState, type StoredVote, type Tally, VOTES_PER_PLOT, appointBoardMember, balanceValue, castVote, createProposal, endProposal, listProposalsForStaff, showBoard, showDao } from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"

const listMeta = (total: number, page: number, perPage: number, count: number) => ({ total, perPage, page, to: (page - 1) * perPage + count })

const proposalWire = (r: { readonly proposal: Proposal; readonly state: ProposalState; readonly result: Tally; readonly myVote: StoredVote | null }) => ({
  id: r.proposal.id,
  title: r.proposal.title,
  body: r.proposal.body,
  opensAt: r.proposal.opensAt,
  closesAt: r.proposal.closesAt,
  cancelledAt: r.proposal.cancelledAt,
  state: r.state,
  result: { yes: r.result.yes.toString(), no: r.result.no.toString(), abstain: r.result.abstain.toString(), voters: r.result.voters, passed: r.result.passed },
  myVote: r.myVote === null ? null : { choice: r.myVote.choice, power: r.myVote.power.toString(), castAt: r.myVote.castAt }
})

const reasonOf = (reason: string | undefined) => (reason?.trim() ? reason.trim() : null)

const boardWire = (b: ReadonlyArray<BoardSeat>) => b.map((s) => ({ seat: s.seat, memberId: s.memberId, name: s.name, appointedAt: s.appointedAt }))

/** Issue 16: the DAO (FEATURE_DAO_LINK) and its staff face. */
export const governanceRoutes = () =>
  routes(api.governance, {
    dao: ({ principal, query }) => {
      const page = query.page ?? 1
      const perPage = query.perPage ?? 10
      return Effect.map(showDao(principal.memberId, page, perPage), (d) => ({
        open: d.open,
        power: d.power === null ? null : { itw: balanceValue(d.power.itw, 8), plots: d.power.plots, power: d.power.power.toString() },
        votesPerPlot: Number(VOTES_PER_PLOT),
        boardSeats: BOARD_SEATS,
        proposals: d.proposals.rows.map(proposalWire),
        meta: listMeta(d.proposals.total, page, perPage, d.proposals.rows.length),
        board: boardWire(d.board)
      }))
    },
    vote: ({ principal, params, body }) => Effect.map(castVote(principal.memberId, params.id, body.choice), proposalWire),
    proposals: ({ principal, query }) => {
      const page = query.page ?? 1
      const perPage = query.perPage ?? 10
      return Effect.map(listProposalsForStaff(principal, page, perPage), (r) => ({ data: r.rows.map(proposalWire), meta: listMeta(r.total, page, perPage, r.rows.length) }))
    },
    createProposal: ({ principal, body }) =>
      Effect.map(createProposal(principal, body), proposalWire),
    closeProposal: ({ principal, params, body }) => Effect.map(endProposal(principal, params.id, "close", reasonOf(body.reason)), proposalWire),
    cancelProposal: ({ principal, params, body }) => Effect.map(endProposal(principal, params.id, "cancel", reasonOf(body.reason)), proposalWire),
    board: ({ principal }) => Effect.map(showBoard(principal), (b) => ({ data: boardWire(b) })),
    setSeat: ({ principal, params, body }) => Effect.map(appointBoardMember(principal, params.seat, body.memberId, reasonOf(body.reason)), (b) => ({ data: boardWire(b) }))
  })
