import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import { type PageRequest, offsetOf, pageOf } from "../../kernel/paging"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { asOf } from "../domain/purchase"
import { PurchaseRepository } from "../ports/purchase.repository.port"

/** `GET member/purchase/list`: the member's purchase history, newest first (spec §2 purchase-history). */
export const listMyPurchases = (principal: MemberPrincipal, page: PageRequest) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const { rows, total } = yield* PurchaseRepository.use((r) => r.list({ memberId: principal.memberId, limit: page.perPage, offset: offsetOf(page) }))
    return pageOf(page, rows.map((p) => asOf(p, now)), total)
  })

/** One of the member's purchases, e.g. to reopen its invoice or enter its hash later. */
export const getMyPurchase = (principal: MemberPrincipal, id: number) =>
  Effect.gen(function* () {
    const p = yield* PurchaseRepository.use((r) => r.get(id))
    if (p === null || p.memberId !== principal.memberId) return yield* new NotFound({ entity: "purchase", id: String(id) })
    return asOf(p, yield* Clock.use((c) => c.now))
  })
