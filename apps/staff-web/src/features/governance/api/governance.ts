import { api } from "../../../lib/api"

export const daoProposals = (page: number) => api.governance.proposals({ query: { page } })
export const createDaoProposal = (body: { readonly title: string; readonly body: string; readonly opensAt: Date; readonly closesAt: Date }) => api.governance.createProposal({ body })
/** Close an open proposal now, or cancel an upcoming or open one; the reason goes to the audit log. */
export const endDaoProposal = (id: number, action: "close" | "cancel", reason: string) =>
  (action === "close" ? api.governance.closeProposal : api.governance.cancelProposal)({ params: { id }, body: reason ? { reason } : {} })
export const daoBoard = () => api.governance.board()
/** Assign a member to a seat, or vacate it (null); the reason goes to the audit log. */
export const setDaoSeat = (seat: number, memberId: number | null, reason: string) => api.governance.setSeat({ params: { seat }, body: reason ? { memberId, reason } : { memberId } })

export type Proposal = Awaited<ReturnType<typeof daoProposals>>["data"][number]
export type BoardSeat = Awaited<ReturnType<typeof daoBoard>>["data"][number]
