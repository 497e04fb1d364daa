import type { ColumnType, Generated } from "kysely"
import type { Timestamp } from "../column-types"

/** Tables of the identity area: members, their sessions, verifications and sign-in codes. */
export interface IdentityTables {
  members: {
    id: Generated<number>
    first_name: string
    last_name: string
    email: string | null
    phone: string | null
    phone_country: string | null
    owner_id: string | null
    lang: string
    referrer_id: number | null
    hear_about_us: string
    status: string
    password_hash: string
    open_date: Timestamp
    created_at: Timestamp
    updated_at: Timestamp
  }
  sessions: {
    id: string
    kind: string
    subject_id: number
    version: number
    created_at: Timestamp
    expires_at: Timestamp
    revoked_at: Timestamp | null
    impersonator_id: number | null
  }
  verifications: {
    id: string
    channel: string
    destination: string
    code_digest: string
    ip: string
    created_at: Timestamp
    expires_at: Timestamp
    attempts: number
    verified_at: Timestamp | null
  }
  registration_tokens: {
    digest: string
    channel: string
    destination: string
    expires_at: Timestamp
    consumed_at: Timestamp | null
  }
  login_throttles: {
    key: string
    failures: number
    window_started_at: Timestamp | null
    blocked_until: Timestamp | null
  }
  login_codes: {
    digest: string
    member_id: number
    expires_at: Timestamp
    used_at: Timestamp | null
    issued_by_staff_id: number | null
  }
}
