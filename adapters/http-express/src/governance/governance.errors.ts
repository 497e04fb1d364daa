import type { DaoClosed, ProposalEnded, VoteRefused } from "@iw/core"
import { type ErrorMap, failure, fieldFailure } from "../http-failure"

export type GovernanceError = DaoClosed | ProposalEnded | VoteRefused

/** The DAO's refusals: closed to the member (FEATURE_DAO_LINK) is 403; a vote refused is 422 on `choice`. */
export const governanceErrors: ErrorMap<GovernanceError> = {
  DaoClosed: () => failure("FORBIDDEN"),
  VoteRefused: (e) => fieldFailure("choice", `governance.${e.reason}`),
  ProposalEnded: (e) => fieldFailure("id", `governance.cannot_${e.action}.${e.reason}`)
}
