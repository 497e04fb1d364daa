import { Button, DataTable, LoadState, Notice, TextField, errorMessage, fieldMessages, formatDateTime, formatDecimal, useLoad } from "@iw/ui"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { ReasonField } from "../../../components/ReasonField"
import { useLang } from "../../../hooks/use-lang"
import { grantCredits, memberCredits, refundPurchase } from "../api/ads"

/**
 * A member's AdNet credits for staff: balance, package purchases (refund one with a reason: its ABEY back, its
 * credits out, never more than it bought) and the credit history; a grant of credits with a reason. Both audited.
 */
export const CreditsPanel = ({ memberId, titled = true }: { readonly memberId: number; readonly titled?: boolean }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const credits = useLoad(() => memberCredits(memberId), [memberId])
  // Under the panel's own h2, or under the page's h1 when the page is the panel.
  const Heading = titled ? "h3" : "h2"
  const [amount, setAmount] = useState("")
  const [reason, setReason] = useState("")
  const [refundReason, setRefundReason] = useState("")
  const [errors, setErrors] = useState<Record<string, Array<string>>>({})
  const [note, setNote] = useState<{ tone: "success" | "error"; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (what: () => Promise<{ balance: { decimal: string } }>) => {
    setBusy(true)
    setNote(null)
    setErrors({})
    try {
      const r = await what()
      setNote({ tone: "success", text: t("adsDesk.credits.done", { balance: formatDecimal(r.balance.decimal, { min: 0 }) }) })
      setAmount("")
      setReason("")
      setRefundReason("")
      credits.reload()
    } catch (e) {
      const byField = fieldMessages(e, t)
      setErrors(byField)
      if (Object.keys(byField).length === 0) setNote({ tone: "error", text: errorMessage(e, t) })
    } finally {
      setBusy(false)
    }
  }
  const grant = (e: FormEvent) => {
    e.preventDefault()
    if (reason.trim() === "") return setErrors({ reason: [t("adsDesk.credits.reasonRequired")] })
    void run(() => grantCredits(memberId, amount.trim(), reason.trim()))
  }
  // A refund without a reason is refused on its field (as a grant's is), not by a button that silently stays grey.
  const refund = (purchaseId: number) => {
    if (refundReason.trim() === "") return setErrors({ refundReason: [t("adsDesk.credits.reasonRequired")] })
    void run(() => refundPurchase(memberId, purchaseId, refundReason.trim()))
  }
  return (
    <section className="iw-card sw-card" aria-labelledby={titled ? "ad-credits" : "page-title"} data-testid="ad-credits">
      {titled && <h2 id="ad-credits">{t("adsDesk.credits.title", { memberId })}</h2>}
      {note && <Notice tone={note.tone}>{note.text}</Notice>}
      <LoadState load={credits}>
        {(c) => (
          <>
            <p data-testid="ad-credits-balance">{t("adsDesk.credits.balance", { credits: formatDecimal(c.balance.decimal, { min: 0 }) })}</p>
            <form onSubmit={grant} noValidate className="sw-details">
              <TextField label={t("adsDesk.credits.amount")} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} errors={errors.amount} data-testid="ad-grant-amount" />
              <ReasonField label={t("adsDesk.credits.reason")} hint={t("adsDesk.credits.reasonHint")} value={reason} onChange={setReason} errors={errors.reason} testId="ad-grant-reason" />
              <Button type="submit" loading={busy} disabled={amount.trim() === ""} data-testid="ad-grant-submit">
                {t("adsDesk.credits.grant")}
              </Button>
            </form>
            <Heading>{t("adsDesk.credits.purchases")}</Heading>
            <ReasonField label={t("adsDesk.credits.refundReason")} hint={t("adsDesk.credits.reasonHint")} value={refundReason} onChange={setRefundReason} errors={errors.refundReason} testId="ad-refund-reason" />
            <DataTable
              rows={c.purchases}
              rowKey={(p) => p.id}
              caption={t("adsDesk.credits.purchases")}
              region
              className="sw-table sw-table--stack"
              empty={t("adsDesk.credits.noPurchases")}
              columns={[
                { key: "id", header: "#", cell: (p) => p.id, sortBy: (p) => p.id },
                { key: "code", header: t("adsDesk.credits.package"), rowHeader: true, cell: (p) => p.code, sortBy: (p) => p.code },
                { key: "credits", header: t("adsDesk.credits.credits"), cell: (p) => formatDecimal(p.credits.decimal, { min: 0 }), sortBy: (p) => p.credits.decimal },
                { key: "price", header: t("adsDesk.credits.price"), cell: (p) => formatDecimal(p.price.decimal, { min: 0 }), sortBy: (p) => p.price.decimal },
                { key: "status", header: t("adsDesk.credits.status"), cell: (p) => t(`adsDesk.credits.state.${p.status}`), sortBy: (p) => p.status },
                { key: "created", header: t("adsDesk.credits.date"), cell: (p) => formatDateTime(p.createdAt, lang), sortBy: (p) => p.createdAt },
                {
                  key: "refund",
                  header: t("adsDesk.credits.refund"),
                  cell: (p) =>
                    p.status === "active" ? (
                      <Button variant="danger" disabled={busy} onClick={() => refund(p.id)}>
                        {t("adsDesk.credits.refund")}
                      </Button>
                    ) : (
                      "—"
                    )
                }
              ]}
            />
            <Heading>{t("adsDesk.credits.history")}</Heading>
            <DataTable
              rows={c.transactions}
              rowKey={(r) => r.id}
              caption={t("adsDesk.credits.history")}
              region
              csv={`adnet-credits-${memberId}.csv`}
              className="sw-table sw-table--stack"
              empty={t("adsDesk.credits.noHistory")}
              columns={[
                { key: "date", header: t("adsDesk.credits.date"), rowHeader: true, cell: (r) => formatDateTime(r.createdAt, lang), sortBy: (r) => r.createdAt },
                { key: "code", header: t("adsDesk.credits.code"), cell: (r) => t(`ads.codes.${r.code}`), sortBy: (r) => r.code, csv: (r) => r.code },
                { key: "amount", header: t("adsDesk.credits.credits"), cell: (r) => formatDecimal(r.amount.decimal, { min: 0 }), sortBy: (r) => r.amount.decimal },
                { key: "memo", header: t("adsDesk.credits.memo"), cell: (r) => (r.memo ? t(`ledger.memo.${r.memo.code}`, r.memo.params) : "—") }
              ]}
            />
          </>
        )}
      </LoadState>
    </section>
  )
}
