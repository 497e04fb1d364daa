import { api } from "../../../lib/api"
import { isAsset } from "../../../lib/ledger"

export const MEMBERS_PER_PAGE = 20

export type MemberStatusFilter = "" | "active" | "blocked"

export const searchMembers = (q: string, status: MemberStatusFilter, page: number) =>
  api.staff.listMembers({ query: { page, perPage: MEMBERS_PER_PAGE, ...(q ? { q } : {}), ...(status ? { status } : {}) } })

export const showMember = (id: number) => api.staff.showMember({ params: { id } })

export const blockMember = (id: number, reason: string) => api.staff.blockMember({ params: { id }, body: reason ? { reason } : {} })

export const unblockMember = (id: number, reason: string) => api.staff.unblockMember({ params: { id }, body: reason ? { reason } : {} })

/** Spec §9: ledger history shows 15 a page. */
export const LEDGER_PER_PAGE = 15

export const memberLedger = (memberId: number, asset: string | null, page: number) =>
  api.ledger.memberHistory({ params: { memberId }, query: { page, perPage: LEDGER_PER_PAGE, ...(asset && isAsset(asset) ? { asset } : {}) } })

/** SIMULATED chain only: ABEY arrives on the member's system-wallet address and is credited to the system wallet. */
export const simulateDeposit = (memberId: number, amount: number) => api.ledger.simulateDeposit({ body: { memberId, amount } })

/** A member's buildings, and staff removing one from the map with a reason (audited). */
export const memberBuildings = (id: number) => api.buildings.staffMemberBuildings({ params: { id } })
export const removeMemberBuilding = (id: number, reason: string) => api.buildings.staffRemove({ params: { id }, body: { reason } })

/** A member's games (issue 14 §4): shovel, trees, minerals, wood, history; and grants or deductions with a reason. */
export const memberGames = (id: number) => api.lumberYard.staffMemberGames({ params: { id } })
export const adjustGameResource = (id: number, body: { direction: "grant" | "deduct"; resource: string; amount: number; reason: string }, idempotencyKey: string) =>
  api.lumberYard.staffAdjustResource({ params: { id }, body }, { idempotencyKey })
