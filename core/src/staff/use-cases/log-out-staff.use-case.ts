import { Effect } from "effect"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import type { StaffPrincipal } from "../../kernel/principal"
import { logOut } from "../../identity/index"

/** `staff/logout`: the staff session stops working at once, and the audit log says who left and when. */
export const logOutStaff = (principal: StaffPrincipal) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        yield* logOut(principal)
        yield* AuditLog.use((a) =>
          a.record({ actor: { kind: "staff", id: String(principal.staffId) }, action: "staff.logout", target: { type: "staff", id: String(principal.staffId) } })
        )
      })
    )
  )
