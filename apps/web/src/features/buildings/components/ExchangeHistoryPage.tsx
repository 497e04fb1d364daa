import { DataTable, formatDateTime, formatDecimal, useDocumentTitle, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { exchangeHistory } from "../api/buildings"
import "../buildings.css"

/** `/{lang}/marketplace/exchangeupgradehistory` (spec §2): the member's building exchanges, newest first, in CST. */
const ExchangeHistoryPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const list = useLoad(exchangeHistory, [])
  useDocumentTitle(t("buildings.history.exchangeTitle"))
  return (
    <main className="iw-bld">
      <h1>{t("buildings.history.exchangeTitle")}</h1>
      <nav className="iw-bld__links" aria-label={t("buildings.exchange.histories")}>
        <Link to={to(lang, "building-exchange")}>{t("buildings.exchange.title")}</Link>
        <Link to={to(lang, "marketplace/bulding-purchase-history")}>{t("buildings.history.purchaseTitle")}</Link>
      </nav>
      <DataTable
        load={list}
        rows={list.data ?? []}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ "data-testid": "exchange-row", "data-kind": r.kind })}
        caption={t("buildings.history.exchangeTitle")}
        className="iw-rtable"
        region
        emptyAs="block"
        empty={t("buildings.history.noExchanges")}
        columns={[
          { key: "when", header: t("buildings.history.when"), cell: (r) => formatDateTime(r.exchangedAt, lang), sortBy: (r) => new Date(r.exchangedAt).getTime() },
          { key: "building", header: t("buildings.history.building"), rowHeader: true, cell: (r) => `#${r.buildingId}` },
          { key: "from", header: t("buildings.history.from"), cell: (r) => r.fromName },
          { key: "to", header: t("buildings.history.to"), cell: (r) => r.toName },
          { key: "kind", header: t("buildings.history.kind"), cell: (r) => t(`buildings.exchange.kind.${r.kind}`) },
          { key: "amount", header: t("buildings.history.amount"), cell: (r) => (r.kind === "downgrade" ? t("buildings.history.bonusBack", { amount: formatDecimal(r.amount.decimal) }) : t("buildings.ui.abeyPrice", { price: formatDecimal(r.amount.decimal) })) }
        ]}
      />
    </main>
  )
}

export default ExchangeHistoryPage
