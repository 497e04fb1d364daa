import { SELL_CATEGORIES } from "@iw/core/domain"
import { DataTable, Notice, formatDateTime, formatDecimal, useDocumentTitle, usePagedQuery } from "@iw/ui"
import { Button } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Navigate, useParams } from "react-router"
import { MarketMenu } from "../../../components/MarketMenu"
import { to, useLang } from "../../../lib/lang"
import { type Category, type Listing, listings } from "../api/market"
import { BuyDialog } from "./BuyDialog"
import { itemName } from "./item-name"

/** `/{lang}/marketplace/buy/{category}` (spec §2 Buy menu): the category's active listings, paged, each with Buy. */
const MarketBuyPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const { category = "" } = useParams()
  const known = (SELL_CATEGORIES as ReadonlyArray<string>).includes(category)
  const list = usePagedQuery(({ page }) => listings(category as Category, page), { deps: [category], enabled: known })
  const [buying, setBuying] = useState<Listing | null>(null)
  const [done, setDone] = useState<string | null>(null)
  useDocumentTitle(`${t("market.ui.title")} · ${known ? t(`market.category.${category}`) : ""}`)
  if (!known) return <Navigate to={to(lang, "marketplace/buy/vehicles")} replace />
  return (
    <main className="iw-page iw-market">
      <MarketMenu />
      <section>
        <h1>
          {t("market.ui.buyMenu")} · {t(`market.category.${category}`)}
        </h1>
        {done ? <Notice tone="success">{done}</Notice> : null}
        <DataTable
          testId="market-listings"
          caption={t(`market.category.${category}`)}
          region
          load={list}
          rows={list.rows}
          rowKey={(l) => l.id}
          pager={list.pager}
          empty={t("market.ui.empty")}
          rowProps={(l) => ({ "data-testid": `listing-${l.id}` })}
          columns={[
            { key: "item", header: t("market.ui.item"), cell: (l) => itemName(t, l), rowHeader: true },
            { key: "left", header: t("market.ui.quantity"), cell: (l) => t("market.ui.left", { quantity: l.quantity, amount: l.amount }) },
            { key: "unit", header: t("market.ui.unitPrice"), cell: (l) => formatDecimal(l.unitPrice.decimal, { min: 0 }), className: "iw-num" },
            { key: "expiry", header: t("market.ui.expiry"), cell: (l) => formatDateTime(l.expiry, lang) },
            { key: "seller", header: t("market.ui.seller"), cell: (l) => (l.ownerId === null ? t("market.ui.house") : l.ownerId) },
            {
              key: "buy",
              header: t("market.ui.actions"),
              headerHidden: true,
              cell: (l) => (
                <Button onClick={() => setBuying(l)} data-testid={`buy-${l.id}`}>
                  {t("market.ui.buy")}
                </Button>
              )
            }
          ]}
        />
      </section>
      <BuyDialog
        listing={buying}
        onClose={() => setBuying(null)}
        onBought={(message) => {
          setBuying(null)
          setDone(message)
          list.reload()
        }}
      />
    </main>
  )
}

export default MarketBuyPage
