/**
 * governance — the DAO of spec §1, §6 and §9: proposals, one vote per member and proposal with a voting power of one
 * per whole ITW token and at least 2000 per owned PLOT, results, and the 5-member Security Advisory Board, behind
 * FEATURE_DAO_LINK (off by default). The public face of the area.
 */

// The model
export * from "./domain/voting"

// What it refuses with
export * from "./errors"

// The port adapters implement
export * from "./ports/governance.repository.port"

// What members and staff do
export { appointBoardMember, castVote, createProposal, daoIsOpenTo, endProposal, listProposalsForStaff, showBoard, showDao, votingPowerOf } from "./use-cases/governance.use-cases"
