import { ApiError } from "@iw/contracts/client"
import { Button, CopyButton, LoadError, Notice, Spinner, formatDateTime, useLoad } from "@iw/ui"
import { type ReactNode, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation, useParams } from "react-router"
import { AuditTable } from "../../../components/AuditTable"
import { PageHeader } from "../../../components/PageHeader"
import { useLang } from "../../../hooks/use-lang"
import { formatInvoice } from "../../../lib/ledger"
import { type Purchase, canRefund, canReview, purchaseAudit, showPurchase } from "../api/purchases"
import { PurchaseStatusBadge } from "./PurchaseStatusBadge"
import { ReviewDialog } from "./ReviewDialog"
import { TransferCard } from "./TransferCard"

const Row = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => (
  <div>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
)

const Dash = () => <span className="sw-muted">—</span>

const Copyable = ({ text }: { readonly text: string }) => {
  const { t } = useTranslation()
  return (
    <span className="sw-copy-line">
      <span className="sw-mono sw-break-all">{text}</span>
      <CopyButton text={text} label={t("common.copy")} copiedLabel={t("common.copied")} />
    </span>
  )
}

const notFound = (endpointId: string) => Promise.reject(new ApiError({ status: 404, code: "NOT_FOUND", message: "", endpointId }))

/** A purchase id from the path: a positive whole number, else null. */
export const usePurchaseId = (): { readonly raw: string; readonly id: number | null } => {
  const { id: raw = "" } = useParams()
  const n = Number(raw)
  return { raw, id: /^\d+$/.test(raw) && Number.isSafeInteger(n) && n > 0 ? n : null }
}

/**
 * `/staff/purchases/{id}`: the purchase, its invoice and payment, the transfers it caused (the credit and any
 * refund, leg by leg) and the staff actions on it; approve or reject what is not settled, refund what was approved.
 */
const PurchaseDetailPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const location = useLocation()
  const { raw, id } = usePurchaseId()
  const detail = useLoad(() => (id ? showPurchase(id) : notFound("purchases.staffShow")), [id])
  const audit = useLoad(() => (id ? purchaseAudit(id) : notFound("staff.audit")), [id])
  const [dialog, setDialog] = useState<"approve" | "reject" | null>(null)
  const [done, setDone] = useState<string | null>((location.state as { refunded?: boolean } | null)?.refunded ? t("backoffice.purchase.refundedDone") : null)

  const back = (
    <Link to="/purchases" className="sw-back">
      <span aria-hidden="true">←</span> {t("backoffice.screens.purchases")}
    </Link>
  )
  const title = t("backoffice.screens.purchase", { id: raw })
  if (!detail.data) {
    return (
      <div className="sw-page">
        <PageHeader title={title} kicker={back} />
        {detail.status === "error" ? <LoadError error={detail.error} onRetry={detail.reload} /> : <Spinner label={t("common.loading")} />}
      </div>
    )
  }
  const { purchase: p, credit, refund, chain } = detail.data
  const reviewed = (updated: Purchase) => {
    setDialog(null)
    setDone(updated.status === "approved" ? t("backoffice.purchase.approvedDone", { tickets: updated.tickets.toLocaleString("en-US") }) : t("backoffice.purchase.rejectedDone"))
    detail.reload()
    audit.reload()
  }
  return (
    <div className="sw-page">
      <PageHeader
        kicker={back}
        title={title}
        lead={
          <span className="sw-member-lead">
            <PurchaseStatusBadge status={p.status} />
            <span>
              {p.productName}
              {p.quantity > 1 ? ` × ${p.quantity}` : ""} · <Link to={`/member/${p.memberId}`}>{t("backoffice.audit.memberRef", { id: p.memberId })}</Link>
            </span>
          </span>
        }
        actions={
          <>
            {canReview(p.status) && (
              <>
                <Button variant="danger" onClick={() => setDialog("reject")} data-testid="purchase-reject">
                  {t("backoffice.purchase.reject")}
                </Button>
                <Button onClick={() => setDialog("approve")} data-testid="purchase-approve">
                  {t("backoffice.purchase.approve")}
                </Button>
              </>
            )}
            {canRefund(p.status) && (
              <Link to={`/purchases/${p.id}/refund`} className="iw-btn iw-btn--secondary" data-testid="purchase-refund-link">
                {t("backoffice.purchase.refund")}
              </Link>
            )}
          </>
        }
      />
      {done && <Notice tone="success">{done}</Notice>}
      {p.status === "incomplete" && !done && (
        <Notice tone="warning">
          <span data-testid="purchase-issue" data-issue={p.issue ?? ""}>
            {p.issue ? t(`backoffice.purchase.issues.${p.issue}`) : t("backoffice.purchase.incompleteNotice")}
          </span>
        </Notice>
      )}
      {p.status === "pending" && !done && <Notice>{t("backoffice.purchase.pendingNotice")}</Notice>}
      {detail.status === "error" && <LoadError error={detail.error} onRetry={detail.reload} />}

      <div className="sw-columns">
        <section className="iw-card sw-card" aria-labelledby="purchase-title">
          <h2 id="purchase-title">{t("backoffice.purchase.purchaseTitle")}</h2>
          <dl className="sw-dl">
            <Row label={t("backoffice.fields.memberId")}>
              <Link to={`/member/${p.memberId}`} className="sw-mono">
                {p.memberId}
              </Link>
            </Row>
            <Row label={t("backoffice.purchase.product")}>
              {p.productName} <span className="sw-muted sw-mono">#{p.productId}</span>
            </Row>
            <Row label={t("backoffice.purchase.quantity")}>{p.quantity}</Row>
            <Row label={t("backoffice.purchase.tickets")}>{p.tickets.toLocaleString("en-US")}</Row>
            <Row label={t("backoffice.fields.status")}>
              <PurchaseStatusBadge status={p.status} />
            </Row>
            <Row label={t("backoffice.purchase.reviewNote")}>{p.reviewNote ? <span className="sw-break">{p.reviewNote}</span> : <Dash />}</Row>
            <Row label={t("backoffice.fields.createdAt")}>{formatDateTime(p.createdAt, lang)}</Row>
            <Row label={t("backoffice.fields.updatedAt")}>{formatDateTime(p.updatedAt, lang)}</Row>
          </dl>
        </section>
        <section className="iw-card sw-card" aria-labelledby="invoice-title">
          <h2 id="invoice-title">{t("backoffice.purchase.invoiceTitle")}</h2>
          <dl className="sw-dl">
            <Row label={t("backoffice.purchase.amount")}>
              <strong className="sw-amount">{formatInvoice(p.amount.decimal, p.currency)}</strong>
            </Row>
            <Row label={t("backoffice.purchase.currency")}>{p.currency}</Row>
            <Row label={t("backoffice.purchase.address")}>
              <Copyable text={p.address} />
            </Row>
            <Row label={t("backoffice.purchase.invoiceExpires")}>{formatDateTime(p.invoiceExpiresAt, lang)}</Row>
            <Row label={t("backoffice.purchase.txHash")}>{p.txHash ? <Copyable text={p.txHash} /> : <span className="sw-muted">{t("backoffice.purchase.noTxHash")}</span>}</Row>
            {p.issue && (
              <Row label={t("backoffice.purchase.issue")}>
                <span className="sw-break">{t(`backoffice.purchase.issueShort.${p.issue}`)}</span>
              </Row>
            )}
            <Row label={t("backoffice.purchase.chain")}>
              <span className="sw-chain" data-testid="purchase-chain" data-kind={chain.kind}>
                {chain.kind}
                {chain.simulated && <span className="iw-badge sw-sim__badge">{t("backoffice.deposit.simulated")}</span>}
              </span>
            </Row>
          </dl>
        </section>
      </div>

      <section className="iw-card sw-card" aria-labelledby="transfers-title">
        <h2 id="transfers-title">{t("backoffice.purchase.transfersTitle")}</h2>
        {credit || refund ? (
          <div className="sw-transfers">
            {credit && <TransferCard transfer={credit} role="credit" />}
            {refund && <TransferCard transfer={refund} role="refund" />}
          </div>
        ) : (
          <p className="sw-muted sw-flush">{t("backoffice.purchase.noTransfers")}</p>
        )}
        {credit && !refund && p.status === "approved" && <p className="sw-muted sw-note">{t("backoffice.purchase.refundHint")}</p>}
      </section>

      <section className="iw-card sw-card sw-card--table" aria-labelledby="purchase-audit-title">
        <div className="sw-card__head">
          <h2 id="purchase-audit-title">{t("backoffice.purchase.auditTitle")}</h2>
          <Link to={`/audit?targetType=purchase&targetId=${p.id}`}>{t("backoffice.member.fullHistory")}</Link>
        </div>
        {audit.data ? (
          <AuditTable rows={audit.data.data} showTarget={false} label={t("backoffice.purchase.auditTitle")} />
        ) : audit.status === "error" ? (
          <div className="sw-card__pad">
            <LoadError error={audit.error} onRetry={audit.reload} />
          </div>
        ) : (
          <Spinner label={t("common.loading")} />
        )}
      </section>

      {dialog && (
        <ReviewDialog
          purchase={p}
          decision={dialog}
          onClose={() => {
            setDialog(null)
            detail.reload()
          }}
          onDone={reviewed}
        />
      )}
    </div>
  )
}

export default PurchaseDetailPage
