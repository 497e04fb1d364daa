import { SELL_CATEGORIES } from "@iw/core/domain"
import { Button, DataTable, LoadState, Notice, useDocumentTitle, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Navigate, useParams } from "react-router"
import { MarketMenu } from "../../../components/MarketMenu"
import { to, useLang } from "../../../lib/lang"
import { type Category, myAssets, terms } from "../api/market"
import { type SellItem, SellDialog } from "./SellDialog"

/** `/{lang}/marketplace/sell/{category}` (spec §2 Sell menu): what the member holds in the category, each with Sell. */
const MarketSellPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const { category = "" } = useParams()
  const known = (SELL_CATEGORIES as ReadonlyArray<string>).includes(category)
  const data = useLoad(() => Promise.all([myAssets(), terms()]).then(([assets, storeTerms]) => ({ assets, storeTerms })), [])
  const [selling, setSelling] = useState<SellItem | null>(null)
  const [done, setDone] = useState(false)
  useDocumentTitle(`${t("market.ui.title")} · ${known ? t(`market.category.${category}`) : ""}`)
  if (!known) return <Navigate to={to(lang, "marketplace/sell/vehicles")} replace />
  return (
    <main className="iw-page iw-market">
      <MarketMenu />
      <section>
        <h1>
          {t("market.ui.sellMenu")} · {t(`market.category.${category}`)}
        </h1>
        {done ? <Notice tone="success">{t("market.ui.listed")}</Notice> : null}
        <LoadState load={data}>
          {({ assets, storeTerms }) => {
            const items: ReadonlyArray<SellItem & { readonly blocked?: string | null }> = [
              ...assets.resources
                .filter((r) => r.category === category && r.units > 0)
                .map((r) => ({ category: category as Category, name: t(`market.resource.${r.resource}`), itemKey: r.resource, resource: r.resource, units: r.units })),
              ...assets.data
                .filter((a) => a.category === category && a.state === "held")
                .map((a) => ({ category: category as Category, name: `${a.name} (${t(`market.assetType.${a.type}`)})`, itemKey: `asset:${a.type}`, assetId: a.id, units: 1 })),
              ...assets.buildings
                .filter((b) => b.category === category && b.state !== "listed")
                .map((b) => ({
                  category: category as Category,
                  name: `${b.name} (${t("market.ui.building")} ${b.size})`,
                  itemKey: `building:${b.templateId}`,
                  buildingId: b.id,
                  units: 1,
                  // A placed building is sold only once it is off its PLOTs; a minted one lives in the wallet.
                  blocked: b.state === "placed" ? t("market.ui.removeFirst") : b.state === "minted" ? t("market.ui.mintedNoSale") : null
                }))
            ]
            return (
              <>
                <DataTable
                  testId="market-holdings"
                  region
                  caption={t(`market.category.${category}`)}
                  rows={items}
                  rowKey={(i) => (i.buildingId !== undefined ? `b${i.buildingId}` : (i.assetId ?? i.resource ?? i.name))}
                  empty={t("market.ui.nothingToSell")}
                  columns={[
                    { key: "item", header: t("market.ui.item"), cell: (i) => i.name, rowHeader: true },
                    { key: "units", header: t("market.ui.units"), cell: (i) => i.units },
                    {
                      key: "sell",
                      header: t("market.ui.actions"),
                      headerHidden: true,
                      cell: (i) =>
                        i.blocked ? (
                          <span className="iw-muted" data-testid={`sell-blocked-${i.buildingId}`}>
                            {i.blocked}
                          </span>
                        ) : (
                          <Button onClick={() => setSelling(i)} data-testid={`sell-${i.buildingId !== undefined ? `building-${i.buildingId}` : (i.assetId ?? i.resource)}`}>
                            {t("market.ui.sell")}
                          </Button>
                        )
                    }
                  ]}
                />
                <SellDialog
                  key={selling?.itemKey ?? "none"}
                  item={selling}
                  terms={storeTerms}
                  onClose={() => setSelling(null)}
                  onListed={() => {
                    setSelling(null)
                    setDone(true)
                    data.reload()
                  }}
                />
              </>
            )
          }}
        </LoadState>
      </section>
    </main>
  )
}

export default MarketSellPage
