import { DataTable, LoadState, Notice, formatDateTime, formatDecimal, useDocumentTitle, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useGamePage } from "../../../components/game-page"
import { useLang } from "../../../lib/lang"
import { history, lumberYardState } from "../api/lumber-yard"
import { PlotCard, WOOD_KEYS } from "./PlotCard"
import { ShopPanel } from "./ShopPanel"

const HistoryTable = ({ version }: { readonly version: number }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const data = useLoad(history, [version])
  return (
    <section aria-labelledby="ly-history">
      <h2 id="ly-history">{t("games.ui.history")}</h2>
      <DataTable
        caption={t("games.ui.history")}
        load={data}
        rows={data.data ?? []}
        rowKey={(r) => r.id}
        testId="lumber-history"
        region
        empty={t("games.ui.empty")}
        columns={[
          { key: "date", header: t("games.ui.date"), cell: (r) => formatDateTime(r.createdAt, lang) },
          { key: "action", header: t("games.ui.action"), cell: (r) => t(`games.ui.actions.${r.action}`) },
          { key: "details", header: t("games.ui.details"), cell: (r) => (typeof r.details.growth === "number" ? t("games.ui.growth", { growth: r.details.growth }) : r.details.plotId ? `PLOT ${r.details.plotId}` : "") }
        ]}
      />
    </section>
  )
}

/**
 * `/{lang}/lumber-yard` (spec §2, §4 Lumber, §7 Lumber Yard): the member's PLOTs with their planting positions and
 * trees (a growth meter, Water once a CST day, Harvest at 10), the inventory, the wood materials, the shop, history.
 */
const LumberYardPage = () => {
  const { t } = useTranslation()
  const { data, version, message, changed } = useGamePage(lumberYardState)
  useDocumentTitle(t("features.lumberYard.title"))
  return (
    <main className="iw-game" data-testid="lumber-yard">
      <h1>{t("features.lumberYard.title")}</h1>
      <p>{t("features.lumberYard.description")}</p>
      <div aria-live="polite">{message ? <Notice tone="success">{message}</Notice> : null}</div>
      <LoadState load={data}>
        {(d) => {
          const seeds = d.inventory.filter((i) => i.item.startsWith("seed-") && i.quantity > 0).map((i) => Number(i.item.slice(5)))
          return (
            <>
              <section aria-labelledby="ly-plots">
                <h2 id="ly-plots">{t("games.ui.lands")}</h2>
                {d.plots.length === 0 ? <p>{t("games.ui.noLands")}</p> : null}
                {seeds.length === 0 && d.plots.length > 0 ? <p>{t("games.ui.noSeeds")}</p> : null}
                {d.plots.map((p) => (
                  <PlotCard key={`${p.x},${p.y}`} plot={p} seeds={seeds} onChanged={changed} />
                ))}
              </section>
              <section aria-labelledby="ly-inventory">
                <h2 id="ly-inventory">{t("games.ui.inventory")}</h2>
                {d.inventory.length === 0 ? (
                  <p>{t("games.ui.empty")}</p>
                ) : (
                  <ul className="iw-game__list" data-testid="inventory">
                    {d.inventory.map((i) => (
                      <li key={i.item}>
                        {t(`games.ui.products.${i.item}`)}: <strong>{i.quantity}</strong>
                      </li>
                    ))}
                  </ul>
                )}
                <h2>{t("games.ui.materials")}</h2>
                <ul className="iw-game__list" data-testid="materials">
                  {Object.entries(WOOD_KEYS).map(([id, key]) => (
                    <li key={id}>
                      {t(`shell.resources.${key}`)}: <strong data-testid={`wood-${id}`}>{formatDecimal(d.wood[id]?.decimal ?? "0", { min: 0 })}</strong>
                    </li>
                  ))}
                </ul>
              </section>
              <ShopPanel products={d.products} onChanged={changed} />
            </>
          )
        }}
      </LoadState>
      <HistoryTable version={version} />
    </main>
  )
}

export default LumberYardPage
