import type { MemberProfile } from "@iw/contracts"
import { CopyButton, Spinner, formatDate, formatDecimal, useDocumentTitle, useSession } from "@iw/ui"
import { Suspense, lazy, useMemo } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { memberSession } from "../../../lib/session"
import { useContentUnread } from "../../../lib/unread"
import "../member-home.css"

/** The map brings pixi.js: its own chunk, so the rest of the home shows at once. */
const MapView = lazy(() => import("../../map/components/MapView"))

type IconName = "plots" | "games" | "gem" | "tree" | "store" | "ticket" | "megaphone" | "calendar" | "chart" | "support" | "book" | "download"

const ICONS: Record<IconName, string> = {
  plots: "M12 3l9 5-9 5-9-5 9-5Z M3 12l9 5 9-5 M3 16l9 5 9-5",
  games: "M7 8h10a5 5 0 0 1 5 5v1a3 3 0 0 1-5.3 1.9L15 14H9l-1.7 1.9A3 3 0 0 1 2 14v-1a5 5 0 0 1 5-5Z M7 10.5v4 M5 12.5h4 M15.5 12h.01 M18 13.5h.01",
  gem: "M6 3h12l4 6-10 12L2 9l4-6Z M2 9h20 M10 3 8 9l4 12 4-12-2-6",
  tree: "M12 2 5 12h4l-3 5h12l-3-5h4L12 2Z M12 17v5",
  store: "M3 9l1.5-5h15L21 9v11H3V9Z M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0 M9 20v-5h6v5",
  ticket: "M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4V7Z M14 7v10",
  megaphone: "M3 10v4h3l8 4V6l-8 4H3Z M18 9a4 4 0 0 1 0 6 M6 14l1 5h3l-1-4",
  calendar: "M4 6h16v14H4V6Z M4 10h16 M8 3v5 M16 3v5",
  chart: "M5 20V11 M11 20V5 M17 20v-7 M2 20h20",
  support: "M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18Z M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8Z M5.6 5.6l3.6 3.6 M14.8 14.8l3.6 3.6 M18.4 5.6l-3.6 3.6 M9.2 14.8l-3.6 3.6",
  book: "M5 4.5A1.5 1.5 0 0 1 6.5 3H20v15H6.5A1.5 1.5 0 0 0 5 19.5v-15Z M5 19.5A1.5 1.5 0 0 0 6.5 21H20 M9 7h7",
  download: "M12 3v12 M7 10l5 5 5-5 M4 21h16"
}

const Icon = ({ name }: { readonly name: IconName }) => (
  <svg className="iw-home__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <path d={ICONS[name]} />
  </svg>
)

interface QuickLink {
  /** A key of the `features` namespace (title and description), and the screen's path. */
  readonly key: string
  readonly path: string
  readonly icon: IconName
  readonly when?: (p: MemberProfile) => boolean
  readonly unread?: (p: MemberProfile) => number
}

/** Member screens, gated as spec §6 says: marketplace needs plots, tickets need accessTickets, ads need adnetIsVisible. */
const LINKS: ReadonlyArray<QuickLink> = [
  { key: "myPlots", path: "my-plots", icon: "plots" },
  { key: "gameCenter", path: "game-center", icon: "games" },
  { key: "goldRush", path: "gold-rush", icon: "gem" },
  { key: "lumberYard", path: "lumber-yard", icon: "tree" },
  { key: "marketplace", path: "marketplace", icon: "store", when: (p) => p.memberHasPlots },
  { key: "experienceTickets", path: "experience-tickets", icon: "ticket", when: (p) => p.accessTickets },
  { key: "announcements", path: "announcements", icon: "megaphone", unread: (p) => p.unreadAnnouncements },
  { key: "events", path: "events", icon: "calendar", unread: (p) => p.unreadEvents },
  { key: "adsOverview", path: "ads-overview", icon: "chart", when: (p) => p.adnetIsVisible },
  { key: "support", path: "support", icon: "support" },
  { key: "tutorials", path: "tutorials", icon: "book" }
]

/**
 * A member whose account is less than a day old is welcomed, not welcomed back. The profile may come from the session
 * kept in storage, where the date is text again, so it is read as either.
 */
const isNewMember = (createdAt: Date | string) => Date.now() - new Date(createdAt).getTime() < 86_400_000

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => Array.from(w)[0]?.toUpperCase() ?? "")
    .join("")

/**
 * The signed-in member's home at `/{lang}` (spec §2 Map): the live world map first, then balances from the profile
 * and quick links. `?x=&y=` opens the map on a plot (links from my-plots).
 */
const MemberHome = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const profile = useContentUnread(useSession(memberSession)?.profile)
  const [params] = useSearchParams()
  const px = params.get("x")
  const py = params.get("y")
  const initial = useMemo(() => (px !== null && py !== null && /^-?\d+$/.test(px) && /^-?\d+$/.test(py) ? { x: Number(px), y: Number(py) } : null), [px, py])
  useDocumentTitle(t("common.appName"))
  if (!profile) return null
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(" ").trim() || String(profile.id)
  const links = LINKS.filter((l) => !l.when || l.when(profile))

  return (
    <div className="iw-page iw-home" data-testid="member-home">
      <header className="iw-home__hello">
        <span className="iw-home__avatar" aria-hidden="true">
          {initials(name) || "#"}
        </span>
        <div className="iw-home__who">
          <h1>{t(isNewMember(profile.createdAt) ? "landing.member.welcomeNew" : "landing.member.welcome", { name })}</h1>
          <p className="iw-home__id">
            <span data-testid="member-home-id">{t("landing.member.memberId", { id: profile.id })}</span>
            <CopyButton text={String(profile.id)} label={t("landing.member.copyId")} copiedLabel={t("common.copied")} />
          </p>
          <p className="iw-home__lead">{t("landing.member.lead")}</p>
        </div>
      </header>

      <section className="iw-home__world" aria-labelledby="home-map-title" data-testid="member-home-map">
        <h2 id="home-map-title">{t("landing.member.map.title")}</h2>
        <Suspense fallback={<Spinner label={t("common.loading")} />}>
          <MapView variant="page" initial={initial} />
        </Suspense>
      </section>

      <div className="iw-home__grid">

        <section className="iw-card iw-home__balances" aria-labelledby="home-balances-title">
          <h2 id="home-balances-title">{t("landing.member.balances.title")}</h2>
          <dl className="iw-home__balance-list">
            <div className="iw-home__balance iw-home__balance--abey" data-testid="member-home-abey">
              <dt>{t("landing.member.balances.abey")}</dt>
              <dd>
                <strong>{formatDecimal(profile.balance.decimal)}</strong> <span className="iw-home__unit">ABEY</span>
                <span className="iw-home__note">
                  {t("landing.member.balances.abeySplit", {
                    ordinary: formatDecimal(profile.balanceOrdinary.decimal),
                    bonus: formatDecimal(profile.balanceBonus.decimal)
                  })}
                </span>
              </dd>
            </div>
            <div className="iw-home__balance" data-testid="member-home-system-wallet">
              <dt>{t("landing.member.balances.systemWallet")}</dt>
              <dd>
                <strong>{formatDecimal(profile.sysWalletBalance.decimal)}</strong> <span className="iw-home__unit">ABEY</span>
                <span className="iw-home__note">{t("landing.member.balances.systemWalletNote")}</span>
              </dd>
            </div>
            {profile.accessTickets && (
              <div className="iw-home__balance" data-testid="member-home-tickets">
                <dt>{t("landing.member.balances.tickets")}</dt>
                <dd>
                  <strong>{formatDecimal(profile.tickets.decimal, { min: 0 })}</strong>
                  <span className="iw-home__note">
                    {profile.closestExpiration
                      ? t("landing.member.balances.ticketsExpire", { date: formatDate(profile.closestExpiration, lang) })
                      : t("landing.member.balances.ticketsNote")}
                  </span>
                </dd>
              </div>
            )}
          </dl>
        </section>
      </div>

      <section className="iw-home__links" aria-labelledby="home-links-title">
        <h2 id="home-links-title">{t("landing.member.links.title")}</h2>
        <ul className="iw-home__link-grid">
          {links.map((l) => {
            const unread = l.unread?.(profile) ?? 0
            return (
              <li key={l.key}>
                <Link className="iw-home__link" to={to(lang, l.path)} data-testid={`member-home-link-${l.key}`}>
                  <Icon name={l.icon} />
                  <span className="iw-home__link-text">
                    <span className="iw-home__link-title">
                      {t(`features.${l.key}.title`)}
                      {unread > 0 && <span className="iw-badge iw-home__unread">{t("landing.member.links.unread", { count: unread })}</span>}
                    </span>
                    <span className="iw-home__link-desc">{t(`features.${l.key}.description`)}</span>
                  </span>
                </Link>
              </li>
            )
          })}
          <li>
            <Link className="iw-home__link" to={to(lang, "downloads")} data-testid="member-home-link-downloads">
              <Icon name="download" />
              <span className="iw-home__link-text">
                <span className="iw-home__link-title">{t("landing.member.links.downloads")}</span>
                <span className="iw-home__link-desc">{t("landing.member.links.downloadsDescription")}</span>
              </span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  )
}

export default MemberHome
