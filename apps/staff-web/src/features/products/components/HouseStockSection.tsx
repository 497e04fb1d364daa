import { Button, DataTable, Notice, formatDateTime, formatDecimal, usePagedQuery } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../hooks/use-lang"
import { type HouseStock, listHouseStock } from "../api/products"
import { HouseStockDialog } from "./HouseStockDialog"

/**
 * `/staff/product-registration`, the store's stock (issue 13): what the house sells on the Buy menu's shelves
 * (vehicles, buildings, premium buildings, avatars, furniture, animation, plants and trees, pets, vshop), with the
 * units sold and left; staff register, revise and withdraw it (audited, values before and after).
 */
export const HouseStockSection = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const list = usePagedQuery(({ page }) => listHouseStock(page), { deps: [] })
  const [editing, setEditing] = useState<HouseStock | "new" | null>(null)
  const [done, setDone] = useState<string | null>(null)
  return (
    <section className="iw-card sw-card sw-card--table" aria-labelledby="house-stock-title" data-testid="house-stock">
      <div className="sw-card__pad sw-row-actions">
        <h2 id="house-stock-title">{t("backoffice.stock.title")}</h2>
        <Button onClick={() => setEditing("new")} data-testid="stock-new">
          {t("backoffice.stock.new")}
        </Button>
      </div>
      <p className="sw-muted sw-card__pad">{t("backoffice.stock.lead")}</p>
      {done && <Notice tone="success">{done}</Notice>}
      <DataTable
        rows={list.rows}
        load={list}
        pager={list.pager}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ "data-testid": "stock-row", "data-listing": r.id, className: r.state === "active" ? undefined : "sw-row--inactive" })}
        caption={t("backoffice.stock.title")}
        region
        className="sw-table sw-table--hover sw-table--stack"
        empty={t("backoffice.stock.empty")}
        columns={[
          { key: "name", header: t("backoffice.stock.name"), rowHeader: true, cell: (r) => <span>{r.name} <span className="sw-muted sw-mono">#{r.id}</span></span> },
          { key: "kind", header: t("backoffice.stock.assetType"), cell: (r) => `${r.assetType ? t(`market.assetType.${r.assetType}`) : "—"} · ${t(`market.category.${r.category}`)}` },
          { key: "units", header: t("backoffice.stock.units"), className: "sw-num", cell: (r) => t("backoffice.stock.soldLine", { sold: r.amount - r.quantity, left: r.quantity }) },
          { key: "price", header: t("backoffice.stock.unitPrice"), className: "sw-num", cellClassName: "sw-nowrap", cell: (r) => `${formatDecimal(r.unitPrice.decimal, { min: 0 })} ABEY` },
          { key: "expiry", header: t("market.ui.expiry"), cell: (r) => formatDateTime(r.expiry, lang) },
          { key: "state", header: t("market.ui.state"), cell: (r) => t(`market.ui.listingState.${r.state}`) },
          {
            key: "actions",
            header: t("backoffice.fields.actions"),
            headerHidden: true,
            className: "sw-table__actions",
            cell: (r) =>
              r.state === "active" ? (
                <Button variant="secondary" onClick={() => setEditing(r)} aria-label={t("backoffice.products.editTitle", { name: r.name })} data-testid="stock-edit">
                  {t("backoffice.products.edit")}
                </Button>
              ) : null
          }
        ]}
      />
      {editing && (
        <HouseStockDialog
          stock={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setDone(message)
            setEditing(null)
            list.reload()
          }}
        />
      )}
    </section>
  )
}
