import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import { type PageRequest, offsetOf, pageOf } from "../../kernel/paging"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission } from "../../kernel/permissions"
import type { ContentKind } from "../domain/content-item"
import { ContentRepository } from "../ports/content.repository.port"

/** `/staff/announcements` (events, tutorials): every item, drafts included, newest first. */
export const listContentItems = (principal: StaffPrincipal, kind: ContentKind, q: string | undefined, page: PageRequest) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const { rows, total } = yield* ContentRepository.use((r) => r.list({ kind, ...(q?.trim() ? { q: q.trim() } : {}), limit: page.perPage, offset: offsetOf(page) }))
    return pageOf(page, rows, total)
  })

export const showContentItem = (principal: StaffPrincipal, kind: ContentKind, id: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const item = yield* ContentRepository.use((r) => r.get(kind, id))
    if (item === null) return yield* new NotFound({ entity: kind, id: String(id) })
    return item
  })

/** `/staff/announcements/history/{id}`: every saved revision, newest first, even after the item was deleted. */
export const contentHistory = (principal: StaffPrincipal, kind: ContentKind, id: number, page: PageRequest) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const { rows, total } = yield* ContentRepository.use((r) => r.revisions(kind, id, page.perPage, offsetOf(page)))
    if (total === 0) return yield* new NotFound({ entity: kind, id: String(id) })
    return pageOf(page, rows, total)
  })
