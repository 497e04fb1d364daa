import { useDocumentTitle, useSession } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { memberSession } from "../../../lib/session"
import "../game-center.css"

/** External games and stores of spec §2 (placeholders until the production addresses are configured). */
export const GAME_LINKS = {
  xracer: "https://xracer.interworld.example",
  world2d: "https://2d.interworld.example",
  shopApp: "https://shop.interworld.example",
  ticketStore: "https://tickets.interworld.example"
} as const

/**
 * `/{lang}/game-center` (spec §2 Games): Gold Rush and Lumber Yard, and the external links: XRacer, the 2D world
 * (only for members with 2D access, FEATURE_2D_ACCESS), the shop app and the ticket store.
 */
const GameCenterPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const profile = useSession(memberSession)?.profile ?? null
  useDocumentTitle(t("features.gameCenter.title"))
  const external = [
    { id: "xracer", label: t("shell.nav.xracer"), href: GAME_LINKS.xracer },
    ...(profile?._2DAccess ? [{ id: "world2d", label: t("games.ui.world2d"), href: GAME_LINKS.world2d }] : []),
    { id: "shopApp", label: t("games.ui.shopApp"), href: GAME_LINKS.shopApp },
    { id: "ticketStore", label: t("games.ui.ticketStore"), href: GAME_LINKS.ticketStore }
  ]
  return (
    <main className="iw-game" data-testid="game-center">
      <h1>{t("features.gameCenter.title")}</h1>
      <p>{t("features.gameCenter.description")}</p>
      <ul className="iw-game__cards">
        {(["goldRush", "lumberYard"] as const).map((key) => (
          <li key={key}>
            <h2>{t(`features.${key}.title`)}</h2>
            <p>{t(`features.${key}.description`)}</p>
            <Link className="iw-btn iw-btn--primary" to={to(lang, key === "goldRush" ? "gold-rush" : "lumber-yard")} data-testid={`play-${key}`}>
              {t("games.ui.play")}
              <span className="iw-visually-hidden">: {t(`features.${key}.title`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2>{t("games.ui.external")}</h2>
      <ul className="iw-game__list">
        {external.map((l) => (
          <li key={l.id}>
            <a href={l.href} target="_blank" rel="noopener noreferrer" data-testid={`link-${l.id}`}>
              {l.label} <span className="iw-visually-hidden">{t("shell.nav.newTab")}</span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  )
}

export default GameCenterPage
