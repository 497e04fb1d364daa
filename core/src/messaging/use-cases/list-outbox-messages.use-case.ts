import { Effect } from "effect"
import { type PageRequest, offsetOf, pageOf } from "../../kernel/paging"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission } from "../../staff/use-cases/require-permission"
import { OutboxReader } from "../ports/outbox.port"

/** `cli outbox`: the SMS and e-mail the product has sent through the outbox, newest first. */
export const listOutboxMessages = (principal: StaffPrincipal, filter: { readonly recipient?: string }, page: PageRequest) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const recipient = filter.recipient?.trim().toLowerCase().replace(/^\+/, "")
    const { rows, total } = yield* OutboxReader.use((o) => o.list({ recipient: recipient || undefined, limit: page.perPage, offset: offsetOf(page) }))
    return pageOf(page, rows, total)
  })
