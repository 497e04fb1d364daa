import { BUY_CATEGORIES, SELL_CATEGORIES } from "@iw/core/domain"
import { useTranslation } from "react-i18next"
import { NavLink } from "react-router"
import { to, useLang } from "../lib/lang"
import "./market-menu.css"

/**
 * The marketplace's Buy and Sell side menus (spec §2), shared by the store's pages and the buildings catalogue: the
 * Buy menu's buildings open the catalogue; every other category its shelf or its sell list.
 */
export const MarketMenu = () => {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <nav className="iw-market-menu" aria-label={t("market.ui.menuLabel")} data-testid="market-menu">
      <h2>{t("market.ui.buyMenu")}</h2>
      <ul>
        {BUY_CATEGORIES.map((c) => (
          <li key={c}>
            <NavLink to={to(lang, c === "buildings" ? "marketplace" : `marketplace/buy/${c}`)} end data-testid={`menu-buy-${c}`}>
              {t(`market.category.${c}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      <h2>{t("market.ui.sellMenu")}</h2>
      <ul>
        {SELL_CATEGORIES.map((c) => (
          <li key={c}>
            <NavLink to={to(lang, `marketplace/sell/${c}`)} data-testid={`menu-sell-${c}`}>
              {t(`market.category.${c}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
