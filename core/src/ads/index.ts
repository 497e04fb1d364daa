/**
 * ads — Ads and AdNet (issue 15): ads with versions, templates, archive and moderation; AdNet credits as the ledger's
 * `adnet` asset moved only with spec §4's codes; packages bought through the payments face; building owners' opt-in;
 * placements on a CST schedule; the display job over the WorldGateway port (a seeded simulation here); statistics
 * from daily rollups; owners' payouts. The public face.
 */

// The model
export * from "./domain/ad"
export * from "./domain/credits"
export * from "./domain/display"
export * from "./domain/packages"
export * from "./domain/schedule"
export * from "./domain/wire"

// What it refuses with
export * from "./errors"

// The ports adapters implement
export * from "./ports/ads.repository.port"
export * from "./ports/ads-settings.port"
export * from "./ports/world-gateway.port"

// What members do
export { archiveAd, checkCanCreateAd, copyAdTemplate, createAd, deleteAd, listAdTemplates, listAdVersions, listAds, showAd, updateAd } from "./use-cases/manage-ads.use-case"
export { openAdFile, uploadAdFile } from "./use-cases/upload-ad-file.use-case"
export { buyAdnetPackage, listAdCreditTransactions, listAdnetPackages, showAdCredits } from "./use-cases/buy-adnet-package.use-case"
export { listPlacementBuildings, placeAd, setAdInNetwork, setAllAdsInNetwork, setNetworkBuildings, showAdSchedule, showNetworkBuildings, showOwnerEarnings, OWNER_EARNINGS_DAYS } from "./use-cases/adnet-network.use-case"
export { showStatisticsDaily, showStatisticsToday, showStatisticsTotal, showStatisticsUpdate } from "./use-cases/ad-statistics.use-case"
export { listPublicAds, showPublicAd, showPublicAdTotals } from "./use-cases/public-ads.use-case"

// What staff do
export { listAdsForModeration, moderateAd, showAdForModeration, showAdStatistics, showAdnetStatistics } from "./use-cases/moderate-ads.use-case"
export { MAX_CREDIT_GRANT, grantAdCredits, refundAdnetPackage, runDisplayDayAsStaff, showMemberAdCredits } from "./use-cases/staff-credits.use-case"

// The periodic job (apps/api/src/jobs.ts) and what the benchmark ingests with
export { type DisplayDayResult, runDisplayDay, trafficOf } from "./use-cases/run-display-day.use-case"
export { moveCredits } from "./use-cases/move-credits"
