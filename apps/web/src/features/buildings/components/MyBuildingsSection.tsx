import { LoadState, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { ownedBuildings } from "../api/buildings"
import { MyBuildings } from "./MyBuildings"
import "../buildings.css"

/**
 * The buildings part of `/{lang}/my-assets` (spec §2 Property and assets): the member's buildings, placed or not,
 * with Place, Remove and Exchange (a listed one: its listing and Cancel listing), and the way to the catalogue and the
 * histories. The app puts it on the store's my-assets page, which passes `version` (reload when its listings change)
 * and `onChanged` (a listing changed here).
 */
export const MyBuildingsSection = ({ version = 0, onChanged }: { readonly version?: number; readonly onChanged?: () => void }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const owned = useLoad(ownedBuildings, [version])
  const changed = () => {
    owned.reload()
    onChanged?.()
  }
  return (
    <section className="iw-bld" aria-labelledby="my-assets-buildings" data-testid="my-assets-page">
      <h2 id="my-assets-buildings">{t("buildings.ui.mine")}</h2>
      <p>{owned.data ? t("buildings.assets.summary", { total: owned.data.length, placed: owned.data.filter((b) => b.placed).length }) : null}</p>
      <LoadState load={owned}>{(list) => <MyBuildings owned={list} onChanged={changed} />}</LoadState>
      <nav className="iw-bld__links" aria-label={t("buildings.exchange.histories")}>
        <Link to={to(lang, "marketplace")}>{t("buildings.assets.toCatalogue")}</Link>
        <Link to={to(lang, "building-exchange")}>{t("buildings.exchange.title")}</Link>
        <Link to={to(lang, "marketplace/bulding-purchase-history")}>{t("buildings.history.purchaseTitle")}</Link>
        <Link to={to(lang, "marketplace/exchangeupgradehistory")}>{t("buildings.history.exchangeTitle")}</Link>
      </nav>
    </section>
  )
}
