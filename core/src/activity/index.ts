/**
 * activity — the activity tracker (spec §7 `POST member/common/tracker`, §9 activity tracker packages 7/14/28/56
 * boxes) and the back-office statistics read from it and from the other areas' records (spec §2
 * /staff/statistics/sales, revenue, users-activity, nft-office-transfer-history). The public face.
 */

// The model
export * from "./domain/tracker"
export * from "./domain/statistics"

// What it refuses with
export * from "./errors"

// The ports
export * from "./ports/activity.repository.port"
export * from "./ports/statistics.port"

// What members do
export { trackActivity } from "./use-cases/track-activity.use-case"
export { BOX_WINDOW_DAYS, showActivityPackages } from "./use-cases/show-activity-packages.use-case"

// What staff do
export { showSalesStatistics } from "./use-cases/show-sales-statistics.use-case"
export { showRevenueStatistics } from "./use-cases/show-revenue-statistics.use-case"
export { showNftTransferHistory } from "./use-cases/show-nft-transfer-history.use-case"
export { TOP_ROUTES, showUsersActivity } from "./use-cases/show-users-activity.use-case"
