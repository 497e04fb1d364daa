import { Button, Notice, TextField, useLoad } from "@iw/ui"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { api } from "../../../lib/api"
import { simulateDeposit } from "../api/members"

const MAX = 1_000_000_000

/**
 * On a SIMULATED chain (the server says which chain it runs, `staff/chain`): this puts whole ABEY on the member's
 * system-wallet address as a chain deposit would, and the deposit is credited to the system wallet. Labelled with
 * the chain's kind, so nobody mistakes it for real money; on a real chain the tool is not shown at all.
 */
export const DepositTool = ({ memberId, address, onDone }: { readonly memberId: number; readonly address: string | null; readonly onDone: () => void }) => {
  const { t } = useTranslation()
  const [amount, setAmount] = useState("")
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<{ readonly text: string; readonly tone: "success" | "warning" } | null>(null)
  const { errors, general, fail, reset } = useFormErrors(["amount"])
  const chain = useLoad(() => api.ledger.chain(), [])
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setDone(null)
    const n = Number(amount)
    if (!/^\d+$/.test(amount) || n < 1 || n > MAX) {
      reset({ amount: [t("backoffice.deposit.amountRange", { max: MAX.toLocaleString("en-US") })] })
      return
    }
    reset()
    setBusy(true)
    try {
      const r = await simulateDeposit(memberId, n)
      setDone(
        r.credited
          ? { tone: "success", text: t("backoffice.deposit.credited", { amount: n.toLocaleString("en-US"), tx: r.txHash }) }
          : { tone: "warning", text: t("backoffice.deposit.notCredited", { tx: r.txHash }) }
      )
      setAmount("")
      onDone()
    } catch (err) {
      fail(err)
    } finally {
      setBusy(false)
    }
  }
  if (!chain.data?.simulated) return null
  return (
    <section className="iw-card sw-card sw-sim" aria-labelledby="deposit-title">
      <div className="sw-sim__head">
        <h2 id="deposit-title">{t("backoffice.deposit.title")}</h2>
        <span className="iw-badge sw-sim__badge" data-testid="chain-kind" data-kind={chain.data.kind}>
          {t("backoffice.deposit.chainKind", { kind: chain.data.kind })}
        </span>
      </div>
      <p className="sw-muted sw-small">{t("backoffice.deposit.text")}</p>
      {address && (
        <p className="sw-small">
          {t("backoffice.deposit.to")} <span className="sw-mono sw-break-all">{address}</span>
        </p>
      )}
      <form className="sw-inline-form" onSubmit={submit} noValidate>
        <TextField
          label={t("backoffice.deposit.amount")}
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ""))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          errors={errors.amount}
          data-testid="deposit-amount"
        />
        <Button type="submit" variant="secondary" loading={busy} data-testid="deposit-submit">
          {t("backoffice.deposit.submit")}
        </Button>
      </form>
      {done && (
        <Notice tone={done.tone}>
          <span className="sw-break-all">{done.text}</span>
        </Notice>
      )}
      {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
    </section>
  )
}
