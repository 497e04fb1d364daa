import { Effect } from "effect"
import { offsetOf, pageOf } from "../../kernel/paging"
import type { SupportActor } from "../domain/ticket"
import { SupportRepository } from "../ports/support.repository.port"
import { ticketFor } from "./support-access"

/** Spec §9: history lists have 15 a page. */
export const HISTORY_PAGE_SIZE = 15

/** `support/{id}/history`: every operation on the ticket, newest first. */
export const ticketHistory = (actor: SupportActor, id: number, page: number, perPage = HISTORY_PAGE_SIZE) =>
  Effect.gen(function* () {
    yield* ticketFor(actor, id)
    const { rows, total } = yield* SupportRepository.use((r) => r.history(id, perPage, offsetOf({ page, perPage })))
    return pageOf({ page, perPage }, rows, total)
  })
