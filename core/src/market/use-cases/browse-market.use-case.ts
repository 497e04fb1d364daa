import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import { requirePermission } from "../../kernel/permissions"
import type { StaffPrincipal } from "../../kernel/principal"
import { type PageRequest, offsetOf, pageOf } from "../../kernel/paging"
import { Clock } from "../../kernel/ports/clock.port"
import type { MarketCategory } from "../domain/category"
import type { ListingState } from "../domain/listing"
import { cstDayStart, pricePoints } from "../domain/price-history"
import { MarketRepository } from "../ports/market.repository.port"

export interface BrowseRequest extends PageRequest {
  readonly category?: MarketCategory
  readonly itemKey?: string
  readonly minUnitPrice?: bigint
  readonly maxUnitPrice?: bigint
  readonly sort?: "newest" | "priceAsc" | "priceDesc"
}

/**
 * How far the shelves count: a shelf's total is exact up to 10,000 listings and 10,000 beyond (667 pages of 15;
 * deeper, the filters narrow it). Counting 100,000 rows took longer than the page itself (docs/benchmarks.md).
 */
export const SHELF_COUNT_CAP = 10_000

/** The store's shelves: active listings not past their expiry, by category and item, with price filters and paging. */
export const browseListings = (req: BrowseRequest) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const { rows, total } = yield* MarketRepository.use((r) =>
      r.browse({
        states: ["active"],
        liveAt: now,
        countCap: SHELF_COUNT_CAP,
        sort: req.sort ?? "newest",
        limit: req.perPage,
        offset: offsetOf(req),
        ...(req.category === undefined ? {} : { category: req.category }),
        ...(req.itemKey === undefined ? {} : { itemKey: req.itemKey }),
        ...(req.minUnitPrice === undefined ? {} : { minUnitPrice: req.minUnitPrice }),
        ...(req.maxUnitPrice === undefined ? {} : { maxUnitPrice: req.maxUnitPrice })
      })
    )
    return pageOf(req, rows, total)
  })

/**
 * A page of the shelves with the instant it stays true until by time alone (the earliest expiry of an active listing
 * on the shelf after now, or null when none will expire): what a cache of the shelves keeps it by, beside the store's
 * changes (issue 13 §4).
 */
export const browseListingsUntil = (req: BrowseRequest) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    // Read before the page: a listing that expires between the two reads is then within the bound, never after it.
    const liveUntil = yield* MarketRepository.use((r) => r.nextExpiry(now, req.category))
    const page = yield* browseListings(req)
    return { page, liveUntil }
  })

/** A member's own listings in any state, newest first. */
export const listMyListings = (memberId: number, req: PageRequest & { readonly states?: ReadonlyArray<ListingState> }) =>
  Effect.map(
    MarketRepository.use((r) => r.browse({ ownerId: memberId, states: req.states ?? ["active", "sold", "expired", "cancelled"], sort: "newest", limit: req.perPage, offset: offsetOf(req) })),
    ({ rows, total }) => pageOf(req, rows, total)
  )

/** Spec §2 assets-history: the member's sales and purchases, newest first. */
export const listAssetsHistory = (memberId: number, req: PageRequest) =>
  Effect.map(MarketRepository.use((r) => r.salesOf(memberId, req.perPage, offsetOf(req))), ({ rows, total }) => pageOf(req, rows, total))

/** An item's price history by CST day over the last `days` days (a seller sees it before pricing). */
export const showPriceHistory = (itemKey: string, days: number) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const since = cstDayStart(new Date(now.getTime() - (days - 1) * 86_400_000))
    const sales = yield* MarketRepository.use((r) => r.salesOfItem(itemKey, since))
    return pricePoints(sales, cstDayStart)
  })

/** A member's listings, for staff. */
export const listMemberListingsForStaff = (principal: StaffPrincipal, memberId: number, req: PageRequest) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    return yield* listMyListings(memberId, req)
  })

/** Every active listing, for staff and the CLI. */
export const listListingsForStaff = (principal: StaffPrincipal, req: BrowseRequest & { readonly states?: ReadonlyArray<ListingState> }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const { rows, total } = yield* MarketRepository.use((r) =>
      r.browse({ states: req.states ?? ["active"], sort: "newest", limit: req.perPage, offset: offsetOf(req), ...(req.category === undefined ? {} : { category: req.category }) })
    )
    return pageOf(req, rows, total)
  })

/** Staff statistics assets-history: sales per CST day between two instants, with volume, value and fees. */
export const assetsHistoryStatistics = (principal: StaffPrincipal, range: { readonly from: Date; readonly to: Date }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const sales = yield* MarketRepository.use((r) => r.salesBetween(range.from, range.to))
    const days = new Map<number, { day: Date; sales: number; units: number; value: bigint; fees: bigint }>()
    for (const s of sales) {
      const day = cstDayStart(s.at)
      const d = days.get(day.getTime()) ?? { day, sales: 0, units: 0, value: 0n, fees: 0n }
      d.sales += 1
      d.units += s.quantity
      d.value += s.price
      d.fees += s.fee
      days.set(day.getTime(), d)
    }
    return [...days.values()].sort((a, b) => a.day.getTime() - b.day.getTime())
  })

/** One listing in any state. */
export const showListing = (id: number) =>
  Effect.gen(function* () {
    const l = yield* MarketRepository.use((r) => r.find(id))
    if (l === null) return yield* new NotFound({ entity: "listing", id: String(id) })
    return l
  })
