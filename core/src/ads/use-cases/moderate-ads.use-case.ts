import { Effect } from "effect"
import { ValidationFailed, fieldError } from "../../kernel/errors"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import type { StaffPrincipal } from "../../kernel/principal"
import type { Moderation } from "../domain/ad"
import { addCstDays, cstDayOf } from "../domain/schedule"
import { AdNotFound } from "../errors"
import { AdsRepository } from "../ports/ads.repository.port"

/** Ads for the back-office's moderation list. */
export const listAdsForModeration = (principal: StaffPrincipal, q: { readonly moderation: Moderation | null; readonly memberId: number | null; readonly limit: number; readonly offset: number }) =>
  Effect.flatMap(requirePermission(principal, "back-office"), () => AdsRepository.use((r) => r.staffList(q)))

const detail = (adId: number) =>
  Effect.gen(function* () {
    const repo = yield* AdsRepository
    const ad = yield* repo.ad(adId)
    if (ad === null) return yield* new AdNotFound({ adId })
    return { ad, versions: yield* repo.versions(adId), history: yield* repo.history(adId) }
  })

/** An ad with its versions and moderation history. */
export const showAdForModeration = (principal: StaffPrincipal, adId: number) => Effect.flatMap(requirePermission(principal, "back-office"), () => detail(adId))

/** Approve or reject an ad's current version, with a reason (required), audited in the same unit of work. */
export const moderateAd = (principal: StaffPrincipal, adId: number, decision: "approve" | "reject", reasonText: string) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const reason = reasonText.trim()
    if (reason === "") return yield* new ValidationFailed({ errors: fieldError("reason", "validation.required") })
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* AdsRepository
          const ad = yield* repo.ad(adId, true)
          if (ad === null) return yield* new AdNotFound({ adId })
          const moderation = decision === "approve" ? ("approved" as const) : ("rejected" as const)
          yield* repo.moderate(adId, { moderation, reason, staffId: principal.staffId, at: yield* Clock.use((c) => c.now) })
          yield* AuditLog.use((a) => a.record({ actor: staffActor(principal), action: `ads.${decision}`, target: { type: "ad", id: String(adId) }, details: { memberId: ad.memberId, version: ad.version, reason } }))
          return yield* detail(adId)
        })
      )
    )
  })

/** The network per CST day from the rollups, with the owners' payouts. */
export const showAdnetStatistics = (principal: StaffPrincipal, q: { readonly from: string | null; readonly to: string | null }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const t = cstDayOf(yield* Clock.use((c) => c.now))
    const range = { memberId: null, adId: null, from: q.from ?? addCstDays(t, -29), to: q.to ?? t }
    const repo = yield* AdsRepository
    const daily = yield* repo.daily(range)
    const skipped = yield* repo.displays({ memberId: null, adId: null, from: range.from, to: range.to })
    const skippedByDay = new Map<string, number>()
    for (const d of skipped) if (d.status === "skipped") skippedByDay.set(d.day, (skippedByDay.get(d.day) ?? 0) + 1)
    return {
      totals: yield* repo.totals(range),
      daily: daily.map((d) => ({ ...d, skipped: skippedByDay.get(d.day) ?? 0 })),
      payouts: yield* repo.payouts(range.from, range.to)
    }
  })

/** One ad per CST day, with its ad-days. */
export const showAdStatistics = (principal: StaffPrincipal, adId: number, q: { readonly from: string | null; readonly to: string | null }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const repo = yield* AdsRepository
    const ad = yield* repo.ad(adId)
    if (ad === null) return yield* new AdNotFound({ adId })
    const t = cstDayOf(yield* Clock.use((c) => c.now))
    const range = { memberId: null, adId, from: q.from ?? addCstDays(t, -29), to: q.to ?? t }
    return { ad, totals: yield* repo.totals(range), daily: yield* repo.daily(range), days: yield* repo.displays(range) }
  })
