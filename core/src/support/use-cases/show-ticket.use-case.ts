import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import type { SupportActor } from "../domain/ticket"
import { SupportRepository } from "../ports/support.repository.port"
import { ticketFor } from "./support-access"

/** `support/{id}`: the ticket and its conversation. A member opening it has now seen every staff reply. */
export const showTicket = (actor: SupportActor, id: number) =>
  Effect.gen(function* () {
    const ticket = yield* ticketFor(actor, id)
    if (actor.kind === "member" && ticket.lastStaffReplyAt !== null && (ticket.memberSeenAt === null || ticket.memberSeenAt < ticket.lastStaffReplyAt)) {
      const now = yield* Clock.use((c) => c.now)
      yield* SupportRepository.use((r) => r.updateTicket(id, { memberSeenAt: now }, ticket.updatedAt))
    }
    const messages = yield* SupportRepository.use((r) => r.messages(id))
    const fresh = (yield* SupportRepository.use((r) => r.getTicket(id)))!
    return { ticket: fresh, messages }
  })
