import { DataTable, LoadState, formatDateTime, useDraft, usePagedQuery } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { FilterBar } from "../../../components/FilterBar"
import { PageHeader } from "../../../components/PageHeader"
import { useLang } from "../../../hooks/use-lang"
import { useRowLink } from "../../../hooks/use-row-link"
import { formatInvoice } from "../../../lib/ledger"
import { PURCHASE_STATUSES, isPurchaseStatus, listPurchases } from "../api/purchases"
import { PurchaseStatusBadge } from "./PurchaseStatusBadge"

const memberOf = (v: string | null): number | null => {
  const n = Number(v)
  return v && /^\d+$/.test(v) && Number.isSafeInteger(n) && n > 0 ? n : null
}

/** `/staff/purchases`: every purchase, newest first, by review state and member; the filter lives in the URL. */
const PurchaseListPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const rowLink = useRowLink()
  const list = usePagedQuery(({ page, filters }) => listPurchases({ status: isPurchaseStatus(filters.status) ? filters.status : "", memberId: memberOf(filters.member) }, page), {
    filters: ["status", "member"]
  })
  const status = isPurchaseStatus(list.filters.status) ? list.filters.status : ""
  const memberId = memberOf(list.filters.member)
  const [memberText, setMemberText] = useDraft(memberId ? String(memberId) : "")
  const [memberError, setMemberError] = useState<string | null>(null)
  const filtered = status !== "" || memberId !== null

  const submit = () => {
    const text = memberText.trim()
    const id = text === "" ? null : memberOf(text)
    if (text !== "" && id === null) return setMemberError(t("backoffice.purchases.badMemberId"))
    setMemberError(null)
    list.setFilters({ member: id ? String(id) : "" })
  }

  return (
    <div className="sw-page">
      <PageHeader title={t("backoffice.screens.purchases")} lead={t("backoffice.purchases.lead")} />
      <FilterBar label={t("backoffice.purchases.filterLabel")} onSubmit={submit} onClear={filtered && (() => list.setFilters({ status: "", member: "" }))}>
        <div>
          <label className="iw-field__label" htmlFor="purchases-status">
            {t("backoffice.fields.status")}
          </label>
          <select id="purchases-status" className="iw-input" value={status} onChange={(e) => list.setFilters({ status: e.target.value })} data-testid="purchases-filter-status">
            <option value="">{t("backoffice.purchases.anyStatus")}</option>
            {PURCHASE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`backoffice.purchases.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={`sw-toolbar__grow${memberError ? " iw-field--invalid" : ""}`}>
          <label className="iw-field__label" htmlFor="purchases-member">
            {t("backoffice.fields.memberId")}
          </label>
          <input
            id="purchases-member"
            className="iw-input"
            value={memberText}
            onChange={(e) => setMemberText(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            placeholder={t("backoffice.purchases.memberPlaceholder")}
            aria-invalid={memberError ? true : undefined}
            aria-describedby={memberError ? "purchases-member-error" : undefined}
            data-testid="purchases-filter-member"
          />
          {memberError && (
            <div id="purchases-member-error" className="iw-field__errors" role="alert">
              {memberError}
            </div>
          )}
        </div>
      </FilterBar>
      <LoadState load={list}>
        {(data) => (
          <section className="iw-card sw-card sw-card--table" aria-labelledby="page-title" aria-busy={list.status === "loading"}>
            <p className="sw-result-count" role="status">
              {t("backoffice.purchases.found", { total: data.meta.total })}
            </p>
            <DataTable
              rows={data.data}
              pager={list.pager && { ...list.pager, range: true }}
              rowKey={(p) => p.id}
              rowProps={(p) => ({ "data-testid": "purchase-row", "data-status": p.status, ...rowLink(`/purchases/${p.id}`) })}
              caption={t("backoffice.screens.purchases")}
              region
              csv="purchases.csv"
              className="sw-table sw-table--hover sw-table--stack"
              empty={filtered ? t("backoffice.purchases.emptyFiltered") : t("backoffice.purchases.empty")}
              columns={[
                {
                  key: "id",
                  header: t("backoffice.purchases.columns.id"),
                  cellClassName: "sw-mono",
                  cell: (p) => (
                    <Link to={`/purchases/${p.id}`} aria-label={t("backoffice.screens.purchase", { id: p.id })}>
                      #{p.id}
                    </Link>
                  ),
                  csv: (p) => p.id
                },
                { key: "member", header: t("backoffice.fields.memberId"), cellClassName: "sw-mono", cell: (p) => <Link to={`/member/${p.memberId}`}>{p.memberId}</Link>, csv: (p) => p.memberId },
                {
                  key: "product",
                  header: t("backoffice.purchases.columns.product"),
                  cell: (p) => (
                    <>
                      {p.productName}
                      {p.quantity > 1 && <span className="sw-muted"> × {p.quantity}</span>}
                    </>
                  ),
                  csv: (p) => `${p.productName} × ${p.quantity}`
                },
                { key: "tickets", header: t("backoffice.purchases.columns.tickets"), className: "sw-num", cell: (p) => p.tickets.toLocaleString("en-US"), csv: (p) => p.tickets },
                {
                  key: "amount",
                  header: t("backoffice.purchases.columns.amount"),
                  className: "sw-num",
                  cellClassName: "sw-nowrap",
                  cell: (p) => formatInvoice(p.amount.decimal, p.currency),
                  csv: (p) => `${p.amount.decimal} ${p.currency.toUpperCase()}`
                },
                {
                  key: "status",
                  header: t("backoffice.fields.status"),
                  cell: (p) => (
                    <>
                      <PurchaseStatusBadge status={p.status} />
                      {p.issue && p.status === "incomplete" && (
                        <div className="sw-muted sw-small" data-testid="purchase-row-issue">
                          {t(`backoffice.purchase.issueShort.${p.issue}`)}
                        </div>
                      )}
                    </>
                  ),
                  csv: (p) => t(`backoffice.purchases.status.${p.status}`)
                },
                { key: "created", header: t("backoffice.fields.createdAt"), cellClassName: "sw-nowrap", cell: (p) => formatDateTime(p.createdAt, lang), csv: (p) => formatDateTime(p.createdAt, lang) }
              ]}
            />
          </section>
        )}
      </LoadState>
    </div>
  )
}

export default PurchaseListPage
