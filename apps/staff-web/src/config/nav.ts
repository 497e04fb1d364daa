import type { Access } from "../lib/roles"

export interface NavItem {
  /** Router path (under the /staff basename). */
  readonly to: string
  /** Key of the label under `backoffice.nav.`. */
  readonly label: string
  readonly access: Access
  /** Other path prefixes that mark this item as current. */
  readonly matches?: ReadonlyArray<string>
  /** Path prefixes that belong to another item, though they start with `to`. */
  readonly excludes?: ReadonlyArray<string>
}

export interface NavGroup {
  /** Key under `backoffice.nav.groups.`. */
  readonly key: string
  readonly items: ReadonlyArray<NavItem>
}

/** The sidebar (spec §2 Staff area), grouped; each item shows only when the staff member's roles open it. */
export const NAV: ReadonlyArray<NavGroup> = [
  {
    key: "content",
    items: [
      { to: "/announcements", label: "announcements", access: "back-office" },
      { to: "/events", label: "events", access: "back-office" },
      { to: "/tutorials", label: "tutorials", access: "back-office" }
    ]
  },
  {
    key: "support",
    items: [
      { to: "/support", label: "tickets", access: "back-office", excludes: ["/support/create"] },
      { to: "/support/create", label: "newTicket", access: "back-office" }
    ]
  },
  {
    key: "members",
    items: [
      { to: "/member", label: "members", access: "back-office" },
      { to: "/management", label: "management", access: "back-office" },
      { to: "/audit", label: "audit", access: "back-office" },
      { to: "/outbox", label: "outbox", access: "back-office" }
    ]
  },
  {
    key: "commerce",
    items: [
      { to: "/purchases", label: "purchases", access: "back-office" },
      { to: "/product-registration", label: "productRegistration", access: "back-office" },
      { to: "/plot-registration", label: "plotRegistration", access: "back-office" },
      { to: "/experience-ticket", label: "experienceTicket", access: "back-office", matches: ["/plot-ticket"] },
      { to: "/ledger", label: "ledger", access: "back-office" },
      { to: "/ad-moderation", label: "adModeration", access: "back-office" }
    ]
  },
  {
    key: "statistics",
    items: [
      { to: "/statistics/adnet", label: "statsAdnet", access: "back-office" },
      { to: "/statistics/assets-history", label: "statsAssetsHistory", access: "back-office" },
      { to: "/statistics/support", label: "statsSupport", access: "back-office" },
      { to: "/statistics/sales", label: "statsSales", access: "back-office" },
      { to: "/statistics/plot-sales", label: "statsPlotSales", access: "back-office" },
      { to: "/statistics/users-activity", label: "statsUsersActivity", access: "back-office" },
      { to: "/statistics/revenue", label: "statsRevenue", access: "back-office" },
      { to: "/statistics/nft-office-transfer-history", label: "statsNftOfficeTransfer", access: "back-office" }
    ]
  },
  {
    key: "queues",
    items: [
      { to: "/queue_avatars", label: "queueAvatars", access: "custom-orders" },
      { to: "/queue_3dmodels", label: "queue3dModels", access: "custom-orders" },
      { to: "/live2earn", label: "live2earn", access: "back-office" },
      { to: "/programmes", label: "programmes", access: "back-office" },
      { to: "/dao", label: "dao", access: "back-office" }
    ]
  }
]

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

export const isCurrent = (item: NavItem, pathname: string): boolean =>
  [item.to, ...(item.matches ?? [])].some((p) => under(pathname, p)) && !(item.excludes ?? []).some((p) => under(pathname, p))
