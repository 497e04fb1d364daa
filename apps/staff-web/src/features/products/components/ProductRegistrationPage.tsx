import { Button, DataTable, LoadState, Notice, useLoad } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { YesNo } from "../../../components/Badges"
import { PageHeader } from "../../../components/PageHeader"
import { formatInvoice } from "../../../lib/ledger"
import { type Product, listProducts } from "../api/products"
import { BuildingTemplatesSection } from "./BuildingTemplatesSection"
import { HouseStockSection } from "./HouseStockSection"
import { ProductDialog } from "./ProductDialog"

/** `/staff/product-registration`: the whole catalogue members buy from (inactive products too), in display order; create and edit. */
const ProductRegistrationPage = () => {
  const { t } = useTranslation()
  const list = useLoad(() => listProducts(), [])
  const [editing, setEditing] = useState<Product | "new" | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const products = [...(list.data?.data ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id)
  const nextSort = products.reduce((m, p) => Math.max(m, p.sort), 0) + 1

  return (
    <div className="sw-page">
      <PageHeader
        title={t("backoffice.screens.productRegistration")}
        lead={t("backoffice.products.lead")}
        actions={
          <Button onClick={() => setEditing("new")} data-testid="product-new">
            {t("backoffice.products.new")}
          </Button>
        }
      />
      {done && <Notice tone="success">{done}</Notice>}
      <LoadState load={list}>
        {() => (
          <section className="iw-card sw-card sw-card--table" aria-labelledby="page-title" aria-busy={list.status === "loading"}>
            <p className="sw-result-count">{t("backoffice.products.count", { total: products.length, active: products.filter((p) => p.active).length })}</p>
            <DataTable
              rows={products}
              rowKey={(p) => p.id}
              rowProps={(p) => ({ "data-testid": "product-row", className: p.active ? undefined : "sw-row--inactive" })}
              caption={t("backoffice.screens.productRegistration")}
              region
              className="sw-table sw-table--hover sw-table--stack"
              empty={t("backoffice.products.empty")}
              columns={[
                { key: "sort", header: t("backoffice.products.sort"), className: "sw-num", cellClassName: "sw-mono", cell: (p) => p.sort },
                {
                  key: "name",
                  header: t("backoffice.products.name"),
                  cell: (p) => (
                    <div>
                      <div className="sw-product-name">
                        {p.name} <span className="sw-muted sw-mono">#{p.id}</span>
                      </div>
                      {p.description && <div className="sw-muted sw-small">{p.description}</div>}
                    </div>
                  )
                },
                { key: "kind", header: t("backoffice.products.kind"), cell: (p) => t(`backoffice.products.kinds.${p.kind}`) },
                { key: "tickets", header: t("backoffice.products.tickets"), className: "sw-num", cell: (p) => p.tickets.toLocaleString("en-US") },
                { key: "price", header: t("backoffice.products.priceShort"), className: "sw-num", cellClassName: "sw-nowrap", cell: (p) => formatInvoice(p.priceUsd, "USD") },
                { key: "active", header: t("backoffice.products.active"), cell: (p) => <YesNo value={p.active} /> },
                {
                  key: "actions",
                  header: t("backoffice.fields.actions"),
                  headerHidden: true,
                  className: "sw-table__actions",
                  cell: (p) => (
                    <div className="sw-row-actions">
                      <Button variant="secondary" onClick={() => setEditing(p)} aria-label={t("backoffice.products.editTitle", { name: p.name })} data-testid="product-edit">
                        {t("backoffice.products.edit")}
                      </Button>
                    </div>
                  )
                }
              ]}
            />
            <p className="sw-note sw-muted sw-card__pad">{t("backoffice.products.note")}</p>
          </section>
        )}
      </LoadState>
      <BuildingTemplatesSection />
      <HouseStockSection />
      {editing && (
        <ProductDialog
          product={editing === "new" ? null : editing}
          nextSort={nextSort}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setDone(editing === "new" ? t("backoffice.products.created", { name: saved.name }) : t("backoffice.products.saved", { name: saved.name }))
            setEditing(null)
            list.reload()
          }}
        />
      )}
    </div>
  )
}

export default ProductRegistrationPage
