import { CopyField, Notice, ProgressBar, TextField, formatDecimal } from "@iw/ui"
import type { FormEvent } from "react"
import { useTranslation } from "react-i18next"
import type { Purchase } from "../api/types"
import { INVOICE_LIFETIME_MS, clock, invoiceAmount } from "../utils/purchase-format"

/**
 * The invoice (spec §4 Crypto purchase, §9 invoice lifetime): the exact amount and the address to pay, the time left
 * of its 5 minutes, and the transaction hash the member enters once paid (also after it expired).
 */
export const InvoiceStep = ({
  purchase,
  countdown,
  expired,
  txHash,
  onTxHash,
  txErrors,
  onSubmit: submitHash
}: {
  readonly purchase: Purchase
  readonly countdown: { readonly seconds: number; readonly minutes: number }
  readonly expired: boolean
  readonly txHash: string
  readonly onTxHash: (hash: string) => void
  readonly txErrors: ReadonlyArray<string>
  readonly onSubmit: (e: FormEvent) => void
}) => {
  const { t } = useTranslation()
  return (
    <form id="iw-tx-form" onSubmit={submitHash} noValidate>
      <div className="iw-pd__invoice">
        <div className="iw-pd__pay">
          <span className="iw-pd__pay-label">{t("tickets.invoice.amount")}</span>
          <strong className="iw-pd__pay-amount" data-testid="invoice-amount">
            {invoiceAmount(purchase.amount.decimal, purchase.currency)}
          </strong>
          <span className="iw-pd__pay-what">
            {t("tickets.invoice.what", { name: purchase.productName, quantity: purchase.quantity, tickets: formatDecimal(String(purchase.tickets), { min: 0 }) })}
          </span>
        </div>
        <div className={`iw-pd__timer${expired ? " iw-pd__timer--expired" : countdown.seconds <= 60 ? " iw-pd__timer--low" : ""}`}>
          <div className="iw-pd__timer-row">
            <span>{t("tickets.invoice.timeLeft")}</span>
            <span role="timer" aria-label={t("tickets.invoice.timeLeft")} className="iw-pd__clock" data-testid="invoice-countdown">
              {expired ? t("tickets.invoice.expired") : clock(countdown.seconds)}
            </span>
          </div>
          <ProgressBar value={countdown.seconds / (INVOICE_LIFETIME_MS / 1000)} label={t("tickets.invoice.timeLeft")} />
          <span className="iw-visually-hidden" aria-live="polite">
            {expired ? t("tickets.invoice.expiredNote") : t("tickets.invoice.minutesLeft", { minutes: countdown.minutes })}
          </span>
        </div>
      </div>
      <CopyField
        label={t("tickets.invoice.address", { currency: purchase.currency })}
        value={purchase.address}
        copyLabel={t("common.copy")}
        copiedLabel={t("common.copied")}
        testId="invoice-address"
        note={t("tickets.invoice.exact", { amount: invoiceAmount(purchase.amount.decimal, purchase.currency) })}
      />
      {expired && <Notice tone="warning">{t("tickets.invoice.expiredNote")}</Notice>}
      <div className="iw-pd__hash">
        <TextField
          label={t("tickets.invoice.hash")}
          name="txHash"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="0x…"
          className="iw-pd__mono"
          value={txHash}
          onChange={(e) => onTxHash(e.target.value)}
          errors={txErrors}
          hint={t("tickets.invoice.hashHint")}
          maxLength={100}
          data-testid="tx-hash-input"
        />
      </div>
      <p className="iw-pd__fine">{t("tickets.invoice.laterNote")}</p>
    </form>
  )
}
