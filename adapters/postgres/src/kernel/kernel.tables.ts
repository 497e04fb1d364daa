import type { Generated } from "kysely"
import type { Json, Timestamp } from "../column-types"

/** Tables of the kernel: the audit log every area writes to, and the application's settings. */
export interface KernelTables {
  audit_log: {
    id: Generated<number>
    at: Timestamp
    actor_kind: string
    actor_id: string
    action: string
    target_type: string
    target_id: string
    details: Json
  }
  app_settings: {
    key: string
    value: string
  }
}
