import { ApiError } from "@iw/contracts/client"
import { Button, Notice, TextField, newIdempotencyKey } from "@iw/ui"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { formatAssetAmount } from "../../../lib/ledger"
import { type Balances, adjustTickets } from "../api/tickets"
import { ReasonField } from "../../../components/ReasonField"

type Direction = "grant" | "deduct"

const MAX_AMOUNT = 1_000_000

/**
 * Grants or deducts a member's tickets with a reason, optionally on one of their PLOTs. The server checks the
 * plot id (`ledger.plot_format`, the member's plot) and answers on the field. A submission whose answer never
 * arrived is sent again with the same idempotency key, so nothing moves twice.
 */
export const TicketAdjustForm = ({ memberId, onDone }: { readonly memberId: number; readonly onDone: (balance: Balances, message: string) => void }) => {
  const { t } = useTranslation()
  const [direction, setDirection] = useState<Direction>("grant")
  const [amount, setAmount] = useState("")
  const [reason, setReason] = useState("")
  const [plot, setPlot] = useState("")
  const [busy, setBusy] = useState(false)
  const { errors, general, fail, reset } = useFormErrors(["amount", "reason", "memberId", "direction", "plotId"])
  const unanswered = useRef<{ readonly key: string; readonly values: string } | null>(null)

  useEffect(() => {
    reset()
    unanswered.current = null
  }, [memberId, reset])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const local: Record<string, Array<string>> = {}
    const n = Number(amount)
    if (amount.trim() === "") local.amount = [t("validation.required")]
    else if (!/^\d+$/.test(amount.trim()) || n < 1 || n > MAX_AMOUNT) local.amount = [t("backoffice.tickets.amountRange", { max: MAX_AMOUNT.toLocaleString("en-US") })]
    if (reason.trim() === "") local.reason = [t("validation.required")]
    reset(local)
    if (Object.keys(local).length > 0) return
    const plotId = plot.replace(/\s/g, "")
    const body = { memberId, direction, amount: n, reason: reason.trim(), ...(plotId !== "" ? { plotId } : {}) }
    const values = JSON.stringify(body)
    const key = unanswered.current?.values === values ? unanswered.current.key : newIdempotencyKey()
    unanswered.current = null
    setBusy(true)
    try {
      const result = await adjustTickets(body, key)
      onDone(
        result.balance,
        t(direction === "grant" ? "backoffice.tickets.granted" : "backoffice.tickets.deducted", {
          amount: n.toLocaleString("en-US"),
          id: memberId,
          balance: formatAssetAmount("tickets", result.balance.tickets.decimal)
        })
      )
      setAmount("")
      setReason("")
      setPlot("")
    } catch (err) {
      if (err instanceof ApiError && (err.status === 0 || err.status >= 500)) unanswered.current = { key, values }
      fail(err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="iw-card sw-card" onSubmit={submit} noValidate aria-labelledby="tickets-adjust-title">
      <h2 id="tickets-adjust-title">{t("backoffice.tickets.adjustTitle")}</h2>
      <fieldset className="sw-choice" aria-describedby="tickets-direction-hint">
        <legend className="iw-field__label">{t("backoffice.tickets.direction")}</legend>
        <div className="sw-choice__options">
          {(["grant", "deduct"] as const).map((d) => (
            <label key={d} className={`sw-choice__option${direction === d ? " sw-choice__option--on" : ""}`}>
              <input type="radio" name="direction" value={d} checked={direction === d} onChange={() => setDirection(d)} data-testid={`tickets-direction-${d}`} />
              <span>
                <span className="sw-choice__name">{t(`backoffice.tickets.${d}`)}</span>
                <span className="sw-choice__hint">{t(`backoffice.tickets.${d}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t("backoffice.tickets.amount")}
        value={amount}
        onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ""))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={7}
        errors={errors.amount}
        hint={t("backoffice.tickets.amountHint", { max: MAX_AMOUNT.toLocaleString("en-US") })}
        data-testid="tickets-amount"
      />
      <ReasonField label={t("backoffice.tickets.reason")} hint={t("backoffice.tickets.reasonHint")} value={reason} onChange={setReason} errors={errors.reason} testId="tickets-reason" />
      <TextField
        label={t("backoffice.tickets.plot")}
        value={plot}
        onChange={(e) => setPlot(e.target.value.replace(/[^\d,\s]/g, ""))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        placeholder="x,y"
        errors={errors.plotId}
        hint={t("backoffice.tickets.plotHint")}
        data-testid="tickets-plot"
      />
      {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
      <div className="sw-form-actions">
        <Button type="submit" variant={direction === "deduct" ? "danger" : "primary"} loading={busy} data-testid="tickets-submit">
          {/^\d+$/.test(amount) && Number(amount) > 0
            ? t(direction === "grant" ? "backoffice.tickets.submitGrant" : "backoffice.tickets.submitDeduct", { amount: Number(amount).toLocaleString("en-US") })
            : t(`backoffice.tickets.${direction}`)}
        </Button>
      </div>
    </form>
  )
}
