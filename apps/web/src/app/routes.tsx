import type { RouteObject } from "react-router"
import { Navigate } from "react-router"
import { RouteFallback } from "@iw/ui"
import { MEMBER_FEATURES, PUBLIC_FEATURES } from "./member-features"
import { LangRoot } from "./LangRoot"
import { RequireMember } from "./RequireMember"
import { RequireTicketAccess } from "./RequireTicketAccess"
import { RouteError } from "./RouteError"

/** Spec §8: a route's code that has not arrived in 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000

const withTimeout = <A,>(p: Promise<A>): Promise<A> =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("chunk load timeout")), CHUNK_TIMEOUT_MS))])

/** Lazy route modules: the landing page loads no member-area or map code (spec §2, issue: routes are split). */
const page = (load: () => Promise<{ default: React.ComponentType }>) => () => withTimeout(load()).then((m) => ({ Component: m.default }))

const comingSoon = page(() => import("../features/coming-soon/components/FeaturePage"))
const systemWallet = page(() => import("../features/balances/components/SystemWalletPage"))
const linkedWallet = page(() => import("../features/linked-wallet/components/LinkedWalletPage"))
const tickets = page(() => import("../features/tickets/components/TicketsPage"))
const purchaseHistory = page(() => import("../features/purchases/components/PurchaseHistoryPage"))
const apPoints = page(() => import("../features/balances/components/ApPointsPage"))
const supportList = page(() => import("../features/support/components/SupportListPage"))
const supportCreate = page(() => import("../features/support/components/SupportCreatePage"))
const supportTicket = page(() => import("../features/support/components/SupportTicketPage"))
const announcements = page(() => import("../features/content/components/AnnouncementsPage"))
const events = page(() => import("../features/content/components/EventsPage"))
const event = page(() => import("../features/content/components/EventPage"))
const tutorials = page(() => import("../features/content/components/TutorialsPage"))
const myPlots = page(() => import("../features/plots/components/MyPlotsPage"))
const plotTickets = page(() => import("../features/plots/components/PlotTicketsPage"))
const mapStatistics = page(() => import("../features/plots/components/MapStatisticsPage"))
const marketplace = page(() => import("../features/buildings/components/MarketplacePage"))
const placeBuilding = page(() => import("../features/buildings/components/PlacePage"))
const marketBuy = page(() => import("../features/market/components/MarketBuyPage"))
const marketSell = page(() => import("../features/market/components/MarketSellPage"))
// My assets: the store's page with the buildings area's section in it (features do not import each other).
const myAssets = () =>
  withTimeout(Promise.all([import("../features/market/components/MyAssetsPage"), import("../features/buildings/components/MyBuildingsSection")])).then(
    ([market, buildings]) => ({ Component: () => <market.default buildings={(sync) => <buildings.MyBuildingsSection {...sync} />} /> })
  )
const assetsHistory = page(() => import("../features/market/components/AssetsHistoryPage"))
const marketplaceSuccess = page(() => import("../features/buildings/components/ResultPage"))
const uploads = page(() => import("../features/files/components/UploadsPage"))
const vshopUploads = page(() => import("../features/files/components/VshopUploadsPage"))
const avatars = page(() => import("../features/custom-orders/components/AvatarsPage"))
const models = page(() => import("../features/custom-orders/components/ModelsPage"))
const live2earn = page(() => import("../features/live2earn/components/Live2EarnPage"))
const buildingExchange = page(() => import("../features/buildings/components/ExchangePage"))
const exchangeHistory = page(() => import("../features/buildings/components/ExchangeHistoryPage"))
const buildingPurchaseHistory = page(() => import("../features/buildings/components/PurchaseHistoryPage"))
const gameCenter = page(() => import("../features/game-center/components/GameCenterPage"))
const goldRush = page(() => import("../features/gold-rush/components/GoldRushPage"))
const lumberYard = page(() => import("../features/lumber-yard/components/LumberYardPage"))
const notificationsCentre = page(() => import("../features/notifications/components/NotificationsPage"))
// Programmes and governance (issue 16): the points programmes, Partners, White Paper, Opportunities and the DAO.
const citizenProgram = page(() => import("../features/programmes/components/CitizenProgramPage"))
const foundersPlan = page(() => import("../features/programmes/components/FoundersPlanPage"))
const revenueSharing = page(() => import("../features/programmes/components/RevenueSharingPage"))
const partners = page(() => import("../features/programmes/components/PartnersPage"))
const whitePaper = page(() => import("../features/programmes/components/WhitePaperPage"))
const opportunities = page(() => import("../features/programmes/components/OpportunitiesPage"))
const dao = page(() => import("../features/governance/components/DaoPage"))
const adsOverview = page(() => import("../features/ads/components/AdsOverviewPage"))
const adsManager = page(() => import("../features/ads/components/AdsManagerPage"))
const adsManagerAd = page(() => import("../features/ads/components/AdDetailPage"))
const adsArchiveAd = () => withTimeout(import("../features/ads/components/AdDetailPage")).then((m) => ({ Component: m.ArchiveAdPage }))
const adsResult = page(() => import("../features/ads/components/AdsResultPage"))
const adsSchedule = page(() => import("../features/ads/components/AdsSchedulePage"))
const adsArchive = page(() => import("../features/ads/components/AdsArchivePage"))
const adsCreditHistory = page(() => import("../features/ads/components/AdsCreditHistoryPage"))
const adnetCatalog = page(() => import("../features/ads/components/AdnetCatalogPage"))
const marketplaceFailed = () => withTimeout(import("../features/buildings/components/ResultPage")).then((m) => ({ Component: m.FailedPage }))

export const routes: Array<RouteObject> = [
  { path: "/", element: <Navigate to="/en" replace /> },
  // Spec §2 lists a bare /uploads beside /{lang}/uploads.
  { path: "/uploads", element: <Navigate to="/en/uploads" replace /> },
  {
    path: "/:lang",
    element: <LangRoot />,
    HydrateFallback: RouteFallback,
    errorElement: <RouteError />,
    children: [
      // The home's part (landing or member home) arrives with the route, so the first render draws it whole (issue 18 §8).
      { index: true, lazy: () => withTimeout(import("../features/landing/components/HomePage").then(async (m) => (await m.preloadHome(), { Component: m.default }))) },
      { path: "downloads", lazy: page(() => import("../features/info/components/DownloadsPage")) },
      { path: "about", lazy: page(() => import("../features/info/components/AboutPage")) },
      { path: "comingsoon", lazy: page(() => import("../features/info/components/ComingSoonPage")) },
      { path: "interworld/home", lazy: page(() => import("../features/info/components/InterworldHomePage")) },
      { path: "wow", lazy: page(() => import("../features/info/components/WowPage")) },
      { path: "public-announcements", handle: { feature: "publicAnnouncements" }, lazy: page(() => import("../features/content/components/PublicAnnouncementsPage")) },
      { path: "login", lazy: page(() => import("../features/identity/components/LoginPage")) },
      { path: "registration", lazy: page(() => import("../features/identity/components/RegistrationPage")) },
      { path: "loader", lazy: page(() => import("../features/identity/components/LoaderPage")) },
      { path: "login-by-otp", lazy: page(() => import("../features/identity/components/LoginByOtpPage")) },
      // The file store (spec §2): the game's link carries the member's token, kept as the session; no log-in first.
      { path: "vshop/uploads/:token", handle: { feature: "uploads" }, lazy: vshopUploads },
      ...PUBLIC_FEATURES.map((f) => ({ path: f.path, handle: { feature: f.key }, lazy: comingSoon })),
      {
        element: <RequireMember />,
        children: [
          // Ledger capability: one chunk per feature (balances, linked wallet, tickets, purchases).
          { path: "system-wallet", handle: { feature: "systemWallet" }, lazy: systemWallet },
          { path: "linked-wallet", handle: { feature: "linkedWallet" }, lazy: linkedWallet },
          {
            // Tickets and their purchases are for members with ticket access (spec §6).
            element: <RequireTicketAccess />,
            children: [
              { path: "experience-tickets", handle: { feature: "experienceTickets" }, lazy: tickets },
              { path: "experience-tickets/:plotId", handle: { feature: "experienceTickets" }, lazy: tickets },
              { path: "experience-tickets-old", handle: { feature: "experienceTicketsOld" }, lazy: tickets },
              { path: "experience-tickets-old/:plotId", handle: { feature: "experienceTicketsOld" }, lazy: tickets },
              { path: "purchase-history", handle: { feature: "purchaseHistory" }, lazy: purchaseHistory }
            ]
          },
          { path: "ap-points", handle: { feature: "apPoints" }, lazy: apPoints },
          // Support (spec §2): the index goes to all; tabs all, open, in-progress, closed; create; a ticket with
          // conversation (default) and history.
          { path: "support", element: <Navigate to="all" replace /> },
          ...["all", "open", "in-progress", "closed"].map((f) => ({ path: `support/${f}`, handle: { feature: "support" }, lazy: supportList })),
          { path: "support/create", handle: { feature: "support" }, lazy: supportCreate },
          { path: "support/:id", handle: { feature: "support" }, lazy: supportTicket },
          { path: "support/:id/conversation", handle: { feature: "support" }, lazy: supportTicket },
          { path: "support/:id/history", handle: { feature: "support" }, lazy: supportTicket },
          // Content (spec §2): announcements, events, events/{id}, tutorials.
          { path: "announcements", handle: { feature: "announcements" }, lazy: announcements },
          { path: "events", handle: { feature: "events" }, lazy: events },
          { path: "events/:id", handle: { feature: "events" }, lazy: event },
          { path: "tutorials", handle: { feature: "tutorials" }, lazy: tutorials },
          // Land (spec §2 Property): the member's plots with activation and minting, their tickets, map statistics.
          { path: "my-plots", handle: { feature: "myPlots" }, lazy: myPlots },
          { path: "plot-tickets", handle: { feature: "plotTickets" }, lazy: plotTickets },
          { path: "map-statistics", handle: { feature: "mapStatistics" }, lazy: mapStatistics },
          // Buildings (spec §2 marketplace): the catalogue and the member's buildings, Place mode, the results.
          { path: "marketplace", handle: { feature: "marketplace" }, lazy: marketplace },
          { path: "marketplace/place/:buildingId", handle: { feature: "marketplace" }, lazy: placeBuilding },
          { path: "marketplace/successful", handle: { feature: "marketplace" }, lazy: marketplaceSuccess },
          { path: "marketplace/failed", handle: { feature: "marketplace" }, lazy: marketplaceFailed },
          // The store (issue 13): the Buy and Sell side menus' shelves, the member's assets and their store history.
          { path: "marketplace/buy/:category", handle: { feature: "marketplace" }, lazy: marketBuy },
          { path: "marketplace/sell/:category", handle: { feature: "marketplace" }, lazy: marketSell },
          { path: "my-assets", handle: { feature: "myAssets" }, lazy: myAssets },
          { path: "assets-history", handle: { feature: "assetsHistory" }, lazy: assetsHistory },
          // The file store (spec §2 uploads): list, upload with progress, copy link, delete.
          { path: "uploads", handle: { feature: "uploads" }, lazy: uploads },
          // Custom orders and Live2Earn (spec §1, §2): avatars, models, the photo programme.
          { path: "avatars", handle: { feature: "avatars" }, lazy: avatars },
          { path: "models", handle: { feature: "models" }, lazy: models },
          { path: "live2earn", handle: { feature: "live2earn" }, lazy: live2earn },
          // The exchange (spec §2 "Building Exchange"), its history and the purchase history (the spec's spelling).
          { path: "building-exchange", handle: { feature: "buildingExchange" }, lazy: buildingExchange },
          { path: "marketplace/exchangeupgradehistory", handle: { feature: "marketplace" }, lazy: exchangeHistory },
          { path: "marketplace/bulding-purchase-history", handle: { feature: "marketplace" }, lazy: buildingPurchaseHistory },
          // Games (spec §2): the game center, Gold Rush and Lumber Yard.
          { path: "game-center", handle: { feature: "gameCenter" }, lazy: gameCenter },
          { path: "gold-rush", handle: { feature: "goldRush" }, lazy: goldRush },
          { path: "lumber-yard", handle: { feature: "lumberYard" }, lazy: lumberYard },
          { path: "notifications", handle: { feature: "notifications" }, lazy: notificationsCentre },
          // Points (spec §2) and the screens named only by text: Partners, White Paper, DAO, Opportunities.
          { path: "points/citizen-program", handle: { feature: "citizenProgram" }, lazy: citizenProgram },
          { path: "points/founders-plan", handle: { feature: "foundersPlan" }, lazy: foundersPlan },
          { path: "points/revenue-sharing-program", handle: { feature: "revenueSharing" }, lazy: revenueSharing },
          { path: "partners", handle: { feature: "partners" }, lazy: partners },
          { path: "white-paper", handle: { feature: "whitePaper" }, lazy: whitePaper },
          { path: "opportunities", handle: { feature: "opportunities" }, lazy: opportunities },
          { path: "dao", handle: { feature: "dao" }, lazy: dao },
          // Ads (spec §2): overview, the manager with each ad and the results page, the schedule, the archive, the
          // credit history and the AdNet catalogue.
          { path: "ads-overview", handle: { feature: "adsOverview" }, lazy: adsOverview },
          { path: "ads-manager", handle: { feature: "adsManager" }, lazy: adsManager },
          { path: "ads-manager/successful", handle: { feature: "adsManager" }, lazy: adsResult },
          { path: "ads-manager/:id", handle: { feature: "adsManager" }, lazy: adsManagerAd },
          { path: "ads-schedule", handle: { feature: "adsSchedule" }, lazy: adsSchedule },
          { path: "ads-schedule/:id", handle: { feature: "adsSchedule" }, lazy: adsSchedule },
          { path: "ads-archive", handle: { feature: "adsArchive" }, lazy: adsArchive },
          { path: "ads-archive/:id", handle: { feature: "adsArchive" }, lazy: adsArchiveAd },
          { path: "ads-credit-history", handle: { feature: "adsCreditHistory" }, lazy: adsCreditHistory },
          { path: "adnet-catalog", handle: { feature: "adnetCatalog" }, lazy: adnetCatalog },
          ...MEMBER_FEATURES.flatMap((f) => [f.path, ...(f.also ?? [])].map((path) => ({ path, handle: { feature: f.key }, lazy: comingSoon })))
        ]
      },
      { path: "*", element: <Navigate to="/en" replace /> }
    ]
  },
  { path: "*", element: <Navigate to="/en" replace /> }
]
