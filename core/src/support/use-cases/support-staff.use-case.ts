import { Effect } from "effect"
import { LANGS, type Lang } from "../../kernel/lang"
import type { SupportActor } from "../domain/ticket"
import { SupportRepository } from "../ports/support.repository.port"
import { ticketFor } from "./support-access"

/** Staff who take tickets, with the languages they answer in and how many open tickets they hold. */
export const listSupportStaff = SupportRepository.use((r) => r.supportStaff())

/**
 * The staff list to pick an assignee from. For a ticket, tickets are routed by language: those who speak its
 * language come first, then the least loaded (see `rankForTicket`), each marked whether they speak it.
 */
export const supportStaffFor = (actor: SupportActor & { readonly kind: "staff" }, ticketId?: number) =>
  Effect.gen(function* () {
    const staff = yield* listSupportStaff
    if (ticketId === undefined) return staff.map((s) => ({ ...s, speaksLanguage: null }))
    const ticket = yield* ticketFor(actor, ticketId)
    return rankForTicket(staff, ticket.language).map((s) => ({ ...s, speaksLanguage: s.languages.includes(ticket.language) }))
  })

/** Speakers of the language first, then the least loaded, then by name. */
export const rankForTicket = <S extends { readonly languages: ReadonlyArray<Lang>; readonly openTickets: number; readonly name: string }>(staff: ReadonlyArray<S>, language: Lang): ReadonlyArray<S> =>
  [...staff].sort((a, b) => Number(b.languages.includes(language)) - Number(a.languages.includes(language)) || a.openTickets - b.openTickets || a.name.localeCompare(b.name))

export const setMyLanguages = (staffId: number, languages: ReadonlyArray<Lang>) =>
  Effect.gen(function* () {
    const unique = LANGS.filter((l) => languages.includes(l))
    yield* SupportRepository.use((r) => r.setStaffLanguages(staffId, unique))
    const me = (yield* listSupportStaff).find((s) => s.id === staffId)!
    return me
  })
