import { Effect } from "effect"
import { type PageRequest, offsetOf, pageOf } from "../../kernel/paging"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission } from "../../kernel/permissions"
import { OutboxReader } from "../ports/outbox.port"

/**
 * `cli outbox`: the SMS and e-mail the product has sent through the outbox, newest first. The messages carry codes
 * and new members' passwords (spec §2), so every reading is audited with what was asked for.
 */
export const listOutboxMessages = (principal: StaffPrincipal, filter: { readonly recipient?: string }, page: PageRequest) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const recipient = filter.recipient?.trim().toLowerCase().replace(/^\+/, "")
    yield* AuditLog.use((a) =>
      a.record({
        actor: { kind: "staff", id: String(principal.staffId) },
        action: "outbox.read",
        target: { type: "outbox", id: recipient || "*" },
        details: { page: page.page, perPage: page.perPage }
      })
    )
    const { rows, total } = yield* OutboxReader.use((o) => o.list({ recipient: recipient || undefined, limit: page.perPage, offset: offsetOf(page) }))
    return pageOf(page, rows, total)
  })
