import type { MemberProfile } from "@iw/contracts"
import { Button, Dialog, Notice, Spinner, TextField, fieldMessages, formatDecimal, formatInteger, useFocusFirst, newIdempotencyKey } from "@iw/ui"
import { type ChangeEvent, type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../lib/api"
import { reloadProfile } from "../../../lib/auth"
import { BalanceRow, CheckIcon } from "./parts"
import { TOP_UP_MINIMUM, canConfirm, caretAfterDigits, clampDigits, digitsOf, groupDigits, readAmountEdit } from "../utils/top-up-amount"
import "../balances.css"

type Limit = { readonly state: "loading" } | { readonly state: "ready"; readonly max: number } | { readonly state: "failed" }
interface Deposit {
  readonly amount: number
  readonly balance: string
  readonly systemWallet: string
}

/**
 * Top up the ABEY balance from the system wallet (spec §2 Dialogs, §5 Top-up amount, §8 Top-up failure).
 * Each opening gets its own idempotency key, so a double click or a retry never moves the ABEY twice.
 */
export const TopUpDialog = ({ open, onClose, profile }: { readonly open: boolean; readonly onClose: () => void; readonly profile: MemberProfile | null }) => {
  const { t } = useTranslation()
  const [limit, setLimit] = useState<Limit>({ state: "loading" })
  const [digits, setDigits] = useState("")
  const [errors, setErrors] = useState<ReadonlyArray<string>>([])
  const [busy, setBusy] = useState(false)
  const [deposit, setDeposit] = useState<Deposit | null>(null)
  const key = useRef("")
  const input = useRef<HTMLInputElement | null>(null)
  const caret = useRef<number | null>(null)
  const body = useRef<HTMLDivElement>(null)
  useFocusFirst(open && limit.state === "ready", body, undefined, [limit.state])

  const loadLimit = () => {
    setLimit({ state: "loading" })
    api.ledger
      .topUpLimit()
      .then((r) => setLimit({ state: "ready", max: r.maxAvailable }))
      .catch(() => setLimit({ state: "failed" }))
  }

  useEffect(() => {
    if (!open) return
    key.current = newIdempotencyKey()
    setDigits("")
    setErrors([])
    setBusy(false)
    setDeposit(null)
    loadLimit()
  }, [open])

  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return
    input.current.setSelectionRange(caret.current, caret.current)
    caret.current = null
  }, [digits])

  const max = limit.state === "ready" ? limit.max : 0
  const hasAddress = !!profile?.sysWalletAddress
  const enabled = limit.state === "ready" && canConfirm(digits, max, hasAddress)

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.target
    const edit = readAmountEdit(el.value)
    if (!edit.ok) {
      // Refused (a decimal, a letter): the field keeps its amount, and says why.
      setErrors([t(edit.reason === "decimal" ? "balances.topUp.noDecimals" : "balances.topUp.digitsOnly")])
      return
    }
    const before = digitsOf(el.value.slice(0, el.selectionStart ?? el.value.length)).length
    const next = clampDigits(edit.digits, max)
    input.current = el
    caret.current = next === digitsOf(el.value) ? caretAfterDigits(groupDigits(next), before) : groupDigits(next).length
    setDigits(next)
    setErrors([])
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!enabled || busy) return
    setBusy(true)
    setErrors([])
    try {
      const r = await api.ledger.topUp({ body: { amount: Number(digits) } }, { idempotencyKey: key.current })
      setDeposit({ amount: r.amount, balance: r.balance.decimal, systemWallet: r.systemWallet.decimal })
      void reloadProfile().catch(() => undefined)
    } catch (err) {
      const fields = fieldMessages(err, t)
      const onField = fields.amount ?? Object.values(fields)[0]
      setErrors(onField && onField.length > 0 ? onField : [t("balances.topUp.failed")])
      // The server refused the request outright (422): nothing moved, so the next attempt may use a new key.
      if (Object.keys(fields).length > 0) key.current = newIdempotencyKey()
      if (Object.keys(fields).length > 0) loadLimit()
    } finally {
      setBusy(false)
    }
  }

  const formId = "iw-topup-form"
  const actions = deposit ? (
    <Button onClick={onClose} data-testid="topup-done" autoFocus>
      {t("common.done")}
    </Button>
  ) : (
    <>
      <Button variant="ghost" onClick={onClose}>
        {t("common.cancel")}
      </Button>
      <Button type="submit" form={formId} disabled={!enabled} loading={busy} data-testid="topup-confirm">
        {t("common.confirm")}
      </Button>
    </>
  )

  return (
    <Dialog open={open} onClose={onClose} title={t("balances.topUp.title")} closeLabel={t("common.close")} size="small" actions={actions}>
      <div ref={body} data-testid="top-up-dialog" className="iw-topup">
        {deposit ? (
          <div className="iw-topup__done" data-testid="topup-result" role="status">
            <CheckIcon />
            <p className="iw-topup__done-title">{t("balances.topUp.success", { amount: formatInteger(deposit.amount) })}</p>
            <dl className="iw-rows">
              <BalanceRow label={t("balances.topUp.newBalance")} value={formatDecimal(deposit.balance)} main />
              <BalanceRow label={t("balances.topUp.sysLeft")} value={formatDecimal(deposit.systemWallet)} />
            </dl>
          </div>
        ) : (
          <form id={formId} onSubmit={submit} noValidate>
            {profile && (
              <dl className="iw-rows iw-topup__rows">
                <BalanceRow label={t("balances.topUp.current")} value={formatDecimal(profile.balance.decimal)} main />
                <BalanceRow label={t("balances.topUp.sys")} value={formatDecimal(profile.sysWalletBalance.decimal)} />
              </dl>
            )}
            {!hasAddress && <Notice tone="warning">{t("balances.topUp.noAddress")}</Notice>}
            {limit.state === "loading" && <Spinner label={t("common.loading")} />}
            {limit.state === "failed" && (
              <Notice tone="error">
                {t("balances.topUp.limitFailed")}{" "}
                <Button variant="link" onClick={loadLimit}>
                  {t("common.retry")}
                </Button>
              </Notice>
            )}
            {limit.state === "ready" && (
              <>
                <div className="iw-topup__field">
                  <TextField
                    label={t("balances.topUp.amount")}
                    name="amount"
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="0"
                    value={groupDigits(digits)}
                    onChange={onChange}
                    errors={errors}
                    hint={max >= TOP_UP_MINIMUM ? t("balances.topUp.hint", { min: TOP_UP_MINIMUM, max: formatInteger(max) }) : t("balances.topUp.nothing")}
                    disabled={max < TOP_UP_MINIMUM || !hasAddress}
                    data-testid="topup-amount"
                  />
                  <Button
                    variant="secondary"
                    className="iw-topup__max"
                    disabled={max < TOP_UP_MINIMUM || !hasAddress}
                    onClick={() => {
                      setDigits(String(max))
                      setErrors([])
                    }}
                    aria-label={t("balances.topUp.maxLabel", { max: formatInteger(max) })}
                  >
                    {t("balances.topUp.max")}
                  </Button>
                </div>
                <p className="iw-topup__note">{t("balances.topUp.note")}</p>
              </>
            )}
          </form>
        )}
      </div>
    </Dialog>
  )
}
