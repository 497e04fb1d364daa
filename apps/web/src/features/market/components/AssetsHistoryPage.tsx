import { DataTable, formatDateTime, formatDecimal, useDocumentTitle, usePagedQuery } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { MarketMenu } from "../../../components/MarketMenu"
import { useLang } from "../../../lib/lang"
import { history } from "../api/market"
import { itemName } from "./item-name"

/** `/{lang}/assets-history` (spec §2): the member's store sales and purchases, newest first, 15 a page. */
const AssetsHistoryPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const list = usePagedQuery(({ page }) => history(page), { scrollToTop: true })
  useDocumentTitle(t("market.ui.history"))
  return (
    <main className="iw-page iw-market">
      <MarketMenu />
      <section>
        <h1>{t("market.ui.history")}</h1>
        <DataTable
          testId="assets-history"
          caption={t("market.ui.history")}
          region
          load={list}
          rows={list.rows}
          rowKey={(s) => s.id}
          pager={list.pager}
          empty={t("market.ui.historyEmpty")}
          rowProps={(s) => ({ "data-testid": `sale-${s.id}`, "data-side": s.side })}
          columns={[
            { key: "date", header: t("market.ui.date"), cell: (s) => formatDateTime(s.date, lang) },
            { key: "item", header: t("market.ui.item"), cell: (s) => itemName(t, { name: s.name, resource: s.itemKey.startsWith("asset:") ? null : s.itemKey }), rowHeader: true },
            { key: "side", header: t("market.ui.direction"), cell: (s) => t(`market.ui.side.${s.side}`) },
            { key: "quantity", header: t("market.ui.quantity"), cell: (s) => s.quantity },
            { key: "price", header: t("market.ui.price"), cell: (s) => formatDecimal(s.price.decimal, { min: 0 }) },
            { key: "fee", header: t("market.ui.fee"), cell: (s) => formatDecimal(s.fee.decimal, { min: 0 }) },
            { key: "net", header: t("market.ui.net"), cell: (s) => formatDecimal(s.net.decimal, { min: 0 }) },
            { key: "counterparty", header: t("market.ui.counterparty"), cell: (s) => (s.counterpartyId === null ? t("market.ui.house") : s.counterpartyId) }
          ]}
        />
      </section>
    </main>
  )
}

export default AssetsHistoryPage
