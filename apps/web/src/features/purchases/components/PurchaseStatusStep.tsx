import { Notice, formatDecimal } from "@iw/ui"
import { useTranslation } from "react-i18next"
import type { Purchase } from "../api/types"
import { invoiceAmount } from "../utils/purchase-format"
import { StatusBadge } from "./StatusBadge"

/** Where a purchase stands (spec §4 Purchase review): pending, approved with the new balance, rejected, refunded or action required. */
export const PurchaseStatusStep = ({ purchase, ticketBalance }: { readonly purchase: Purchase; readonly ticketBalance: string | null }) => {
  const { t } = useTranslation()
  return (
    <div className="iw-pd__status" data-testid="purchase-result" data-status={purchase.status}>
      <div className="iw-pd__status-head">
        <span>{t("tickets.purchaseStatus.label")}</span>
        <StatusBadge status={purchase.status} testId="purchase-result-status" />
      </div>
      <div role="status" aria-live="polite">
        {purchase.status === "pending" && (
          <div className="iw-pd__pending">
            <span className="iw-spinner" aria-hidden="true" />
            <div>
              <p className="iw-pd__status-title">{t("tickets.purchaseStatus.pendingTitle")}</p>
              <p>{t("tickets.purchaseStatus.pending", { tickets: formatDecimal(String(purchase.tickets), { min: 0 }) })}</p>
            </div>
          </div>
        )}
        {purchase.status === "approved" && (
          <div className="iw-pd__approved">
            <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
              <circle cx="24" cy="24" r="22" fill="rgba(70, 211, 154, .14)" stroke="currentColor" strokeWidth="2" />
              <path d="M15 24.5l6 6 12-13" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <p className="iw-pd__status-title">{t("tickets.purchaseStatus.approvedTitle", { tickets: formatDecimal(String(purchase.tickets), { min: 0 }) })}</p>
            {ticketBalance !== null && <p data-testid="purchase-new-balance">{t("tickets.purchaseStatus.newBalance", { balance: formatDecimal(ticketBalance, { min: 0 }) })}</p>}
          </div>
        )}
        {purchase.status === "rejected" && <Notice tone="error">{t("tickets.purchaseStatus.rejected")}</Notice>}
        {purchase.status === "refunded" && <Notice>{t("tickets.purchaseStatus.refunded")}</Notice>}
        {purchase.status === "incomplete" && (
          <Notice tone="warning">
            <span data-testid="purchase-issue" data-issue={purchase.issue ?? ""}>
              {purchase.issue ? t(`tickets.issues.${purchase.issue}`) : t("tickets.purchaseStatus.incomplete")}
            </span>
          </Notice>
        )}
      </div>
      {purchase.reviewNote && (purchase.status === "rejected" || purchase.status === "refunded") && (
        <p className="iw-pd__note">
          <strong>{t("tickets.purchaseStatus.reviewNote")}</strong> {purchase.reviewNote}
        </p>
      )}
      <dl className="iw-rows iw-pd__summary">
        <div className="iw-rows__row">
          <dt>{t("tickets.purchases.package")}</dt>
          <dd>
            {purchase.productName} × {purchase.quantity}
          </dd>
        </div>
        <div className="iw-rows__row">
          <dt>{t("tickets.purchases.tickets")}</dt>
          <dd>{formatDecimal(String(purchase.tickets), { min: 0 })}</dd>
        </div>
        <div className="iw-rows__row">
          <dt>{t("tickets.purchases.amount")}</dt>
          <dd>{invoiceAmount(purchase.amount.decimal, purchase.currency)}</dd>
        </div>
        {purchase.txHash && (
          <div className="iw-rows__row">
            <dt>{t("tickets.purchases.txHash")}</dt>
            <dd className="iw-pd__mono iw-pd__hashval">{purchase.txHash}</dd>
          </div>
        )}
      </dl>
    </div>
  )
}
