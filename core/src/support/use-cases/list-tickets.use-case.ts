import { Effect } from "effect"
import type { Lang } from "../../kernel/lang"
import { Clock } from "../../kernel/ports/clock.port"
import { offsetOf, pageOf } from "../../kernel/paging"
import { SUPPORT_PAGE_SIZE, type TicketStatus } from "../domain/ticket"
import { SupportRepository, type TicketFilter } from "../ports/support.repository.port"

/** Spec §2: the member's list children; `all` is the index. */
export type MemberTicketFilter = "all" | "open" | "in-progress" | "closed"
const MEMBER_STATUSES: Record<MemberTicketFilter, ReadonlyArray<TicketStatus> | undefined> = {
  all: undefined,
  open: ["open"],
  "in-progress": ["in_progress"],
  closed: ["closed"]
}

/** `support/{all|open|in-progress|closed}`: the member's own tickets, 10 a page, latest activity first. */
export const listMyTickets = (memberId: number, filter: MemberTicketFilter, page: number, perPage = SUPPORT_PAGE_SIZE) =>
  Effect.gen(function* () {
    const statuses = MEMBER_STATUSES[filter]
    const { rows, total } = yield* SupportRepository.use((r) => r.listTickets({ memberId, ...(statuses ? { statuses } : {}) }, perPage, offsetOf({ page, perPage })))
    return pageOf({ page, perPage }, rows, total)
  })

export interface StaffTicketQuery {
  readonly filter: "all" | "assigned" | "unassigned"
  readonly status?: TicketStatus
  /**
   * Tickets in any of these languages; "mine" means the languages the signed-in staff member answers in (tickets
   * are routed to staff who speak their language), or every language while they have chosen none.
   */
  readonly languages?: ReadonlyArray<Lang> | "mine"
  readonly waitingHours?: number
  readonly memberId?: number
  readonly q?: string
}

/** The languages a staff member answers tickets in (none chosen: an empty list). */
export const staffLanguagesOf = (staffId: number) => Effect.map(SupportRepository.use((r) => r.supportStaff()), (all) => all.find((s) => s.id === staffId)?.languages ?? [])

/** `/staff/support/{all|assigned|unassigned}`: assigned means assigned to the signed-in staff member. */
export const listTickets = (staffId: number, query: StaffTicketQuery, page: number, perPage = SUPPORT_PAGE_SIZE) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const languages = query.languages === "mine" ? yield* staffLanguagesOf(staffId) : query.languages
    const filter: TicketFilter = {
      ...(query.filter === "assigned" ? { assigneeId: staffId } : query.filter === "unassigned" ? { assigneeId: null } : {}),
      ...(query.status ? { statuses: [query.status] } : {}),
      ...(languages && languages.length > 0 ? { languages: [...new Set(languages)] } : {}),
      ...(query.waitingHours ? { waitingSince: new Date(now.getTime() - query.waitingHours * 3_600_000) } : {}),
      ...(query.memberId ? { memberId: query.memberId } : {}),
      ...(query.q?.trim() ? { q: query.q.trim() } : {})
    }
    const { rows, total } = yield* SupportRepository.use((r) => r.listTickets(filter, perPage, offsetOf({ page, perPage })))
    return pageOf({ page, perPage }, rows, total)
  })

/** The header's unread marker: tickets with a staff reply the member has not opened. */
export const countUnreadTickets = (memberId: number) => SupportRepository.use((r) => r.countUnreadForMember(memberId))

/** Counters for the staff tabs. */
export const supportCounters = (staffId: number) => SupportRepository.use((r) => r.counters(staffId))
