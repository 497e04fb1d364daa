import type { MemberProfile } from "@iw/contracts"
import { XRACER_URL } from "./links"

/**
 * What the member site's menus contain, decided from the profile alone (spec §2 Desktop header, §6 In the UI).
 * Labels are catalogue keys; the components translate them.
 */
export type NavItem =
  | {
      readonly kind: "link"
      readonly id: string
      readonly path: string
      readonly label: string
      readonly unread?: number
      /** The unread number is shown as a count (announcements, events) rather than a dot (support). */
      readonly counted?: boolean
      readonly end?: boolean
    }
  | { readonly kind: "external"; readonly id: string; readonly href: string; readonly label: string }
  | { readonly kind: "map"; readonly id: "map"; readonly label: string }
  | { readonly kind: "group"; readonly id: string; readonly label: string; readonly items: ReadonlyArray<NavItem> }

export interface NavSection {
  readonly id: "property" | "games" | "ads" | "support" | "content" | "account"
  readonly label: string
  readonly items: ReadonlyArray<NavItem>
}

type LinkExtra = { unread?: number; counted?: boolean; end?: boolean }
const link = (id: string, path: string, label: string, extra: LinkExtra = {}): NavItem => ({ kind: "link", id, path, label, ...extra })
const feature = (key: string, path: string, extra: LinkExtra = {}): NavItem => link(key, path, `features.${key}.title`, extra)
const MAP: NavItem = { kind: "map", id: "map", label: "shell.nav.map" }
const DOWNLOADS = link("downloads", "downloads", "shell.nav.downloads")

export const gamesItems = (): ReadonlyArray<NavItem> => [
  feature("gameCenter", "game-center"),
  { kind: "external", id: "xracer", href: XRACER_URL, label: "shell.nav.xracer" },
  feature("goldRush", "gold-rush"),
  feature("lumberYard", "lumber-yard")
]

/** Announcements, events and tutorials, with the unread counts of the first two (spec §3 Unread counts). */
export const contentItems = (profile: Pick<MemberProfile, "unreadAnnouncements" | "unreadEvents">): ReadonlyArray<NavItem> => [
  feature("announcements", "announcements", { unread: profile.unreadAnnouncements, counted: true }),
  feature("events", "events", { unread: profile.unreadEvents, counted: true }),
  feature("tutorials", "tutorials")
]

/** Everything unread behind an item: a link's own count, or the sum over a group's links. */
export const unreadOf = (item: NavItem): number =>
  item.kind === "link" ? (item.unread ?? 0) : item.kind === "group" ? item.items.reduce((n, i) => n + unreadOf(i), 0) : 0

/** Whether an item's unread shows as a number (a group: when any of its links does). */
export const isCounted = (item: NavItem): boolean => (item.kind === "link" ? item.counted === true : item.kind === "group" && item.items.some(isCounted))

/**
 * Header links: members get the full set, visitors only Map and Downloads (log in and registration sit on the right).
 * The News menu carries the unread announcement and event counts on desktop, and in the More menu at 1150 px or less.
 */
export const headerItems = (profile: MemberProfile | null, supportUnread: number): ReadonlyArray<NavItem> => {
  if (!profile) return [MAP, DOWNLOADS]
  return [
    MAP,
    ...(profile.memberHasPlots ? [feature("marketplace", "marketplace"), feature("myAssets", "my-assets")] : []),
    { kind: "group", id: "games", label: "shell.nav.games", items: gamesItems() },
    ...(profile.adnetIsVisible ? [link("ads", "ads-overview", "shell.nav.ads")] : []),
    link("support", "support", "shell.nav.support", { unread: supportUnread }),
    { kind: "group", id: "news", label: "shell.nav.news", items: contentItems(profile) },
    DOWNLOADS
  ]
}

/** Custom avatars and 3D models (paid in tickets: members with ticket access) and Live2Earn (accessLive2Earn), spec §1, §6. */
const customOrderItems = (profile: Pick<MemberProfile, "accessTickets" | "accessLive2Earn">): ReadonlyArray<NavItem> => [
  ...(profile.accessTickets ? [feature("avatars", "avatars"), feature("models", "models")] : []),
  ...(profile.accessLive2Earn ? [feature("live2earn", "live2earn")] : [])
]

/** The member-ID menu (spec §2): linked wallet, plots, histories, tickets, AP points, programs; log out is added by the menu. */
export const accountItems = (profile: MemberProfile): ReadonlyArray<NavItem> => {
  const programs: Array<NavItem> = [
    ...(profile.citizenProgramIsVisible ? [feature("citizenProgram", "points/citizen-program")] : []),
    ...(profile.founderPlanIsVisible ? [feature("foundersPlan", "points/founders-plan")] : []),
    feature("revenueSharing", "points/revenue-sharing-program"),
    // The DAO link only when FEATURE_DAO_LINK lets the member in (spec §6 "DAO link: disabled" by default).
    ...(profile.daoLinkIsVisible ? [feature("dao", "dao")] : []),
    feature("opportunities", "opportunities"),
    feature("partners", "partners"),
    feature("whitePaper", "white-paper")
  ]
  return [
    feature("linkedWallet", "linked-wallet"),
    feature("myPlots", "my-plots"),
    feature("assetsHistory", "assets-history"),
    ...(profile.accessTickets ? [feature("purchaseHistory", "purchase-history"), feature("experienceTickets", "experience-tickets")] : []),
    feature("apPoints", "ap-points"),
    ...customOrderItems(profile),
    { kind: "group", id: "programs", label: "shell.sections.programs", items: programs }
  ]
}

/** Collapsible sections of the mobile burger menu (spec §2 Mobile). */
export const mobileSections = (profile: MemberProfile, supportUnread: number): ReadonlyArray<NavSection> => {
  const sections: Array<NavSection> = [
    {
      id: "property",
      label: "shell.sections.property",
      items: [
        feature("myPlots", "my-plots"),
        ...(profile.memberHasPlots ? [feature("marketplace", "marketplace"), feature("myAssets", "my-assets")] : []),
        feature("assetsHistory", "assets-history"),
        ...(profile.accessTickets ? [feature("experienceTickets", "experience-tickets")] : []),
        ...customOrderItems(profile)
      ]
    },
    { id: "games", label: "shell.sections.games", items: gamesItems() }
  ]
  if (profile.adnetIsVisible) {
    sections.push({
      id: "ads",
      label: "shell.sections.ads",
      items: [
        feature("adsOverview", "ads-overview"),
        feature("adsManager", "ads-manager"),
        feature("adsSchedule", "ads-schedule"),
        feature("adsArchive", "ads-archive"),
        feature("adsCreditHistory", "ads-credit-history"),
        feature("adnetCatalog", "adnet-catalog")
      ]
    })
  }
  sections.push(
    {
      id: "support",
      label: "shell.sections.support",
      items: [link("support", "support", "shell.nav.myTickets", { unread: supportUnread, end: true }), link("supportCreate", "support/create", "shell.nav.newTicket")]
    },
    { id: "content", label: "shell.sections.content", items: contentItems(profile) },
    { id: "account", label: "shell.sections.account", items: accountItems(profile) }
  )
  return sections
}

/** True when the current path (without its language segment) is the item's page or below it. */
export const isCurrentPath = (rest: string, path: string): boolean => rest === path || rest.startsWith(`${path}/`)

/** The path after the language segment: `/en/support/all` → `support/all`. */
export const pathRest = (pathname: string): string => pathname.split("/").slice(2).join("/")

/** The section that holds the current page, so the mobile menu opens it first. */
export const sectionOf = (sections: ReadonlyArray<NavSection>, rest: string): NavSection["id"] | null => {
  const holds = (items: ReadonlyArray<NavItem>): boolean =>
    items.some((i) => (i.kind === "link" && isCurrentPath(rest, i.path)) || (i.kind === "group" && holds(i.items)))
  return sections.find((s) => holds(s.items))?.id ?? null
}
