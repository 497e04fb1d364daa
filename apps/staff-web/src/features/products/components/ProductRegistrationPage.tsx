import { Button, Notice, Spinner } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { YesNo } from "../../../components/Badges"
import { LoadError } from "../../../components/LoadError"
import { PageHeader } from "../../../components/PageHeader"
import { useLoad } from "../../../hooks/use-load"
import { formatInvoice } from "../../../lib/ledger"
import { type Product, listProducts } from "../api/products"
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
      {list.status === "error" && <LoadError error={list.error} onRetry={list.reload} />}
      {list.data ? (
        <section className="iw-card sw-card sw-card--table" aria-labelledby="page-title" aria-busy={list.status === "loading"}>
          <p className="sw-result-count">{t("backoffice.products.count", { total: products.length, active: products.filter((p) => p.active).length })}</p>
          <div className="sw-table-wrap" tabIndex={0} role="region" aria-label={t("backoffice.screens.productRegistration")}>
            <table className="iw-table sw-table sw-table--hover sw-table--stack">
              <thead>
                <tr>
                  <th scope="col" className="sw-num">
                    {t("backoffice.products.sort")}
                  </th>
                  <th scope="col">{t("backoffice.products.name")}</th>
                  <th scope="col">{t("backoffice.products.kind")}</th>
                  <th scope="col" className="sw-num">
                    {t("backoffice.products.tickets")}
                  </th>
                  <th scope="col" className="sw-num">
                    {t("backoffice.products.priceShort")}
                  </th>
                  <th scope="col">{t("backoffice.products.active")}</th>
                  <th scope="col" className="sw-table__actions">
                    <span className="iw-visually-hidden">{t("backoffice.fields.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {products.length === 0 && (
                  <tr>
                    <td colSpan={7} className="sw-empty">
                      {t("backoffice.products.empty")}
                    </td>
                  </tr>
                )}
                {products.map((p) => (
                  <tr key={p.id} data-testid="product-row" className={p.active ? undefined : "sw-row--inactive"}>
                    <td className="sw-num sw-mono" data-label={t("backoffice.products.sort")}>
                      {p.sort}
                    </td>
                    <td data-label={t("backoffice.products.name")}>
                      <div>
                        <div className="sw-product-name">
                          {p.name} <span className="sw-muted sw-mono">#{p.id}</span>
                        </div>
                        {p.description && <div className="sw-muted sw-small">{p.description}</div>}
                      </div>
                    </td>
                    <td data-label={t("backoffice.products.kind")}>{t(`backoffice.products.kinds.${p.kind}`)}</td>
                    <td className="sw-num" data-label={t("backoffice.products.tickets")}>
                      {p.tickets.toLocaleString("en-US")}
                    </td>
                    <td className="sw-num sw-nowrap" data-label={t("backoffice.products.priceShort")}>
                      {formatInvoice(p.priceUsd, "USD")}
                    </td>
                    <td data-label={t("backoffice.products.active")}>
                      <YesNo value={p.active} />
                    </td>
                    <td className="sw-table__actions">
                      <div className="sw-row-actions">
                        <Button variant="secondary" onClick={() => setEditing(p)} aria-label={t("backoffice.products.editTitle", { name: p.name })} data-testid="product-edit">
                          {t("backoffice.products.edit")}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="sw-note sw-muted sw-card__pad">{t("backoffice.products.note")}</p>
        </section>
      ) : (
        list.status === "loading" && <Spinner label={t("common.loading")} />
      )}
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
