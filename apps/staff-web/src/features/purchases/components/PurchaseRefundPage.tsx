import { ApiError } from "@iw/contracts/client"
import { Button, LoadError, Notice, Spinner, formatDateTime, useLoad } from "@iw/ui"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router"
import { PageHeader } from "../../../components/PageHeader"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { useLang } from "../../../hooks/use-lang"
import { formatAssetAmount, formatInvoice } from "../../../lib/ledger"
import { memberTickets, refundPurchase, showPurchase } from "../api/purchases"
import { PurchaseStatusBadge } from "./PurchaseStatusBadge"
import { usePurchaseId } from "./PurchaseDetailPage"
import { isStateConflict, stateConflictText } from "./state-conflict"
import { ReasonField } from "../../../components/ReasonField"

interface Shortfall {
  readonly needed: string
  readonly available: string
}

/** The ledger's answer when the member no longer holds the tickets: `tickets: ledger.insufficient.tickets {needed, available}`. */
const shortfallOf = (err: unknown): Shortfall | null => {
  if (!(err instanceof ApiError) || !err.fieldErrors) return null
  const e = Object.values(err.fieldErrors)
    .flat()
    .find((x) => x.code === "ledger.insufficient.tickets")
  return e?.params ? { needed: String(e.params.needed ?? ""), available: String(e.params.available ?? "") } : null
}

/**
 * `/staff/purchases/{id}/refund`: a refund is a reversing transfer that takes the credited tickets back from the
 * member; the purchase and its credit stay on record, and a purchase is refunded at most once.
 */
const PurchaseRefundPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const { raw, id } = usePurchaseId()
  const detail = useLoad(
    () => (id ? showPurchase(id) : Promise.reject(new ApiError({ status: 404, code: "NOT_FOUND", message: "", endpointId: "purchases.staffShow" }))),
    [id]
  )
  const memberId = detail.data?.purchase.memberId ?? null
  const balance = useLoad(() => (memberId ? memberTickets(memberId) : Promise.resolve(null)), [memberId])
  const [reason, setReason] = useState("")
  const [busy, setBusy] = useState(false)
  const [shortfall, setShortfall] = useState<Shortfall | null>(null)
  const [conflict, setConflict] = useState<string | null>(null)
  const { errors, general, fail, reset } = useFormErrors(["reason"])

  const back = (
    <Link to={id ? `/purchases/${id}` : "/purchases"} className="sw-back">
      <span aria-hidden="true">←</span> {t("backoffice.screens.purchase", { id: raw })}
    </Link>
  )
  const title = t("backoffice.screens.purchaseRefund", { id: raw })
  if (!detail.data || !id) {
    return (
      <div className="sw-page sw-page--narrow">
        <PageHeader title={title} kicker={back} />
        {detail.status === "error" ? <LoadError error={detail.error} onRetry={detail.reload} /> : <Spinner label={t("common.loading")} />}
      </div>
    )
  }
  const { purchase: p, refund } = detail.data
  const refundable = p.status === "approved"

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setShortfall(null)
    setConflict(null)
    if (reason.trim() === "") {
      reset({ reason: [t("validation.required")] })
      return
    }
    reset()
    setBusy(true)
    try {
      await refundPurchase(p.id, reason.trim())
      navigate(`/purchases/${p.id}`, { state: { refunded: true } })
    } catch (err) {
      setBusy(false)
      const short = shortfallOf(err)
      if (short) {
        setShortfall(short)
        balance.reload()
      } else if (isStateConflict(err)) {
        setConflict(stateConflictText(err, t))
        detail.reload()
      } else fail(err)
    }
  }

  return (
    <div className="sw-page sw-page--narrow">
      <PageHeader title={title} kicker={back} lead={t("backoffice.refund.lead")} />

      <section className="iw-card sw-card sw-explain" aria-labelledby="refund-how">
        <h2 id="refund-how">{t("backoffice.refund.howTitle")}</h2>
        <ul className="sw-points">
          <li>{t("backoffice.refund.pointReverse", { tickets: p.tickets.toLocaleString("en-US"), id: p.memberId })}</li>
          <li>{t("backoffice.refund.pointNoDelete")}</li>
          <li>{t("backoffice.refund.pointOnce")}</li>
          <li>{t("backoffice.refund.pointSpent")}</li>
          <li>{t("backoffice.refund.pointMoney")}</li>
        </ul>
      </section>

      <section className="iw-card sw-card" aria-labelledby="refund-summary">
        <h2 id="refund-summary">{t("backoffice.refund.summaryTitle")}</h2>
        <dl className="sw-dl">
          <div>
            <dt>{t("backoffice.fields.status")}</dt>
            <dd>
              <PurchaseStatusBadge status={p.status} />
            </dd>
          </div>
          <div>
            <dt>{t("backoffice.fields.memberId")}</dt>
            <dd>
              <Link to={`/member/${p.memberId}`} className="sw-mono">
                {p.memberId}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t("backoffice.purchase.product")}</dt>
            <dd>
              {p.productName}
              {p.quantity > 1 ? ` × ${p.quantity}` : ""}
            </dd>
          </div>
          <div>
            <dt>{t("backoffice.purchase.amount")}</dt>
            <dd>{formatInvoice(p.amount.decimal, p.currency)}</dd>
          </div>
          <div>
            <dt>{t("backoffice.refund.takesBack")}</dt>
            <dd>
              <strong>{t("backoffice.refund.ticketsValue", { tickets: p.tickets.toLocaleString("en-US") })}</strong>
            </dd>
          </div>
          <div>
            <dt>{t("backoffice.refund.memberHolds")}</dt>
            <dd data-testid="refund-member-balance">
              {balance.data ? (
                <>
                  {t("backoffice.refund.ticketsValue", { tickets: formatAssetAmount("tickets", balance.data.tickets.decimal) })}
                  {balance.data.ticketsClosestExpiration && (
                    <span className="sw-muted"> · {t("backoffice.tickets.nextExpiry", { date: formatDateTime(balance.data.ticketsClosestExpiration, lang) })}</span>
                  )}
                </>
              ) : (
                <span className="sw-muted">…</span>
              )}
            </dd>
          </div>
        </dl>
      </section>

      {p.status === "refunded" && (
        <Notice tone="info">
          <span data-testid="refund-already">
            {t("backoffice.refund.already", { id: refund?.id ?? "—" })} <Link to={`/purchases/${p.id}`}>{t("backoffice.refund.viewPurchase")}</Link>
          </span>
        </Notice>
      )}
      {!refundable && p.status !== "refunded" && <Notice tone="warning">{t("backoffice.refund.notApproved", { status: t(`backoffice.purchases.status.${p.status}`) })}</Notice>}

      <form className="iw-card sw-card" onSubmit={submit} noValidate aria-labelledby="refund-form-title">
        <h2 id="refund-form-title">{t("backoffice.refund.formTitle")}</h2>
        <fieldset className="sw-plain-fieldset" disabled={!refundable}>
          <ReasonField label={t("backoffice.refund.reason")} hint={t("backoffice.refund.reasonHint")} value={reason} onChange={setReason} errors={errors.reason} testId="refund-reason" />
          {shortfall && (
            <Notice tone="error">
              <span data-testid="refund-shortfall">{t("backoffice.refund.spent", { needed: shortfall.needed, available: shortfall.available })}</span>
            </Notice>
          )}
          {conflict && (
            <Notice tone="error">
              <span data-testid="refund-conflict">{conflict}</span>
            </Notice>
          )}
          {general.length > 0 && !shortfall && <Notice tone="error">{general.join(" ")}</Notice>}
          <div className="sw-form-actions">
            <Link to={`/purchases/${p.id}`} className="iw-btn iw-btn--secondary">
              {t("common.cancel")}
            </Link>
            <Button type="submit" variant="danger" loading={busy} data-testid="refund-submit">
              {t("backoffice.refund.submit", { tickets: p.tickets.toLocaleString("en-US") })}
            </Button>
          </div>
        </fieldset>
      </form>
    </div>
  )
}

export default PurchaseRefundPage
