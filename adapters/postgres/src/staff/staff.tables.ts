import type { ColumnType, Generated } from "kysely"
import type { Timestamp } from "../column-types"

/** Tables of the staff area. */
export interface StaffTables {
  staff_members: {
    id: Generated<number>
    email: string
    first_name: string
    last_name: string
    roles: ColumnType<Array<string>, Array<string> | string, Array<string> | string>
    status: string
    password_hash: string
    created_at: Timestamp
    updated_at: Timestamp
  }
}
