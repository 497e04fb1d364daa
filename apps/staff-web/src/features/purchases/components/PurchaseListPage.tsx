import { Button, Spinner, formatDateTime } from "@iw/ui"
import { type FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate, useSearchParams } from "react-router"
import { LoadError } from "../../../components/LoadError"
import { PageHeader } from "../../../components/PageHeader"
import { Pager } from "../../../components/Pager"
import { useLang } from "../../../hooks/use-lang"
import { useLoad } from "../../../hooks/use-load"
import { formatInvoice } from "../../../lib/ledger"
import { PURCHASE_STATUSES, type PurchaseStatus, isPurchaseStatus, listPurchases } from "../api/purchases"
import { PurchaseStatusBadge } from "./PurchaseStatusBadge"

const memberOf = (v: string | null): number | null => {
  const n = Number(v)
  return v && /^\d+$/.test(v) && Number.isSafeInteger(n) && n > 0 ? n : null
}

/** `/staff/purchases`: every purchase, newest first, by review state and member; the filter lives in the URL. */
const PurchaseListPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const rawStatus = params.get("status")
  const status: PurchaseStatus | "" = isPurchaseStatus(rawStatus) ? rawStatus : ""
  const memberId = memberOf(params.get("member"))
  const page = Math.max(1, Number(params.get("page")) || 1)
  const [memberText, setMemberText] = useState(memberId ? String(memberId) : "")
  const [memberError, setMemberError] = useState<string | null>(null)
  useEffect(() => setMemberText(memberId ? String(memberId) : ""), [memberId])
  const list = useLoad(() => listPurchases({ status, memberId }, page), [status, memberId, page])

  const apply = (next: { status?: PurchaseStatus | ""; memberId?: number | null; page?: number }) => {
    const merged = { status: next.status ?? status, memberId: next.memberId === undefined ? memberId : next.memberId, page: next.page ?? 1 }
    const search: Record<string, string> = {}
    if (merged.status) search.status = merged.status
    if (merged.memberId) search.member = String(merged.memberId)
    if (merged.page > 1) search.page = String(merged.page)
    setParams(search)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const text = memberText.trim()
    const id = text === "" ? null : memberOf(text)
    if (text !== "" && id === null) {
      setMemberError(t("backoffice.purchases.badMemberId"))
      return
    }
    setMemberError(null)
    apply({ memberId: id, page: 1 })
  }
  const filtered = status !== "" || memberId !== null

  return (
    <div className="sw-page">
      <PageHeader title={t("backoffice.screens.purchases")} lead={t("backoffice.purchases.lead")} />
      <form className="sw-toolbar iw-card sw-card" role="search" onSubmit={submit} aria-label={t("backoffice.purchases.filterLabel")} noValidate>
        <div>
          <label className="iw-field__label" htmlFor="purchases-status">
            {t("backoffice.fields.status")}
          </label>
          <select
            id="purchases-status"
            className="iw-input"
            value={status}
            onChange={(e) => apply({ status: isPurchaseStatus(e.target.value) ? e.target.value : "", page: 1 })}
            data-testid="purchases-filter-status"
          >
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
        <Button type="submit">{t("backoffice.actions.filter")}</Button>
        {filtered && (
          <Button variant="ghost" onClick={() => apply({ status: "", memberId: null, page: 1 })}>
            {t("backoffice.actions.clear")}
          </Button>
        )}
      </form>
      {list.status === "error" && <LoadError error={list.error} onRetry={list.reload} />}
      {list.data ? (
        <section className="iw-card sw-card sw-card--table" aria-labelledby="page-title" aria-busy={list.status === "loading"}>
          <p className="sw-result-count" role="status">
            {t("backoffice.purchases.found", { total: list.data.meta.total })}
          </p>
          <div className="sw-table-wrap" tabIndex={0} role="region" aria-label={t("backoffice.screens.purchases")}>
            <table className="iw-table sw-table sw-table--hover sw-table--stack">
              <thead>
                <tr>
                  <th scope="col">{t("backoffice.purchases.columns.id")}</th>
                  <th scope="col">{t("backoffice.fields.memberId")}</th>
                  <th scope="col">{t("backoffice.purchases.columns.product")}</th>
                  <th scope="col" className="sw-num">
                    {t("backoffice.purchases.columns.tickets")}
                  </th>
                  <th scope="col" className="sw-num">
                    {t("backoffice.purchases.columns.amount")}
                  </th>
                  <th scope="col">{t("backoffice.fields.status")}</th>
                  <th scope="col">{t("backoffice.fields.createdAt")}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.length === 0 && (
                  <tr>
                    <td colSpan={7} className="sw-empty">
                      {filtered ? t("backoffice.purchases.emptyFiltered") : t("backoffice.purchases.empty")}
                    </td>
                  </tr>
                )}
                {list.data.data.map((p) => (
                  <tr key={p.id} data-testid="purchase-row" data-status={p.status} className="sw-row-link" onClick={(e) => !(e.target as HTMLElement).closest("a") && navigate(`/purchases/${p.id}`)}>
                    <td className="sw-mono" data-label={t("backoffice.purchases.columns.id")}>
                      <Link to={`/purchases/${p.id}`} aria-label={t("backoffice.screens.purchase", { id: p.id })}>
                        #{p.id}
                      </Link>
                    </td>
                    <td className="sw-mono" data-label={t("backoffice.fields.memberId")}>
                      <Link to={`/member/${p.memberId}`}>{p.memberId}</Link>
                    </td>
                    <td data-label={t("backoffice.purchases.columns.product")}>
                      {p.productName}
                      {p.quantity > 1 && <span className="sw-muted"> × {p.quantity}</span>}
                    </td>
                    <td className="sw-num" data-label={t("backoffice.purchases.columns.tickets")}>
                      {p.tickets.toLocaleString("en-US")}
                    </td>
                    <td className="sw-num sw-nowrap" data-label={t("backoffice.purchases.columns.amount")}>
                      {formatInvoice(p.amount.decimal, p.currency)}
                    </td>
                    <td data-label={t("backoffice.fields.status")}>
                      <PurchaseStatusBadge status={p.status} />
                      {p.issue && p.status === "incomplete" && (
                        <div className="sw-muted sw-small" data-testid="purchase-row-issue">
                          {t(`backoffice.purchase.issueShort.${p.issue}`)}
                        </div>
                      )}
                    </td>
                    <td className="sw-nowrap" data-label={t("backoffice.fields.createdAt")}>
                      {formatDateTime(p.createdAt, lang)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager meta={list.data.meta} busy={list.status === "loading"} onPage={(p) => apply({ page: p })} />
        </section>
      ) : (
        list.status === "loading" && <Spinner label={t("common.loading")} />
      )}
    </div>
  )
}

export default PurchaseListPage
