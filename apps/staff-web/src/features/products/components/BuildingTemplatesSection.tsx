import { Button, DataTable, LoadState, Notice, formatDecimal, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { YesNo } from "../../../components/Badges"
import { type BuildingTemplate, listBuildingTemplates } from "../api/products"
import { BuildingTemplateDialog } from "./BuildingTemplateDialog"

/**
 * `/staff/product-registration`, buildings (issue 12 §4): every building template with its size, PLOTs, prices and
 * the templates it may be exchanged for; staff change prices, exchange targets and sale state (audited).
 */
export const BuildingTemplatesSection = () => {
  const { t } = useTranslation()
  const list = useLoad(listBuildingTemplates, [])
  const [editing, setEditing] = useState<BuildingTemplate | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const all = list.data ?? []
  const nameOf = (id: number) => all.find((x) => x.id === id)?.name ?? `#${id}`
  return (
    <section className="iw-card sw-card sw-card--table" aria-labelledby="building-templates-title" data-testid="building-templates">
      <h2 id="building-templates-title" className="sw-card__pad">
        {t("buildings.staff.templatesTitle")}
      </h2>
      {done && <Notice tone="success">{done}</Notice>}
      <LoadState load={list}>
        {(rows) => (
          <DataTable
            rows={rows}
            rowKey={(r) => r.id}
            rowProps={(r) => ({ "data-testid": "template-row", "data-template": r.id, className: r.active ? undefined : "sw-row--inactive" })}
            caption={t("buildings.staff.templatesTitle")}
            region
            className="sw-table sw-table--hover sw-table--stack"
            columns={[
              { key: "name", header: t("buildings.staff.name"), rowHeader: true, cell: (r) => <span>{r.name} <span className="sw-muted sw-mono">#{r.id}</span></span> },
              { key: "size", header: t("buildings.staff.size"), cell: (r) => t("buildings.staff.sizeLine", { size: r.size, plots: r.plots }) },
              { key: "price", header: t("buildings.staff.price"), className: "sw-num", cellClassName: "sw-nowrap", cell: (r) => `${formatDecimal(r.price.decimal)} ABEY` },
              { key: "tickets", header: t("buildings.staff.ticketPrice"), className: "sw-num", cell: (r) => (r.ticketPrice === null ? "—" : r.ticketPrice) },
              { key: "to", header: t("buildings.staff.exchangeableTo"), cell: (r) => (r.exchangeableTo.length === 0 ? "—" : r.exchangeableTo.map(nameOf).join(", ")) },
              { key: "active", header: t("buildings.staff.onSale"), cell: (r) => <YesNo value={r.active} /> },
              {
                key: "actions",
                header: t("backoffice.fields.actions"),
                headerHidden: true,
                className: "sw-table__actions",
                cell: (r) => (
                  <Button variant="secondary" onClick={() => setEditing(r)} aria-label={t("buildings.staff.editTitle", { name: r.name })} data-testid="template-edit">
                    {t("backoffice.products.edit")}
                  </Button>
                )
              }
            ]}
          />
        )}
      </LoadState>
      {editing && (
        <BuildingTemplateDialog
          template={editing}
          all={all}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setDone(t("backoffice.products.saved", { name: saved.name }))
            setEditing(null)
            list.reload()
          }}
        />
      )}
    </section>
  )
}
