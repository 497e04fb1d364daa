import { Schema } from "effect"
import { BalanceValue, IdFromString, ListMeta, MemberId, PageQuery, Text, Timestamp, listOf } from "../common"

/** Spec §3 Ad: the 16 categories, by id 1…16 in the spec's order. */
export const AD_CATEGORY_KEYS = [
  "animalsPets",
  "business",
  "clothesFootwearAccessories",
  "computersGaming",
  "electronicsAppliances",
  "healthBeauty",
  "hobbiesSportsLeisure",
  "homeGardenPool",
  "jobs",
  "kidsStuff",
  "mobilePhonesCommunication",
  "motors",
  "realEstate",
  "services",
  "musicInstruments",
  "others"
] as const

/** Spec §5 Ads: the description's limit (the spec leaves it open; the form shows a characters-left counter). */
export const AD_DESCRIPTION_MAX = 500
export const AD_TITLE_MAX = 100

/** Spec §4 Ad credit transaction codes, exactly. */
export const AdCreditCode = Schema.Literals([
  "packagePurchase",
  "packageRefund",
  "packageRefundCancel",
  "expired",
  "deductByImpressions",
  "deductByViews",
  "deductByClicks",
  "deductByPlacement",
  "adPlacementRefund",
  "deductByAccountTransfer",
  "accountTransferIncome"
])
export type AdCreditCode = typeof AdCreditCode.Type

/** Staff moderation of an ad. */
export const AdModeration = Schema.Literals(["pending", "approved", "rejected"])

export const Category = Schema.Struct({ id: Schema.Int, key: Schema.String, name: Schema.String })
export const CategoryList = Schema.Struct({ data: Schema.Array(Category) })

export const Ad = Schema.Struct({
  id: Schema.Int,
  memberId: MemberId,
  title: Schema.String,
  /** The uploaded image (`member/ad/upload`). */
  imageId: Schema.Int,
  /** Where the image is served (the public ad image). */
  imageUrl: Schema.String,
  categoryId: Schema.Int,
  description: Schema.String,
  siteUrl: Schema.NullOr(Schema.String),
  mediaUrl: Schema.NullOr(Schema.String),
  mediaId: Schema.NullOr(Schema.Int),
  version: Schema.Int,
  moderation: AdModeration,
  moderationReason: Schema.NullOr(Schema.String),
  archived: Schema.Boolean,
  /** In the ad network (network/add), so it is planned on its scheduled buildings. */
  inNetwork: Schema.Boolean,
  impressions: Schema.Int,
  views: Schema.Int,
  clicks: Schema.Int,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  placedAt: Schema.NullOr(Timestamp),
  removedAt: Schema.NullOr(Timestamp)
})
export type Ad = typeof Ad.Type
export const AdList = listOf(Ad)

export const AdListQuery = Schema.Struct({
  ...PageQuery,
  sort: Schema.optionalKey(Schema.Literals(["createdAt", "title", "impressions", "views", "clicks"])),
  direction: Schema.optionalKey(Schema.Literals(["asc", "desc"])),
  /** Words of the title or description. */
  filter: Schema.optionalKey(Text(100)),
  /** "1": the archive; otherwise the live ads. */
  archive: Schema.optionalKey(Schema.Literals(["0", "1"]))
})

/** Spec §7 `POST member/ad` form: title, imageId, categoryId, description, siteUrl, mediaUrl or mediaId. */
export const AdFields = {
  title: Text(1000),
  imageId: Schema.Int,
  categoryId: Schema.Int,
  description: Schema.optionalKey(Text(10_000)),
  siteUrl: Schema.optionalKey(Schema.NullOr(Text(2000))),
  mediaUrl: Schema.optionalKey(Schema.NullOr(Text(2000))),
  mediaId: Schema.optionalKey(Schema.NullOr(Schema.Int))
}
export const CreateAdBody = Schema.Struct(AdFields)
export const UpdateAdBody = Schema.Struct({ adId: Schema.Int, ...AdFields })
export const AdIdQuery = Schema.Struct({ adId: IdFromString })
export const AdIdBody = Schema.Struct({ adId: Schema.Int })
export const ArchiveBody = Schema.Struct({ adId: Schema.Int, archived: Schema.Boolean })
export const IdParams = Schema.Struct({ id: IdFromString })
export const MemberParams = Schema.Struct({ memberId: IdFromString })

/** `member/ad/upload`: the stored file an ad names as imageId or mediaId. */
export const AdUpload = Schema.Struct({ id: Schema.Int, kind: Schema.Literals(["image", "media"]), name: Schema.String, mime: Schema.String, size: Schema.Int, url: Schema.String })

export const AdVersion = Schema.Struct({
  adId: Schema.Int,
  version: Schema.Int,
  title: Schema.String,
  imageId: Schema.Int,
  categoryId: Schema.Int,
  description: Schema.String,
  siteUrl: Schema.NullOr(Schema.String),
  mediaUrl: Schema.NullOr(Schema.String),
  mediaId: Schema.NullOr(Schema.Int),
  createdAt: Timestamp
})
export const AdVersionList = Schema.Struct({ data: Schema.Array(AdVersion) })

/** A template: a ready-made ad a member may copy into their own ads. */
export const AdTemplate = Schema.Struct({ id: Schema.Int, title: Schema.String, imageUrl: Schema.String, categoryId: Schema.Int, description: Schema.String, siteUrl: Schema.NullOr(Schema.String) })
export const AdTemplateList = Schema.Struct({ data: Schema.Array(AdTemplate) })

/** `GET member/ad/can-create`: whether the member may create an ad now, and why not. */
export const CanCreate = Schema.Struct({
  canCreate: Schema.Boolean,
  /** null when allowed; else the message id that says why (ads.disabled, ads.no_package, ads.not_enough_credits, ads.limit_reached). */
  reason: Schema.NullOr(Schema.String),
  params: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])),
  minCredits: BalanceValue,
  credits: BalanceValue,
  adLimit: Schema.Int,
  adCount: Schema.Int,
  hasActivePackage: Schema.Boolean
})

// Credits and packages

export const CreditBalance = Schema.Struct({
  balance: BalanceValue,
  /** Spec §9: under this many credits the member's ads are not displayed. */
  displayMinimum: BalanceValue,
  displayed: Schema.Boolean,
  activePackage: Schema.NullOr(Schema.Struct({ code: Schema.String, name: Schema.String, adLimit: Schema.Int, expiresAt: Timestamp }))
})

export const CreditTransaction = Schema.Struct({
  id: Schema.Int,
  code: AdCreditCode,
  /** Signed: positive credits in, negative out. */
  amount: BalanceValue,
  /** What it concerns: an ad, a package purchase, a staff grant. */
  referenceType: Schema.String,
  referenceId: Schema.String,
  /** A memo code and its parameters, rendered in the reader's language. */
  memo: Schema.NullOr(Schema.Struct({ code: Schema.String, params: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])) })),
  createdAt: Timestamp
})
export const CreditTransactionList = listOf(CreditTransaction)
export const CreditTransactionQuery = Schema.Struct({ ...PageQuery, code: Schema.optionalKey(AdCreditCode) })

export const PackageKind = Schema.Literals(["package", "topUp", "credits"])
/** Spec §3 AdNet products: packages I to V, 100, 200, 500, 1000, Top Up; credit packages 10 to 100. */
export const AdnetPackage = Schema.Struct({
  code: Schema.String,
  kind: PackageKind,
  name: Schema.String,
  /** The package's business volume in US dollars, exact (e.g. "100"). */
  bvUsd: Schema.String,
  price: BalanceValue,
  credits: BalanceValue,
  /** Spec §5: at most {items} ads per ${amount} package (0 for credit packs, which add credits only). */
  adLimit: Schema.Int,
  /** How long the package stays active (0 for credit packs). */
  days: Schema.Int
})
export const PackageList = Schema.Struct({ data: Schema.Array(AdnetPackage) })
export const BuyPackageBody = Schema.Struct({ code: Text(20), paymentOption: Schema.optionalKey(Schema.Literals(["abeyBalanceFirst", "bonusFirst", "ordinaryOnly"])) })
export const PackagePurchase = Schema.Struct({
  id: Schema.Int,
  memberId: MemberId,
  code: Schema.String,
  credits: BalanceValue,
  price: BalanceValue,
  bvUsd: Schema.String,
  status: Schema.Literals(["active", "refunded"]),
  expiresAt: Schema.NullOr(Timestamp),
  createdAt: Timestamp
})

// Network, placement, schedule

export const NetworkBuilding = Schema.Struct({
  buildingId: Schema.Int,
  name: Schema.String,
  ownerId: Schema.Int,
  placed: Schema.Boolean,
  /** The owner opted in to show AdNet ads on it. */
  enabled: Schema.Boolean,
  /** When the last opt-in change reaches the 2D world (within 48 hours of it). */
  effectiveAt: Schema.NullOr(Timestamp),
  /** What the building earned its owner from AdNet (ABEY). */
  earned: BalanceValue
})
export const NetworkBuildingList = Schema.Struct({ data: Schema.Array(NetworkBuilding) })
/** Names the owner's buildings; none names all of them. */
export const BuildingsBody = Schema.Struct({ buildingIds: Schema.optionalKey(Schema.Array(Schema.Int)) })

export const PlacementBuilding = Schema.Struct({ buildingId: Schema.Int, name: Schema.String, ownerId: Schema.Int, size: Schema.String, dailyPrice: BalanceValue })
export const PlacementBuildingList = Schema.Struct({ data: Schema.Array(PlacementBuilding) })

/** A day in CST (UTC−6), YYYY-MM-DD. */
export const CstDay = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/))

/**
 * `member/ad/network/earnings`: what each ad earned the owner on a building on a CST day: the building's AdNet payout
 * (spec §9: 20% of the day's package BV, from $1.00 a day) shared equally by the ads it showed that day.
 */
export const OwnerAdEarning = Schema.Struct({
  day: CstDay,
  buildingId: Schema.Int,
  buildingName: Schema.String,
  adId: Schema.Int,
  adTitle: Schema.String,
  /** ABEY paid to the owner for this ad's day on the building. */
  earned: BalanceValue
})
export const OwnerAdEarningList = Schema.Struct({ data: Schema.Array(OwnerAdEarning) })
export const PlacementBody = Schema.Struct({ adId: Schema.Int, buildingIds: Schema.Array(Schema.Int).check(Schema.isMaxLength(100)), from: CstDay, to: CstDay })

export const DisplayStatus = Schema.Literals(["planned", "displayed", "displaying", "skipped"])
export const SkipReason = Schema.Literals(["buildingRemoved", "adRemoved", "gatewayUnavailable", "internalError"])

/** One scheduled run of an ad on a building: the date range in CST, its start and its end at 23:59:59 CST. */
export const Placement = Schema.Struct({
  id: Schema.Int,
  adId: Schema.Int,
  adTitle: Schema.String,
  buildingId: Schema.Int,
  buildingName: Schema.String,
  from: CstDay,
  to: CstDay,
  startsAt: Timestamp,
  endsAt: Timestamp,
  dailyPrice: BalanceValue,
  removedAt: Schema.NullOr(Timestamp)
})
export const PlacementList = Schema.Struct({ data: Schema.Array(Placement) })

/** One ad-day on a building as the display job left it. */
export const ScheduleDay = Schema.Struct({
  adId: Schema.Int,
  buildingId: Schema.Int,
  day: CstDay,
  status: DisplayStatus,
  skipReason: Schema.NullOr(SkipReason),
  /** Credits the day cost (placement and traffic). */
  cost: BalanceValue,
  impressions: Schema.Int,
  views: Schema.Int,
  clicks: Schema.Int
})
export const ScheduleQuery = Schema.Struct({ adId: Schema.optionalKey(IdFromString), from: Schema.optionalKey(CstDay), to: Schema.optionalKey(CstDay) })
export const Schedule = Schema.Struct({ placements: Schema.Array(Placement), days: Schema.Array(ScheduleDay) })
export const DailyPrice = Schema.Struct({
  /** Credits per building and day (deductByPlacement). */
  perBuildingDay: BalanceValue,
  /** Credits per 1000 impressions, per view and per click. */
  perThousandImpressions: BalanceValue,
  perView: BalanceValue,
  perClick: BalanceValue
})
export const NetworkChange = Schema.Struct({ changed: Schema.Int, effectiveAt: Timestamp })

// Statistics

export const LastUpdate = Schema.Struct({ updatedAt: Schema.NullOr(Timestamp), withinMinutes: Schema.Int })
export const Totals = Schema.Struct({ impressions: Schema.Int, views: Schema.Int, clicks: Schema.Int, cost: BalanceValue })
export const DailyRow = Schema.Struct({ day: CstDay, impressions: Schema.Int, views: Schema.Int, clicks: Schema.Int, cost: BalanceValue })
export const DailyList = Schema.Struct({ data: Schema.Array(DailyRow) })
export const StatsQuery = Schema.Struct({ adId: Schema.optionalKey(IdFromString), from: Schema.optionalKey(CstDay), to: Schema.optionalKey(CstDay) })
export const Today = Schema.Struct({ day: CstDay, impressions: Schema.Int, views: Schema.Int, clicks: Schema.Int, cost: BalanceValue, byAd: Schema.Array(Schema.Struct({ adId: Schema.Int, impressions: Schema.Int, views: Schema.Int, clicks: Schema.Int })) })

// Public (what the 2D world and visitors read)

export const PublicAd = Schema.Struct({ id: Schema.Int, title: Schema.String, imageUrl: Schema.String, categoryId: Schema.Int, description: Schema.String, siteUrl: Schema.NullOr(Schema.String), mediaUrl: Schema.NullOr(Schema.String) })
export const PublicAdQuery = Schema.Struct({ adId: IdFromString })
export const PublicAdListQuery = Schema.Struct({ ...PageQuery, buildingId: Schema.optionalKey(IdFromString), categoryId: Schema.optionalKey(IdFromString) })
export const PublicAdList = Schema.Struct({ data: Schema.Array(Schema.Struct({ ...PublicAd.fields, buildingIds: Schema.Array(Schema.Int) })), meta: ListMeta })
export const PublicTotals = Schema.Struct({ ads: Schema.Int, buildings: Schema.Int, impressions: Schema.Int, views: Schema.Int, clicks: Schema.Int })

// Staff

export const ModerationQuery = Schema.Struct({ ...PageQuery, moderation: Schema.optionalKey(AdModeration), memberId: Schema.optionalKey(IdFromString) })
export const ModerationEvent = Schema.Struct({ id: Schema.Int, action: Schema.Literals(["created", "edited", "approved", "rejected"]), version: Schema.Int, staffId: Schema.NullOr(Schema.Int), reason: Schema.NullOr(Schema.String), createdAt: Timestamp })
export const ModerationDetail = Schema.Struct({ ad: Ad, versions: Schema.Array(AdVersion), history: Schema.Array(ModerationEvent) })
export const ModerateBody = Schema.Struct({ decision: Schema.Literals(["approve", "reject"]), reason: Text(500) })
export const StaffStatsQuery = Schema.Struct({ from: Schema.optionalKey(CstDay), to: Schema.optionalKey(CstDay) })
export const StaffAdnetStats = Schema.Struct({
  totals: Totals,
  daily: Schema.Array(Schema.Struct({ ...DailyRow.fields, ads: Schema.Int, skipped: Schema.Int })),
  /** Owners' AdNet payouts per day (20% of the day's AdNet package BV, when it reaches $1.00). */
  payouts: Schema.Array(Schema.Struct({ day: CstDay, bvUsd: Schema.String, poolUsd: Schema.String, owners: Schema.Int, paid: Schema.Boolean }))
})
export const StaffAdStats = Schema.Struct({ ad: Ad, totals: Totals, daily: Schema.Array(DailyRow), days: Schema.Array(ScheduleDay) })
export const StaffCredits = Schema.Struct({ memberId: MemberId, balance: BalanceValue, purchases: Schema.Array(PackagePurchase), transactions: Schema.Array(CreditTransaction) })
/** Credits as a decimal with at most 2 places, e.g. "150" or "12.50". */
export const CreditAmount = Schema.String.check(Schema.isPattern(/^\d{1,9}(\.\d{1,2})?$/))
export const GrantBody = Schema.Struct({ amount: CreditAmount, reason: Text(500) })
export const RefundBody = Schema.Struct({ purchaseId: Schema.Int, reason: Text(500) })
export const StaffCreditResult = Schema.Struct({ transferId: Schema.Int, balance: BalanceValue })
export const DisplayDayBody = Schema.Struct({ day: CstDay })
export const DisplayDayResult = Schema.Struct({ day: CstDay, planned: Schema.Int, displayed: Schema.Int, displaying: Schema.Int, skipped: Schema.Int, alreadyDone: Schema.Int, payoutOwners: Schema.Int })
export const StaffAdList = listOf(Ad)
