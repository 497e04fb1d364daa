import { binary, endpoint } from "../endpoint"
import { AUTH_ERRORS, STAFF_ERRORS, UPLOAD_ERRORS, errorCase, invalid } from "../errors"
import * as S from "./ads.schemas"

/** What saving an ad may answer on its fields (spec §5 Ads). */
const AD_FIELDS = invalid({
  title: ["validation.required", "validation.max.string"],
  imageId: ["validation.required", "ads.image_kind"],
  categoryId: ["validation.in"],
  description: ["validation.max.string"],
  siteUrl: ["ads.site_url"],
  mediaUrl: ["ads.media_url"],
  mediaId: ["ads.media_kind"]
})
const CREATE_RULES = [errorCase("AD_CREATION_DISABLED"), errorCase("ADNET_PACKAGE_REQUIRED"), errorCase("ADNET_CREDITS_REQUIRED"), errorCase("AD_LIMIT_REACHED")]
const AD_NOT_FOUND = errorCase("AD_NOT_FOUND")
const PLACEMENT_FIELDS = invalid({ adId: ["ads.ad_archived"], buildingIds: ["validation.required", "ads.building_not_in_network"], from: ["validation.date"], to: ["validation.date", "validation.after_start"] })

/** Spec §7 Ads (every call but `member/ad/scrape`, which the Amazon import owns), the public ad calls, and the back-office's. */
export const ads = {
  list: endpoint({ id: "ads.list", method: "GET", path: "member/ad/list", access: "member", summary: "The member's ads, 10 a page, newest first by default; archive=1 lists the archive.", query: S.AdListQuery, success: S.AdList, errors: AUTH_ERRORS }),
  create: endpoint({
    id: "ads.create",
    method: "POST",
    path: "member/ad",
    access: "member",
    summary: "Creates an ad (version 1), pending moderation. Needs an active AdNet package, the configured credits and room in the package's ad limit.",
    body: S.CreateAdBody,
    form: true,
    success: S.Ad,
    status: 201,
    errors: [...AUTH_ERRORS, AD_FIELDS, ...CREATE_RULES]
  }),
  update: endpoint({ id: "ads.update", method: "PUT", path: "member/ad", access: "member", summary: "Edits an ad: a new version, back to pending moderation.", body: S.UpdateAdBody, form: true, success: S.Ad, errors: [...AUTH_ERRORS, AD_FIELDS, AD_NOT_FOUND] }),
  get: endpoint({ id: "ads.get", method: "GET", path: "member/ad", access: "member", summary: "One of the member's ads.", query: S.AdIdQuery, success: S.Ad, errors: [...AUTH_ERRORS, AD_NOT_FOUND] }),
  delete: endpoint({
    id: "ads.delete",
    method: "DELETE",
    path: "member/ad",
    access: "member",
    summary: "Deletes an ad and removes it from the network; the last ad cannot be deleted (403 CANT_DELETE_LAST_AD).",
    query: S.AdIdQuery,
    success: S.AdIdBody,
    errors: [...AUTH_ERRORS, AD_NOT_FOUND, errorCase("CANT_DELETE_LAST_AD")]
  }),
  archive: endpoint({ id: "ads.archive", method: "POST", path: "member/ad/archive", access: "member", summary: "Moves an ad to the archive (out of the network) or back.", body: S.ArchiveBody, success: S.Ad, errors: [...AUTH_ERRORS, AD_NOT_FOUND] }),
  upload: endpoint({
    id: "ads.upload",
    method: "POST",
    path: "member/ad/upload",
    access: "member",
    summary: "Stores an ad's image (PNG, JPG or WEBP, at most 5 MB by content) or media (mp4): multipart field file.",
    files: [{ field: "file", maxCount: 1, maxBytes: 57_886_080, kinds: "attachments" }],
    success: S.AdUpload,
    status: 201,
    timeoutMs: 600_000,
    errors: [...AUTH_ERRORS, ...UPLOAD_ERRORS, invalid({ file: ["validation.required", "files.image_too_big", "ads.media_kind", "upload.ERROR_IMAGE_FORMAT", "upload.ERROR_BIG_FILE", "upload.ERROR_BIG_FILE2"] })]
  }),
  versions: endpoint({ id: "ads.versions", method: "GET", path: "member/ad/versions", access: "member", summary: "Every version of one of the member's ads, newest first.", query: S.AdIdQuery, success: S.AdVersionList, errors: [...AUTH_ERRORS, AD_NOT_FOUND] }),
  categories: endpoint({ id: "ads.categories", method: "GET", path: "member/ad/categories", access: "member", summary: "The 16 categories, named in the request's language.", success: S.CategoryList, errors: AUTH_ERRORS }),
  templates: endpoint({ id: "ads.templates", method: "GET", path: "member/ad/template/list", access: "member", summary: "Ready-made ads a member may copy.", success: S.AdTemplateList, errors: AUTH_ERRORS }),
  copyTemplate: endpoint({
    id: "ads.copyTemplate",
    method: "POST",
    path: "member/ad/template/copy",
    access: "member",
    summary: "Copies a template (or one of the member's own ads) into a new ad, under the same rules as creating one.",
    body: S.AdIdBody,
    success: S.Ad,
    status: 201,
    errors: [...AUTH_ERRORS, AD_NOT_FOUND, ...CREATE_RULES]
  }),
  canCreate: endpoint({ id: "ads.canCreate", method: "GET", path: "member/ad/can-create", access: "member", summary: "Whether the member may create an ad now, and the rule that stops it.", success: S.CanCreate, errors: AUTH_ERRORS }),

  creditBalance: endpoint({ id: "ads.creditBalance", method: "GET", path: "member/ad/credit/balance", access: "member", summary: "The member's AdNet credits, the display minimum (100) and the active package.", success: S.CreditBalance, errors: AUTH_ERRORS }),
  creditTransactions: endpoint({
    id: "ads.creditTransactions",
    method: "GET",
    path: "member/ad/credit/transactions",
    access: "member",
    summary: "The member's credit history (spec §4 codes), newest first, 15 a page.",
    query: S.CreditTransactionQuery,
    success: S.CreditTransactionList,
    errors: AUTH_ERRORS
  }),
  creditPackages: endpoint({ id: "ads.creditPackages", method: "GET", path: "member/ad/credit/packages", access: "member", summary: "The AdNet catalogue: packages I to V, 100, 200, 500, 1000, Top Up and credit packages 10 to 100.", success: S.PackageList, errors: AUTH_ERRORS }),
  buyPackage: endpoint({
    id: "ads.buyPackage",
    method: "POST",
    path: "member/ad/credit/buy",
    access: "member",
    summary: "Buys a package or credit pack, paid in ABEY through the ledger; credits arrive as packagePurchase. Honors Idempotency-Key.",
    body: S.BuyPackageBody,
    success: S.PackagePurchase,
    status: 201,
    idempotent: true,
    errors: [...AUTH_ERRORS, invalid({ code: ["validation.exists", "ads.package_required"], paymentOption: ["ledger.insufficient.abey"] })]
  }),

  placementBuildings: endpoint({ id: "ads.placementBuildings", method: "GET", path: "member/ad/placement/buildings", access: "member", summary: "Placed buildings whose owners opted in to AdNet, with the daily price.", success: S.PlacementBuildingList, errors: AUTH_ERRORS }),
  place: endpoint({
    id: "ads.place",
    method: "POST",
    path: "member/ad/placement",
    access: "member",
    summary: "Schedules an ad on opted-in buildings for CST days from..to; each range ends at 23:59:59 CST.",
    body: S.PlacementBody,
    success: S.PlacementList,
    status: 201,
    errors: [...AUTH_ERRORS, AD_NOT_FOUND, PLACEMENT_FIELDS]
  }),
  schedule: endpoint({ id: "ads.schedule", method: "GET", path: "member/ad/network/schedule", access: "member", summary: "The member's placements and each ad-day's display status, skip reason and cost.", query: S.ScheduleQuery, success: S.Schedule, errors: AUTH_ERRORS }),
  dailyPrice: endpoint({ id: "ads.dailyPrice", method: "GET", path: "member/ad/network/daily-price", access: "member", summary: "Credits per building-day and per traffic unit.", success: S.DailyPrice, errors: AUTH_ERRORS }),
  networkEarnings: endpoint({ id: "ads.networkEarnings", method: "GET", path: "member/ad/network/earnings", access: "member", summary: "What each ad earned the owner on each of their buildings per CST day (the building's AdNet payout shared by the ads it showed), newest first, the last 200 building-days.", success: S.OwnerAdEarningList, errors: AUTH_ERRORS }),
  buildingsStatus: endpoint({ id: "ads.buildingsStatus", method: "GET", path: "member/ad/network/buildings/status", access: "member", summary: "The member's buildings, whether each shows AdNet ads, when a change reaches 2D, and what each earned.", success: S.NetworkBuildingList, errors: AUTH_ERRORS }),
  enableBuildings: endpoint({
    id: "ads.enableBuildings",
    method: "POST",
    path: "member/ad/network/buildings/enable",
    access: "member",
    summary: "Opts the member's buildings (all when none named) in to AdNet; 2D follows within 48 hours.",
    body: S.BuildingsBody,
    success: S.NetworkChange,
    errors: [...AUTH_ERRORS, invalid({ buildingIds: ["validation.exists"] })]
  }),
  disableBuildings: endpoint({
    id: "ads.disableBuildings",
    method: "POST",
    path: "member/ad/network/buildings/disable",
    access: "member",
    summary: "Opts the member's buildings (all when none named) out of AdNet; 2D follows within 48 hours.",
    body: S.BuildingsBody,
    success: S.NetworkChange,
    errors: [...AUTH_ERRORS, invalid({ buildingIds: ["validation.exists"] })]
  }),
  networkAdd: endpoint({ id: "ads.networkAdd", method: "POST", path: "member/ad/network/add", access: "member", summary: "Adds an ad to the network (needs an active AdNet package).", body: S.AdIdBody, success: S.NetworkChange, errors: [...AUTH_ERRORS, AD_NOT_FOUND, errorCase("ADNET_PACKAGE_REQUIRED")] }),
  networkRemove: endpoint({ id: "ads.networkRemove", method: "POST", path: "member/ad/network/remove", access: "member", summary: "Takes an ad out of the network.", body: S.AdIdBody, success: S.NetworkChange, errors: [...AUTH_ERRORS, AD_NOT_FOUND] }),
  networkAddAll: endpoint({ id: "ads.networkAddAll", method: "POST", path: "member/ad/network/add-all", access: "member", summary: "Adds every live ad of the member to the network.", success: S.NetworkChange, errors: [...AUTH_ERRORS, errorCase("ADNET_PACKAGE_REQUIRED")] }),
  networkRemoveAll: endpoint({ id: "ads.networkRemoveAll", method: "POST", path: "member/ad/network/remove-all", access: "member", summary: "Takes every ad of the member out of the network.", success: S.NetworkChange, errors: AUTH_ERRORS }),

  lastUpdate: endpoint({ id: "ads.lastUpdate", method: "GET", path: "member/ad/statistics/last-update", access: "member", summary: "When the statistics were last rolled up (they follow within 10 minutes).", success: S.LastUpdate, errors: AUTH_ERRORS }),
  total: endpoint({ id: "ads.total", method: "GET", path: "member/ad/statistics/total", access: "member", summary: "Totals of the member's ads (or one ad), from the daily rollups.", query: S.StatsQuery, success: S.Totals, errors: [...AUTH_ERRORS, AD_NOT_FOUND] }),
  daily: endpoint({ id: "ads.daily", method: "GET", path: "member/ad/statistics/member/daily", access: "member", summary: "The member's impressions, views, clicks and cost per CST day, from the rollups.", query: S.StatsQuery, success: S.DailyList, errors: [...AUTH_ERRORS, AD_NOT_FOUND] }),
  today: endpoint({ id: "ads.today", method: "GET", path: "member/ad/statistics/member/today", access: "member", summary: "Today's (CST) figures of the member's ads, per ad.", success: S.Today, errors: AUTH_ERRORS }),

  publicAd: endpoint({ id: "ads.publicAd", method: "GET", path: "public/ad", access: "public", summary: "An approved ad as the world shows it.", query: S.PublicAdQuery, success: S.PublicAd, errors: [AD_NOT_FOUND] }),
  publicList: endpoint({ id: "ads.publicList", method: "GET", path: "public/ad/list", access: "public", summary: "Ads showing now (optionally on one building or in one category).", query: S.PublicAdListQuery, success: S.PublicAdList }),
  publicTotals: endpoint({ id: "ads.publicTotals", method: "GET", path: "public/ad/totals", access: "public", summary: "The network's totals: ads showing, buildings, impressions, views, clicks.", success: S.PublicTotals }),
  publicFile: endpoint({
    id: "ads.publicFile",
    method: "GET",
    path: "public/ad/file/:id",
    access: "public",
    summary: "An ad's image or media file (an ad's imageUrl).",
    params: S.IdParams,
    success: binary({ contentType: null, untrusted: true, cacheControl: "public, max-age=86400", description: "The image (PNG, JPG, WEBP) or video (mp4), of the type read from its content" }),
    errors: [AD_NOT_FOUND]
  }),
  publicCategories: endpoint({ id: "ads.publicCategories", method: "GET", path: "public/ad/categories", access: "public", summary: "The 16 categories, named in the request's language.", success: S.CategoryList })
} as const

/** The back-office's AdNet: moderation, statistics, credits, and running the display job for a day. */
export const staffAds = {
  moderationList: endpoint({ id: "ads.staff.list", method: "GET", path: "staff/ads", access: "staff", summary: "Ads to moderate (any state by default), newest first.", query: S.ModerationQuery, success: S.StaffAdList, errors: STAFF_ERRORS }),
  moderationShow: endpoint({ id: "ads.staff.show", method: "GET", path: "staff/ads/:id", access: "staff", summary: "An ad with its versions and moderation history.", params: S.IdParams, success: S.ModerationDetail, errors: [...STAFF_ERRORS, AD_NOT_FOUND] }),
  moderate: endpoint({
    id: "ads.staff.moderate",
    method: "POST",
    path: "staff/ads/:id/moderate",
    access: "staff",
    summary: "Approves or rejects an ad's current version with a reason. Audited.",
    params: S.IdParams,
    body: S.ModerateBody,
    success: S.ModerationDetail,
    errors: [...STAFF_ERRORS, AD_NOT_FOUND, invalid({ reason: ["validation.required", "validation.max.string"] })]
  }),
  statistics: endpoint({ id: "ads.staff.statistics", method: "GET", path: "staff/statistics/adnet", access: "staff", summary: "The network per CST day, from the rollups, with the owners' payouts.", query: S.StaffStatsQuery, success: S.StaffAdnetStats, errors: STAFF_ERRORS }),
  adStatistics: endpoint({ id: "ads.staff.adStatistics", method: "GET", path: "staff/statistics/adnet/:id", access: "staff", summary: "One ad per CST day, with each ad-day's status.", params: S.IdParams, query: S.StaffStatsQuery, success: S.StaffAdStats, errors: [...STAFF_ERRORS, AD_NOT_FOUND] }),
  credits: endpoint({ id: "ads.staff.credits", method: "GET", path: "staff/adnet/credits/:memberId", access: "staff", summary: "A member's credits, package purchases and credit history.", params: S.MemberParams, success: S.StaffCredits, errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")] }),
  grant: endpoint({
    id: "ads.staff.grant",
    method: "POST",
    path: "staff/adnet/credits/:memberId/grant",
    access: "staff",
    summary: "Grants credits (accountTransferIncome) with a reason. Audited.",
    params: S.MemberParams,
    body: S.GrantBody,
    success: S.StaffCreditResult,
    status: 201,
    idempotent: true,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND"), invalid({ amount: ["validation.between.numeric"], reason: ["validation.required"] })]
  }),
  refund: endpoint({
    id: "ads.staff.refund",
    method: "POST",
    path: "staff/adnet/credits/:memberId/refund",
    access: "staff",
    summary: "Refunds a package purchase with a reason: its ABEY back, its credits (at most what it bought) out as packageRefund. Audited.",
    params: S.MemberParams,
    body: S.RefundBody,
    success: S.StaffCreditResult,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND"), errorCase("ADNET_REFUND_STATE"), invalid({ reason: ["validation.required"] })]
  }),
  runDisplayDay: endpoint({
    id: "ads.staff.runDisplayDay",
    method: "POST",
    path: "staff/adnet/display-day",
    access: "staff",
    summary: "Runs the display job for a CST day with the simulated 2D world: plans, marks, deducts and rolls up once per ad-day.",
    body: S.DisplayDayBody,
    success: S.DisplayDayResult,
    errors: [...STAFF_ERRORS, invalid({ day: ["validation.date"] })]
  })
} as const
