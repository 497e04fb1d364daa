import { api } from "@iw/contracts"
import { translate } from "@iw/contracts/i18n"
import {
  AD_CATEGORIES,
  AD_PAGE_SIZE,
  type AdRecord,
  type AdnetPackage,
  type CreditEntryRecord,
  type DisplayRecord,
  DISPLAY_MINIMUM_CREDITS,
  type OwnerBuilding,
  type PackagePurchaseRecord,
  type PlacementRecord,
  archiveAd,
  balanceValueOfCredits as credits,
  buyAdnetPackage,
  checkCanCreateAd,
  copyAdTemplate,
  createAd,
  creditsFromText,
  cstDayEndOf,
  cstDayOf,
  cstDayStartOf,
  daysOf,
  deleteAd,
  grantAdCredits,
  listAdCreditTransactions,
  listAdTemplates,
  listAdVersions,
  listAdnetPackages,
  listAds,
  listAdsForModeration,
  listPlacementBuildings,
  listPublicAds,
  moderateAd,
  offsetOf,
  openAdFile,
  pageOf,
  placeAd,
  refundAdnetPackage,
  runDisplayDayAsStaff,
  setAdInNetwork,
  setAllAdsInNetwork,
  setNetworkBuildings,
  showAd,
  showAdCredits,
  showAdForModeration,
  showAdSchedule,
  showAdStatistics,
  showAdnetStatistics,
  showMemberAdCredits,
  showNetworkBuildings,
  showOwnerEarnings,
  showPublicAd,
  showPublicAdTotals,
  showStatisticsDaily,
  showStatisticsToday,
  showStatisticsTotal,
  showStatisticsUpdate,
  updateAd,
  uploadAdFile,
  AdsSettings,
  ValidationFailed,
  fieldError
} from "@iw/core"
import type { LangCode } from "@iw/contracts/i18n"
import { Effect } from "effect"
import { routes } from "../router"
import { uploadedFiles } from "../uploads"
import { abeyWire, buildingNameIn, idempotencyKeyOf } from "../wire"

/** Spec §9 page size of history lists. */
const HISTORY_PAGE = 15

export const adFileUrl = (fileId: number) => `/api/public/ad/file/${fileId}`

export const adWire = (a: AdRecord) => ({
  id: a.id,
  memberId: a.memberId,
  title: a.title,
  imageId: a.imageId,
  imageUrl: adFileUrl(a.imageId),
  categoryId: a.categoryId,
  description: a.description,
  siteUrl: a.siteUrl,
  mediaUrl: a.mediaUrl ?? (a.mediaId === null ? null : adFileUrl(a.mediaId)),
  mediaId: a.mediaId,
  version: a.version,
  moderation: a.moderation,
  moderationReason: a.moderationReason,
  archived: a.archived,
  inNetwork: a.inNetwork,
  impressions: a.impressions,
  views: a.views,
  clicks: a.clicks,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  placedAt: a.placedAt,
  removedAt: a.removedAt
})

const publicAdWire = (a: AdRecord) => ({ id: a.id, title: a.title, imageUrl: adFileUrl(a.imageId), categoryId: a.categoryId, description: a.description, siteUrl: a.siteUrl, mediaUrl: a.mediaUrl ?? (a.mediaId === null ? null : adFileUrl(a.mediaId)) })

const categories = (lang: LangCode) => ({ data: AD_CATEGORIES.map((key, i) => ({ id: i + 1, key, name: translate(lang, `ads.category.${key}`) })) })

const entryWire = (e: CreditEntryRecord) => ({ id: e.id, code: e.code, amount: credits(e.amount), referenceType: e.referenceType, referenceId: e.referenceId, memo: e.memo, createdAt: e.createdAt })

const purchaseWire = (p: PackagePurchaseRecord) => ({
  id: p.id,
  memberId: p.memberId,
  code: p.code,
  credits: credits(p.credits),
  price: abeyWire(p.priceMinor),
  bvUsd: (Number(p.bvCents) / 100).toString(),
  status: p.refunded ? ("refunded" as const) : ("active" as const),
  expiresAt: p.expiresAt,
  createdAt: p.createdAt
})

const packageName = (p: AdnetPackage, lang: LangCode) =>
  p.kind === "package" ? translate(lang, "ads.package.package", { name: p.name }) : p.kind === "topUp" ? translate(lang, "ads.package.topUp") : translate(lang, "ads.package.credits", { credits: credits(p.credits).decimal })

const buildingWire = (lang: LangCode) => (b: OwnerBuilding) => ({ buildingId: b.buildingId, name: buildingNameIn(b.name, lang), ownerId: b.ownerId, placed: b.placed, enabled: b.enabled, effectiveAt: b.effectiveAt, earned: abeyWire(b.earnedMinor) })

const placementWire = (lang: LangCode) => (p: PlacementRecord) => ({
  id: p.id,
  adId: p.adId,
  adTitle: p.adTitle,
  buildingId: p.buildingId,
  buildingName: buildingNameIn(p.buildingName, lang),
  from: p.from,
  to: p.to,
  startsAt: cstDayStartOf(p.from),
  endsAt: cstDayEndOf(p.to),
  dailyPrice: credits(p.dailyPrice),
  removedAt: p.removedAt
})

const dayWire = (d: DisplayRecord) => ({ adId: d.adId, buildingId: d.buildingId, day: d.day, status: d.status, skipReason: d.skipReason, cost: credits(d.cost), impressions: d.impressions, views: d.views, clicks: d.clicks })

/** Ad-days of placements the job has not settled yet are planned (at most 62 days ahead). */
const withPlanned = (placements: ReadonlyArray<PlacementRecord>, days: ReadonlyArray<DisplayRecord>, today: string) => {
  const seen = new Set(days.map((d) => `${d.adId}:${d.buildingId}:${d.day}`))
  const planned: Array<DisplayRecord> = []
  for (const p of placements) {
    if (p.removedAt !== null) continue
    for (const day of daysOf(p.from > today ? p.from : today, p.to).slice(0, 62)) {
      if (!seen.has(`${p.adId}:${p.buildingId}:${day}`)) planned.push({ adId: p.adId, buildingId: p.buildingId, day, status: "planned", skipReason: null, cost: 0n, impressions: 0, views: 0, clicks: 0 })
    }
  }
  return [...days, ...planned].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.adId - b.adId || a.buildingId - b.buildingId))
}

const page = (q: { readonly page?: number; readonly perPage?: number }, size: number) => ({ page: q.page ?? 1, perPage: q.perPage ?? size })
const orNull = <A>(v: A | undefined): A | null => (v === undefined ? null : v)
const figures = (t: { readonly impressions: number; readonly views: number; readonly clicks: number; readonly cost: bigint }) => ({ impressions: t.impressions, views: t.views, clicks: t.clicks, cost: credits(t.cost) })
const dailyRow = (d: { readonly day: string; readonly impressions: number; readonly views: number; readonly clicks: number; readonly cost: bigint }) => ({ day: d.day, ...figures(d) })

const fieldsOf = (b: { readonly title: string; readonly imageId: number; readonly categoryId: number; readonly description?: string; readonly siteUrl?: string | null; readonly mediaUrl?: string | null; readonly mediaId?: number | null }) => ({
  title: b.title,
  imageId: b.imageId,
  categoryId: b.categoryId,
  description: b.description ?? "",
  siteUrl: b.siteUrl ?? null,
  mediaUrl: b.mediaUrl ?? null,
  mediaId: b.mediaId ?? null
})

const fileAnswer = (file: { readonly name: string; readonly mime: string }, body: { readonly size: number; readonly chunks: AsyncIterable<Uint8Array> }) => ({
  bytes: body.chunks,
  size: body.size,
  contentType: file.mime,
  disposition: { inline: true, filename: file.name },
  headers: {}
})

/** Issue 15: the member's Ads and AdNet, and the public ad calls the world reads. */
export const adsRoutes = () =>
  routes(api.ads, {
    list: ({ principal, query }) => {
      const p = page(query, AD_PAGE_SIZE)
      return Effect.map(
        listAds(principal, { archived: query.archive === "1", filter: orNull(query.filter), sort: query.sort ?? "createdAt", direction: query.direction ?? "desc", limit: p.perPage, offset: offsetOf(p) }),
        (r) => pageOf(p, r.rows.map(adWire), r.total)
      )
    },
    create: ({ principal, body }) => Effect.map(createAd(principal, fieldsOf(body)), adWire),
    update: ({ principal, body }) => Effect.map(updateAd(principal, body.adId, fieldsOf(body)), adWire),
    get: ({ principal, query }) => Effect.map(showAd(principal, query.adId), adWire),
    delete: ({ principal, query }) => deleteAd(principal, query.adId),
    archive: ({ principal, body }) => Effect.map(archiveAd(principal, body.adId, body.archived), adWire),
    upload: ({ principal, files }) => Effect.map(uploadAdFile(principal, uploadedFiles(files, "file")[0]), (f) => ({ ...f, url: adFileUrl(f.id) })),
    versions: ({ principal, query }) =>
      Effect.map(listAdVersions(principal, query.adId), (rows) => ({
        data: rows.map((v) => ({ adId: v.adId, version: v.version, title: v.title, imageId: v.imageId, categoryId: v.categoryId, description: v.description, siteUrl: v.siteUrl, mediaUrl: v.mediaUrl, mediaId: v.mediaId, createdAt: v.createdAt }))
      })),
    categories: ({ lang }) => Effect.succeed(categories(lang)),
    templates: () => Effect.map(listAdTemplates(), (rows) => ({ data: rows.map((t) => ({ id: t.id, title: t.title, imageUrl: adFileUrl(t.imageId), categoryId: t.categoryId, description: t.description, siteUrl: t.siteUrl })) })),
    copyTemplate: ({ principal, body }) => Effect.map(copyAdTemplate(principal, body.adId), adWire),
    canCreate: ({ principal }) =>
      Effect.map(checkCanCreateAd(principal), (c) => {
        const r = c.refusal
        const reason = r === null ? null : r._tag === "disabled" ? "errors.AD_CREATION_DISABLED" : r._tag === "noPackage" ? "errors.ADNET_PACKAGE_REQUIRED" : r._tag === "notEnoughCredits" ? "errors.ADNET_CREDITS_REQUIRED" : "errors.AD_LIMIT_REACHED"
        const params: Record<string, string | number> = r === null ? {} : r._tag === "notEnoughCredits" ? { credits: credits(r.credits).decimal } : r._tag === "limitReached" ? { items: r.items, amount: r.amount.toString() } : {}
        return { canCreate: c.canCreate, reason, params, minCredits: credits(c.minCredits), credits: credits(c.balance), adLimit: c.adLimit, adCount: c.adCount, hasActivePackage: c.hasActivePackage }
      }),
    creditBalance: ({ principal, lang }) =>
      Effect.map(showAdCredits(principal.memberId), (c) => ({
        balance: credits(c.balance),
        displayMinimum: credits(DISPLAY_MINIMUM_CREDITS),
        displayed: c.balance >= DISPLAY_MINIMUM_CREDITS,
        activePackage: c.package === null || c.expiresAt === null ? null : { code: c.package.code, name: packageName(c.package, lang), adLimit: c.package.adLimit, expiresAt: c.expiresAt }
      })),
    creditTransactions: ({ principal, query }) => {
      const p = page(query, HISTORY_PAGE)
      return Effect.map(listAdCreditTransactions(principal.memberId, { code: orNull(query.code), limit: p.perPage, offset: offsetOf(p) }), (r) => pageOf(p, r.rows.map(entryWire), r.total))
    },
    creditPackages: ({ lang }) =>
      Effect.map(listAdnetPackages(), (rows) => ({
        data: rows.map((p) => ({ code: p.code, kind: p.kind, name: packageName(p, lang), bvUsd: p.bvUsd.toString(), price: abeyWire(p.priceMinor), credits: credits(p.credits), adLimit: p.adLimit, days: p.days }))
      })),
    buyPackage: ({ principal, body, headers }) => Effect.map(buyAdnetPackage(principal, body.code, body.paymentOption ?? "abeyBalanceFirst", idempotencyKeyOf(headers)), purchaseWire),
    placementBuildings: ({ lang }) =>
      Effect.map(listPlacementBuildings(), (rows) => ({ data: rows.map((b) => ({ buildingId: b.buildingId, name: buildingNameIn(b.name, lang), ownerId: b.ownerId, size: b.size, dailyPrice: credits(b.dailyPrice) })) })),
    place: ({ principal, body, lang }) => Effect.map(placeAd(principal, body), (rows) => ({ data: rows.map(placementWire(lang)) })),
    schedule: ({ principal, query, lang }) =>
      Effect.map(showAdSchedule(principal, { adId: orNull(query.adId), from: orNull(query.from), to: orNull(query.to) }), (s) => ({
        placements: s.placements.map(placementWire(lang)),
        days: withPlanned(s.placements, s.days, cstDayOf(new Date())).map(dayWire)
      })),
    dailyPrice: () =>
      AdsSettings.use(({ prices }) =>
        Effect.succeed({ perBuildingDay: credits(prices.perBuildingDay), perThousandImpressions: credits(prices.perThousandImpressions), perView: credits(prices.perView), perClick: credits(prices.perClick) })
      ),
    networkEarnings: ({ principal, lang }) => Effect.map(showOwnerEarnings(principal), (rows) => ({ data: rows.map((r) => ({ day: r.day, buildingId: r.buildingId, buildingName: buildingNameIn(r.buildingName, lang), adId: r.adId, adTitle: r.adTitle, earned: abeyWire(r.earnedMinor) })) })),
    buildingsStatus: ({ principal, lang }) => Effect.map(showNetworkBuildings(principal), (rows) => ({ data: rows.map(buildingWire(lang)) })),
    enableBuildings: ({ principal, body }) => setNetworkBuildings(principal, orNull(body.buildingIds), true),
    disableBuildings: ({ principal, body }) => setNetworkBuildings(principal, orNull(body.buildingIds), false),
    networkAdd: ({ principal, body }) => setAdInNetwork(principal, body.adId, true),
    networkRemove: ({ principal, body }) => setAdInNetwork(principal, body.adId, false),
    networkAddAll: ({ principal }) => setAllAdsInNetwork(principal, true),
    networkRemoveAll: ({ principal }) => setAllAdsInNetwork(principal, false),
    lastUpdate: () => showStatisticsUpdate(),
    total: ({ principal, query }) => Effect.map(showStatisticsTotal(principal, { adId: orNull(query.adId), from: orNull(query.from), to: orNull(query.to) }), figures),
    daily: ({ principal, query }) => Effect.map(showStatisticsDaily(principal, { adId: orNull(query.adId), from: orNull(query.from), to: orNull(query.to) }), (rows) => ({ data: rows.map(dailyRow) })),
    today: ({ principal }) => Effect.map(showStatisticsToday(principal), (t) => ({ day: t.day, ...figures(t), byAd: t.byAd })),
    publicAd: ({ query }) => Effect.map(showPublicAd(query.adId), publicAdWire),
    publicList: ({ query }) => {
      const p = page(query, AD_PAGE_SIZE)
      return Effect.map(listPublicAds({ buildingId: orNull(query.buildingId), categoryId: orNull(query.categoryId), limit: p.perPage, offset: offsetOf(p) }), (r) =>
        pageOf(p, r.rows.map((a) => ({ ...publicAdWire(a), buildingIds: a.buildingIds })), r.total)
      )
    },
    publicTotals: () => showPublicAdTotals(),
    publicFile: ({ params }) => Effect.map(openAdFile(params.id), ({ file, body }) => fileAnswer(file, body)),
    publicCategories: ({ lang }) => Effect.succeed(categories(lang))
  })

/** Issue 15: the back-office's AdNet. */
export const staffAdsRoutes = () =>
  routes(api.staffAds, {
    moderationList: ({ principal, query }) => {
      const p = page(query, AD_PAGE_SIZE)
      return Effect.map(listAdsForModeration(principal, { moderation: orNull(query.moderation), memberId: orNull(query.memberId), limit: p.perPage, offset: offsetOf(p) }), (r) => pageOf(p, r.rows.map(adWire), r.total))
    },
    moderationShow: ({ principal, params }) => Effect.map(showAdForModeration(principal, params.id), detailWire),
    moderate: ({ principal, params, body }) => Effect.map(moderateAd(principal, params.id, body.decision, body.reason), detailWire),
    statistics: ({ principal, query }) =>
      Effect.map(showAdnetStatistics(principal, { from: orNull(query.from), to: orNull(query.to) }), (s) => ({
        totals: figures(s.totals),
        daily: s.daily.map((d) => ({ ...dailyRow(d), ads: d.ads, skipped: d.skipped })),
        payouts: s.payouts.map((p) => ({ day: p.day, bvUsd: (Number(p.bvCents) / 100).toString(), poolUsd: (Number(p.poolCents) / 100).toString(), owners: p.owners, paid: p.poolCents > 0n && p.owners > 0 }))
      })),
    adStatistics: ({ principal, params, query }) =>
      Effect.map(showAdStatistics(principal, params.id, { from: orNull(query.from), to: orNull(query.to) }), (s) => ({ ad: adWire(s.ad), totals: figures(s.totals), daily: s.daily.map(dailyRow), days: s.days.map(dayWire) })),
    credits: ({ principal, params }) =>
      Effect.map(showMemberAdCredits(principal, params.memberId), (c) => ({ memberId: c.memberId, balance: credits(c.balance), purchases: c.purchases.map(purchaseWire), transactions: c.transactions.map(entryWire) })),
    grant: ({ principal, params, body, headers }) => {
      const amount = creditsFromText(body.amount)
      if (amount === null) return Effect.fail(new ValidationFailed({ errors: fieldError("amount", "validation.between.numeric", { min: "0.01", max: "1000000" }) }))
      return Effect.map(grantAdCredits(principal, params.memberId, amount, body.reason, idempotencyKeyOf(headers)), (r) => ({ transferId: r.transferId, balance: credits(r.balance) }))
    },
    refund: ({ principal, params, body }) => Effect.map(refundAdnetPackage(principal, params.memberId, body.purchaseId, body.reason), (r) => ({ transferId: r.transferId, balance: credits(r.balance) })),
    runDisplayDay: ({ principal, body }) => runDisplayDayAsStaff(principal, body.day)
  })

const detailWire = (d: { readonly ad: AdRecord; readonly versions: ReadonlyArray<Omit<ReturnType<typeof versionWire>, never>>; readonly history: ReadonlyArray<{ readonly id: number; readonly action: "created" | "edited" | "approved" | "rejected"; readonly version: number; readonly staffId: number | null; readonly reason: string | null; readonly createdAt: Date }> }) => ({
  ad: adWire(d.ad),
  versions: d.versions,
  history: d.history
})
const versionWire = (v: { readonly adId: number; readonly version: number; readonly title: string; readonly imageId: number; readonly categoryId: number; readonly description: string; readonly siteUrl: string | null; readonly mediaUrl: string | null; readonly mediaId: number | null; readonly createdAt: Date }) => v
