import { DataTable, formatDateTime, formatDecimal, useDocumentTitle, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { purchaseHistory } from "../api/buildings"
import "../buildings.css"

/** `/{lang}/marketplace/bulding-purchase-history` (spec §2, its spelling): the member's building purchases, newest first, in CST. */
const PurchaseHistoryPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const list = useLoad(purchaseHistory, [])
  useDocumentTitle(t("buildings.history.purchaseTitle"))
  return (
    <main className="iw-bld">
      <h1>{t("buildings.history.purchaseTitle")}</h1>
      <nav className="iw-bld__links" aria-label={t("buildings.exchange.histories")}>
        <Link to={to(lang, "marketplace")}>{t("buildings.ui.title")}</Link>
        <Link to={to(lang, "marketplace/exchangeupgradehistory")}>{t("buildings.history.exchangeTitle")}</Link>
      </nav>
      <DataTable
        load={list}
        rows={list.data ?? []}
        rowKey={(r) => r.id}
        rowProps={() => ({ "data-testid": "purchase-row" })}
        caption={t("buildings.history.purchaseTitle")}
        className="iw-rtable"
        region
        emptyAs="block"
        empty={t("buildings.history.noPurchases")}
        columns={[
          { key: "when", header: t("buildings.history.when"), cell: (r) => formatDateTime(r.purchasedAt, lang), sortBy: (r) => new Date(r.purchasedAt).getTime() },
          { key: "name", header: t("buildings.history.building"), rowHeader: true, cell: (r) => `${r.name} #${r.buildingId}` },
          { key: "option", header: t("buildings.ui.paymentOption"), cell: (r) => t(`buildings.ui.option.${r.paymentOption}`) },
          { key: "amount", header: t("buildings.history.amount"), cell: (r) => (r.asset === "tickets" ? t("buildings.ui.ticketPrice", { tickets: r.amount }) : t("buildings.ui.abeyPrice", { price: formatDecimal(r.amount) })) }
        ]}
      />
    </main>
  )
}

export default PurchaseHistoryPage
