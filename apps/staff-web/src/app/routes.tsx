import type { ComponentType } from "react"
import { Navigate, type RouteObject, useLocation } from "react-router"
import type { ScreenHandle } from "../features/coming-soon/screen-handle"
import { RouteFallback } from "@iw/ui"
import { StaffRoot } from "./StaffRoot"
import { GoHome, RequireAccess, RequireStaff } from "./guards"

/** Lazy route modules: the log-in screen loads none of the back-office screens. */
const page = (load: () => Promise<{ default: ComponentType }>) => () => load().then((m) => ({ Component: m.default }))

const comingSoon = page(() => import("../features/coming-soon/components/ComingSoonPage"))

/** A screen of spec §2 whose tools are not built yet: the staff layout, its title and a coming-soon notice. */
const soon = (path: string, title: string, extra: Omit<ScreenHandle, "title"> = {}): RouteObject => ({
  path,
  handle: { title, ...extra } satisfies ScreenHandle,
  lazy: comingSoon
})

const contentList = page(() => import("../features/content/components/ContentListPage"))
const contentEdit = page(() => import("../features/content/components/ContentEditPage"))
const supportList = page(() => import("../features/support/components/SupportListPage"))

/** Spec §2: /staff/support children all, assigned, unassigned; the default and unknown children go to assigned. */
const supportRoutes: RouteObject = {
  path: "support",
  children: [
    { index: true, element: <Navigate to="/support/assigned" replace /> },
    { path: "all", lazy: supportList },
    { path: "assigned", lazy: supportList },
    { path: "unassigned", lazy: supportList },
    { path: "create", lazy: page(() => import("../features/support/components/SupportCreatePage")) },
    {
      path: "ticket/:id",
      children: [
        { index: true, element: <Navigate to="conversation" replace /> },
        { path: "conversation", lazy: () => import("../features/support/components/TicketPage").then((m) => ({ Component: m.ConversationPage })) },
        { path: "history", lazy: () => import("../features/support/components/TicketPage").then((m) => ({ Component: m.HistoryPage })) },
        { path: "*", element: <Navigate to=".." relative="path" replace /> }
      ]
    },
    { path: "*", element: <Navigate to="/support/assigned" replace /> }
  ]
}

/** `/staff/plot-ticket` goes to `/staff/experience-ticket` (spec §2), keeping a `?member=` it was given. */
const PlotTicketRedirect = () => {
  const { search } = useLocation()
  return <Navigate to={`/experience-ticket${search}`} replace />
}

const backOffice: Array<RouteObject> = [
  { path: "announcements", lazy: contentList },
  { path: "announcements/create", lazy: contentEdit },
  { path: "announcements/history/:id", lazy: page(() => import("../features/content/components/ContentHistoryPage")) },
  { path: "announcements/:id", lazy: contentEdit },
  { path: "events", lazy: contentList },
  { path: "events/create", lazy: contentEdit },
  { path: "events/:id", lazy: contentEdit },
  { path: "tutorials", lazy: contentList },
  { path: "tutorials/create", lazy: contentEdit },
  { path: "tutorials/:id", lazy: contentEdit },
  { path: "purchases", lazy: page(() => import("../features/purchases/components/PurchaseListPage")) },
  { path: "purchases/:id", lazy: page(() => import("../features/purchases/components/PurchaseDetailPage")) },
  { path: "purchases/:id/refund", lazy: page(() => import("../features/purchases/components/PurchaseRefundPage")) },
  { path: "ledger", lazy: page(() => import("../features/ledger/components/LedgerTotalsPage")) },
  supportRoutes,
  { path: "statistics/adnet", lazy: page(() => import("../features/ads/components/AdnetStatsPage")) },
  { path: "statistics/adnet/:id", lazy: () => import("../features/ads/components/AdnetStatsPage").then((m) => ({ Component: m.AdStatsPage })) },
  { path: "statistics/assets-history", lazy: page(() => import("../features/market/components/AssetsHistoryStatsPage")) },
  { path: "statistics/support", lazy: page(() => import("../features/support/components/SupportStatisticsPage")) },
  { path: "statistics/sales", lazy: page(() => import("../features/statistics/components/SalesStatisticsPage")) },
  { path: "statistics/plot-sales", lazy: page(() => import("../features/land/components/PlotSalesPage")) },
  { path: "statistics/users-activity", lazy: page(() => import("../features/statistics/components/UsersActivityPage")) },
  { path: "statistics/revenue", lazy: page(() => import("../features/statistics/components/RevenueStatisticsPage")) },
  { path: "statistics/nft-office-transfer-history", lazy: page(() => import("../features/statistics/components/NftTransferHistoryPage")) },
  { path: "ad-moderation", lazy: page(() => import("../features/ads/components/ModerationListPage")) },
  { path: "ad-moderation/:id", lazy: page(() => import("../features/ads/components/ModerationDetailPage")) },
  { path: "adnet-credits/:memberId", lazy: page(() => import("../features/ads/components/MemberCreditsPage")) },
  { path: "product-registration", lazy: page(() => import("../features/products/components/ProductRegistrationPage")) },
  { path: "plot-registration", lazy: page(() => import("../features/land/components/PlotRegistrationPage")) },
  { path: "experience-ticket", lazy: page(() => import("../features/tickets/components/ExperienceTicketPage")) },
  { path: "plot-ticket", element: <PlotTicketRedirect /> },
  { path: "management", lazy: page(() => import("../features/management/components/StaffListPage")) },
  { path: "management/create", lazy: page(() => import("../features/management/components/CreateStaffPage")) },
  { path: "member", lazy: page(() => import("../features/members/components/MemberSearchPage")) },
  { path: "member/:id", lazy: page(() => import("../features/members/components/MemberDetailPage")) },
  { path: "live2earn", lazy: page(() => import("../features/live2earn/components/Live2EarnReviewPage")) },
  // Programmes (issue 16): run and re-run a revenue-sharing day.
  { path: "programmes", lazy: page(() => import("../features/programmes/components/ProgrammesPage")) },
  // The DAO (issue 16): proposals and results, new proposals, closing and cancelling, the Security Advisory Board.
  { path: "dao", lazy: page(() => import("../features/governance/components/DaoStaffPage")) },
  { path: "audit", lazy: page(() => import("../features/audit/components/AuditPage")) },
  { path: "outbox", lazy: page(() => import("../features/outbox/components/OutboxPage")) }
]

export const routes: Array<RouteObject> = [
  {
    path: "/",
    element: <StaffRoot />,
    HydrateFallback: RouteFallback,
    children: [
      { path: "login", lazy: page(() => import("../features/auth/components/LoginPage")) },
      {
        element: <RequireStaff />,
        children: [
          { index: true, element: <GoHome /> },
          { path: "profile", lazy: page(() => import("../features/profile/components/ProfilePage")) },
          {
            // Working the queues is for the 3d-models role (issue 17): other roles are not sent to a page whose every action they may not take.
            element: <RequireAccess access="custom-orders" />,
            children: [
              { path: "queue_avatars", lazy: page(() => import("../features/custom-orders/components/AvatarQueuePage")) },
              { path: "queue_3dmodels", lazy: page(() => import("../features/custom-orders/components/ModelQueuePage")) }
            ]
          },
          { element: <RequireAccess access="back-office" />, children: backOffice },
          { path: "*", element: <GoHome /> }
        ]
      }
    ]
  }
]
