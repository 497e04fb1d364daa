import type { GovernanceSchemas } from "@iw/contracts"
import { api } from "../../../lib/api"

export type Proposal = typeof GovernanceSchemas.Proposal.Type
export type VoteChoice = typeof GovernanceSchemas.VoteChoice.Type

export const daoStatus = () => api.governance.dao({ query: {} })
export const vote = (id: number, choice: VoteChoice) => api.governance.vote({ params: { id }, body: { choice } })
