import { endpoint } from "../endpoint"
import { AUTH_ERRORS, STAFF_ERRORS, errorCase, invalid } from "../errors"
import * as S from "./governance.schemas"

/** Spec §1, §6, §9: the DAO behind FEATURE_DAO_LINK (issue 16). */
export const governance = {
  dao: endpoint({
    id: "governance.dao",
    method: "GET",
    path: "member/dao",
    access: "member",
    summary: "The DAO: whether it is open to the member, their voting power, the proposals with results and their vote, and the Security Advisory Board.",
    query: S.DaoQuery,
    success: S.Dao,
    errors: AUTH_ERRORS
  }),
  vote: endpoint({
    id: "governance.vote",
    method: "POST",
    path: "member/dao/proposals/:id/vote",
    access: "member",
    summary: "Casts the member's one vote on an open proposal with the voting power they hold now. 403 while the DAO is closed to them.",
    params: S.ProposalParams,
    body: S.VoteBody,
    success: S.Proposal,
    errors: [...AUTH_ERRORS, errorCase("FORBIDDEN"), errorCase("NOT_FOUND"), invalid({ choice: ["governance.not_open", "governance.already_voted", "governance.no_power"] })]
  }),
  proposals: endpoint({ id: "governance.staff.proposals", method: "GET", path: "staff/dao/proposals", access: "staff", summary: "Proposals with their results, newest first.", query: S.DaoQuery, success: S.ProposalList, errors: STAFF_ERRORS }),
  createProposal: endpoint({
    id: "governance.staff.createProposal",
    method: "POST",
    path: "staff/dao/proposals",
    access: "staff",
    summary: "Opens a proposal for a period. Audited.",
    body: S.NewProposal,
    success: S.Proposal,
    status: 201,
    errors: [...STAFF_ERRORS, invalid({ title: ["validation.required"], body: ["validation.required"], closesAt: ["validation.after_start", "governance.closes_in_past"] })]
  }),
  closeProposal: endpoint({
    id: "governance.staff.closeProposal",
    method: "POST",
    path: "staff/dao/proposals/:id/close",
    access: "staff",
    summary: "Closes an open proposal now: no vote is taken after it, and its result is final. Audited with the reason.",
    params: S.ProposalParams,
    body: S.EndProposalBody,
    success: S.Proposal,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND"), invalid({ id: ["governance.cannot_close.not_open", "governance.cannot_close.ended"] })]
  }),
  cancelProposal: endpoint({
    id: "governance.staff.cancelProposal",
    method: "POST",
    path: "staff/dao/proposals/:id/cancel",
    access: "staff",
    summary: "Cancels an upcoming or open proposal: no more votes, and it neither passes nor fails. Audited with the reason.",
    params: S.ProposalParams,
    body: S.EndProposalBody,
    success: S.Proposal,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND"), invalid({ id: ["governance.cannot_cancel.ended"] })]
  }),
  board: endpoint({ id: "governance.staff.board", method: "GET", path: "staff/dao/board", access: "staff", summary: "The Security Advisory Board's seats.", success: S.Board, errors: STAFF_ERRORS }),
  setSeat: endpoint({
    id: "governance.staff.setSeat",
    method: "PUT",
    path: "staff/dao/board/:seat",
    access: "staff",
    summary: "Appoints a member to a seat (1–5) of the Security Advisory Board, or vacates it with null. One seat per member. Audited with the reason.",
    params: S.SeatParams,
    body: S.SeatBody,
    success: S.Board,
    errors: [...STAFF_ERRORS, invalid({ seat: ["validation.between.numeric"], memberId: ["governance.no_member", "governance.already_on_board"] })]
  })
} as const
