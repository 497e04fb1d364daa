import type { Generated } from "kysely"
import type { Int8, Timestamp } from "../column-types"

/** Tables of the governance area: DAO proposals, votes and the board's seats (migrations 0071, 0072). */
export interface GovernanceTables {
  dao_proposals: { id: Generated<number>; title: string; body: string; opens_at: Timestamp; closes_at: Timestamp; cancelled_at: Timestamp | null; created_by: number; created_at: Timestamp }
  dao_votes: { proposal_id: number; member_id: number; choice: string; power: Int8; cast_at: Timestamp }
  dao_board_seats: { seat: number; member_id: number; appointed_at: Timestamp }
}
