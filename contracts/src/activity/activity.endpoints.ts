import { endpoint } from "../endpoint"
import { AUTH_ERRORS, STAFF_ERRORS, errorCase, invalid } from "../errors"
import * as S from "./activity.schemas"

const PERIOD = invalid({ from: ["validation.date", "validation.max.numeric"], to: ["validation.date", "validation.invalid"] })

/** The activity tracker (spec §7 `member/common/tracker`) and the back-office statistics (spec §2 /staff/statistics/…). */
export const activity = {
  tracker: endpoint({
    id: "activity.tracker",
    method: "POST",
    path: "member/common/tracker",
    access: "member",
    summary: "Time on page, sent every 15 s while a member is signed in: route, visible seconds since the previous beat, visibility. At most 8 a minute per member (429).",
    body: S.TrackerBody,
    success: S.TrackerResult,
    errors: [...AUTH_ERRORS, errorCase("TOO_MANY_ATTEMPTS"), invalid({ route: ["validation.regex"] })]
  }),
  packages: endpoint({
    id: "activity.packages",
    method: "GET",
    path: "member/common/tracker",
    access: "member",
    summary: "The caller's boxes (CST days with at least 5 minutes on the site) over the last 56 days, and the activity tracker packages (7, 14, 28, 56) reached.",
    success: S.ActivityPackages,
    errors: AUTH_ERRORS
  }),
  sales: endpoint({
    id: "activity.statistics.sales",
    method: "GET",
    path: "staff/statistics/sales",
    access: "staff",
    summary: "Approved purchases by product and CST day between `from` and `to` (ISO dates; default the last 30 days).",
    query: S.StatsQuery,
    success: S.SalesReport,
    errors: [...STAFF_ERRORS, PERIOD]
  }),
  revenue: endpoint({
    id: "activity.statistics.revenue",
    method: "GET",
    path: "staff/statistics/revenue",
    access: "staff",
    summary: "Ledger income (what reached the revenue account) by source (the transfer's code), asset and CST day.",
    query: S.StatsQuery,
    success: S.RevenueReport,
    errors: [...STAFF_ERRORS, PERIOD]
  }),
  usersActivity: endpoint({
    id: "activity.statistics.usersActivity",
    method: "GET",
    path: "staff/statistics/users-activity",
    access: "staff",
    summary: "Active members, time on the site and boxes per CST day, and the routes with most time, from the tracker's rollups.",
    query: S.StatsQuery,
    success: S.UsersActivityReport,
    errors: [...STAFF_ERRORS, PERIOD]
  }),
  nftTransfers: endpoint({
    id: "activity.statistics.nftTransfers",
    method: "GET",
    path: "staff/statistics/nft-office-transfer-history",
    access: "staff",
    summary: "NFT mints and chain transfers through the chain adapter by CST day.",
    query: S.StatsQuery,
    success: S.NftTransferReport,
    errors: [...STAFF_ERRORS, PERIOD]
  })
} as const
