import { Button, CopyField, Dialog, FieldErrors, Notice, Spinner, errorMessage, fieldMessages, useFocusFirst, useLoad } from "@iw/ui"
import { type FormEvent, useEffect, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { api } from "../../../lib/api"
import { reloadProfile } from "../../../lib/auth"
import { to, useLang } from "../../../lib/lang"
import type { Plot } from "../utils/plot-format"

type MintResult = Awaited<ReturnType<typeof api.land.mint>>
type Outcome = { readonly step: "done"; readonly result: MintResult } | { readonly step: "failed"; readonly message: string }

/**
 * Mint a PLOT to the linked wallet (spec §4, §5): minting needs a confirmed linked wallet and a ticked checkbox,
 * and happens once per PLOT ("PLOT is already minted"). Without a confirmed wallet the dialog says so and links to
 * linked-wallet; Mint stays disabled until the box is ticked.
 */
export const MintDialog = ({ plot, onClose, onMinted }: { readonly plot: Plot | null; readonly onClose: () => void; readonly onMinted: () => void }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [checked, setChecked] = useState(false)
  const [errors, setErrors] = useState<ReadonlyArray<string>>([])
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const hintId = useId()
  const errorsId = useId()
  const open = plot !== null
  const walletLoad = useLoad(() => api.wallet.get(), [plot?.x, plot?.y], { enabled: open })
  const step = outcome?.step ?? (walletLoad.status === "error" ? "wallet-failed" : walletLoad.status === "ok" ? "confirm" : "loading")
  useFocusFirst(open, form, "input[type=checkbox], [data-focus]", [step])

  useEffect(() => {
    if (!open) return
    setOutcome(null)
    setChecked(false)
    setErrors([])
    setBusy(false)
  }, [open, plot?.x, plot?.y])

  if (!plot) return <Dialog open={false} title="" onClose={onClose} closeLabel={t("common.close")} children={null} />

  const coords = { x: plot.x, y: plot.y }
  const wallet = step === "confirm" ? (walletLoad.data ?? null) : null
  const ready = wallet?.status === "confirmed" && wallet.address !== null

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!ready || busy) return
    if (!checked) {
      setErrors([t("land.mint_confirm")])
      return
    }
    setBusy(true)
    setErrors([])
    try {
      const result = await api.land.mint({ body: { ...coords, confirm: true } })
      setOutcome({ step: "done", result })
      onMinted()
      void reloadProfile().catch(() => undefined)
    } catch (err) {
      // A refusal about the checkbox stays on the field; anything else is the outcome of this attempt.
      const fields = fieldMessages(err, t)
      if (fields.confirm) setErrors(fields.confirm)
      else setOutcome({ step: "failed", message: errorMessage(err, t) })
    } finally {
      setBusy(false)
    }
  }

  const formId = "iw-plots-mint-form"
  const title = step === "done" ? t("plots.mint.doneTitle") : step === "failed" ? t("plots.mint.failedTitle") : t("plots.mint.title", coords)
  const actions =
    step === "done" || step === "failed" || step === "wallet-failed" ? (
      <Button onClick={onClose} data-testid="mint-close">
        {t("common.close")}
      </Button>
    ) : (
      <>
        <Button variant="ghost" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" form={formId} disabled={!ready || !checked} loading={busy} data-testid="mint-confirm">
          {t("plots.mint.submit")}
        </Button>
      </>
    )

  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t("common.close")} size="small" actions={actions} className="iw-plots__dialog">
      <form ref={form} id={formId} onSubmit={submit} noValidate data-testid="mint-dialog" data-step={step}>
        {step === "loading" && <Spinner label={t("common.loading")} />}
        {walletLoad.status === "error" && step === "wallet-failed" && (
          <p role="alert" tabIndex={-1} data-focus>
            {errorMessage(walletLoad.error, t)}
          </p>
        )}
        {step === "confirm" && !ready && (
          <div data-testid="mint-wallet-missing">
            <p className="iw-plots__dtext" tabIndex={-1} data-focus>
              {t("plots.mint.lead")}
            </p>
            <Notice tone="warning">{wallet?.status === "added" ? t("plots.mint.walletUnconfirmed") : t("plots.mint.walletMissing")}</Notice>
            <p>
              <Link className="iw-btn iw-btn--secondary" to={to(lang, "linked-wallet")} onClick={onClose} data-testid="mint-wallet-link">
                {wallet?.status === "added" ? t("plots.mint.toConfirm") : t("plots.mint.toLink")}
              </Link>
            </p>
          </div>
        )}
        {step === "confirm" && ready && (
          <>
            <p className="iw-plots__dtext">{t("plots.mint.lead")}</p>
            <CopyField label={t("plots.mint.address")} value={wallet.address ?? ""} copyLabel={t("common.copy")} copiedLabel={t("common.copied")} testId="mint-address" />
            <div className={`iw-check iw-plots__check${errors.length > 0 ? " iw-plots__check--invalid" : ""}`}>
              <input
                id={`${formId}-check`}
                type="checkbox"
                checked={checked}
                required
                aria-required="true"
                aria-invalid={errors.length > 0 || undefined}
                aria-describedby={errors.length > 0 ? `${hintId} ${errorsId}` : hintId}
                onChange={(e) => {
                  setChecked(e.target.checked)
                  setErrors([])
                }}
                data-testid="mint-check"
              />
              <label htmlFor={`${formId}-check`}>{t("plots.mint.check", coords)}</label>
            </div>
            <p id={hintId} className="iw-plots__fine">
              {t("plots.mint.hint")}
            </p>
            <FieldErrors id={errorsId} messages={errors} />
          </>
        )}
        {outcome?.step === "done" && (
          <div className="iw-plots__outcome iw-plots__outcome--ok" role="status">
            <span className="iw-plots__outcome-icon" aria-hidden="true">
              ✓
            </span>
            <div>
              <p tabIndex={-1} data-focus data-testid="mint-success">
                {t("plots.mint.done", coords)}
              </p>
              {outcome.result.address && <p className="iw-plots__mono">{outcome.result.address}</p>}
            </div>
          </div>
        )}
        {outcome?.step === "failed" && (
          <div className="iw-plots__outcome iw-plots__outcome--bad" role="alert">
            <span className="iw-plots__outcome-icon" aria-hidden="true">
              !
            </span>
            <p tabIndex={-1} data-focus data-testid="mint-error">
              {outcome.message}
            </p>
          </div>
        )}
      </form>
    </Dialog>
  )
}
