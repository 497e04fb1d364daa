import { Effect } from "effect"
import { LANGS, type Lang } from "../../kernel/lang"
import { SupportRepository } from "../ports/support.repository.port"

/**
 * Staff who take tickets, with the languages they answer in and how many open tickets they hold. Tickets are
 * routed by language: the staff list puts those who speak a ticket's language first (see `rankForTicket`).
 */
export const listSupportStaff = SupportRepository.use((r) => r.supportStaff())

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
