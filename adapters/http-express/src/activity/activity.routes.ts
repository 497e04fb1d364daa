import { api } from "@iw/contracts"
import {
  balanceValue,
  currencyScale,
  isAsset,
  isoOfDay,
  scaleOf,
  showActivityPackages,
  showNftTransferHistory,
  showRevenueStatistics,
  showSalesStatistics,
  showUsersActivity,
  trackActivity
} from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"

const period = (p: { readonly from: number; readonly to: number }) => ({ from: isoOfDay(p.from), to: isoOfDay(p.to) })

/** The activity tracker and the back-office statistics. */
export const activityRoutes = () =>
  routes(api.activity, {
    tracker: ({ principal, body }) => trackActivity(principal, body),
    packages: ({ principal }) => Effect.map(showActivityPackages(principal), (p) => ({ ...p, reached: [...p.reached] })),
    sales: ({ principal, query }) =>
      Effect.map(showSalesStatistics(principal, query), (r) => ({
        ...period(r),
        data: r.rows.map((x) => ({ ...x, day: isoOfDay(x.day), amount: balanceValue(x.amount, currencyScale(x.currency)) }))
      })),
    revenue: ({ principal, query }) =>
      Effect.map(showRevenueStatistics(principal, query), (r) => ({
        ...period(r),
        data: r.rows.map((x) => ({ ...x, day: isoOfDay(x.day), amount: balanceValue(x.amount, isAsset(x.asset) ? scaleOf(x.asset) : 0) }))
      })),
    usersActivity: ({ principal, query }) =>
      Effect.map(showUsersActivity(principal, query), (r) => ({ ...period(r), data: r.days.map((d) => ({ ...d, day: isoOfDay(d.day) })), routes: r.routes })),
    nftTransfers: ({ principal, query }) =>
      Effect.map(showNftTransferHistory(principal, query), (r) => ({ ...period(r), data: r.rows.map((x) => ({ ...x, day: isoOfDay(x.day) })) }))
  })
