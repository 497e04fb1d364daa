import { Button, Dialog, LAND_ACTIVATION_REQUIREMENT, Notice, errorMessage, formatDate, formatDateTime, useFocusFirst, useSession } from "@iw/ui"
import { ApiError } from "@iw/contracts/client"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { api } from "../../../lib/api"
import { reloadProfile } from "../../../lib/auth"
import { to, useLang } from "../../../lib/lang"
import { memberSession } from "../../../lib/session"
import { type MyPlot, abey, toMinor } from "../utils/plot-format"

type ActivationResult = Awaited<ReturnType<typeof api.land.activate>>
type Phase = { readonly step: "confirm" } | { readonly step: "done"; readonly result: ActivationResult } | { readonly step: "failed"; readonly message: string; readonly code: string | null }

/**
 * What failed, to offer the next step: the 422's own code when it has one (LAND_ACTIVATION_REQUIREMENT), else the
 * code of its first field error (e.g. `land.not_enough_balance_to_activate`).
 */
const failureCode = (err: unknown): string | null => {
  if (!(err instanceof ApiError)) return null
  if (err.code === LAND_ACTIVATION_REQUIREMENT) return err.code
  return err.fieldErrors ? (Object.values(err.fieldErrors)[0]?.[0]?.code ?? null) : null
}

/**
 * Activate a PLOT (spec §5, §8, §9): shows the fee (10% of the price, in ABEY, bonus balance first) and the
 * 360-day window before the member confirms; then a success or failure view with the server's translated message
 * ("PLOT activation not available until {openDate}, CST", "Not enough balance to activate", the level 4 rule).
 */
export const ActivateDialog = ({ plot, onClose, onActivated }: { readonly plot: MyPlot | null; readonly onClose: () => void; readonly onActivated: () => void }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const profile = useSession(memberSession)?.profile ?? null
  const [phase, setPhase] = useState<Phase>({ step: "confirm" })
  const [busy, setBusy] = useState(false)
  const body = useRef<HTMLDivElement>(null)
  const open = plot !== null
  // Focus goes to the dialog's text, so a screen reader reads the fee and window (or the outcome) first.
  useFocusFirst(open, body, "[data-focus]", [phase.step])

  useEffect(() => {
    if (!open) return
    setPhase({ step: "confirm" })
    setBusy(false)
  }, [open, plot?.x, plot?.y])

  if (!plot) return <Dialog open={false} title="" onClose={onClose} closeLabel={t("common.close")} children={null} />

  // The fee, the window and its end are the server's offer for this plot (derived by core), shown as given.
  const { fee: feeValue, days, endsAt } = plot.activationOffer
  const fee = feeValue.decimal
  const balance = profile?.balance.decimal ?? null
  const short = balance !== null && toMinor(balance) < toMinor(fee)
  const coords = { x: plot.x, y: plot.y }

  const activate = async () => {
    if (busy) return
    setBusy(true)
    try {
      const result = await api.land.activate({ body: coords })
      setPhase({ step: "done", result })
      onActivated()
      void reloadProfile().catch(() => undefined)
    } catch (err) {
      setPhase({ step: "failed", message: errorMessage(err, t), code: failureCode(err) })
    } finally {
      setBusy(false)
    }
  }

  const title = phase.step === "done" ? t("plots.activate.doneTitle") : phase.step === "failed" ? t("plots.activate.failedTitle") : t("plots.activate.title", coords)
  const actions =
    phase.step === "confirm" ? (
      <>
        <Button variant="ghost" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button onClick={activate} loading={busy} data-testid="activate-confirm">
          {t("plots.activate.confirm", { fee: abey(fee) })}
        </Button>
      </>
    ) : (
      <Button onClick={onClose} data-testid="activate-close">
        {t("common.close")}
      </Button>
    )

  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t("common.close")} size="small" actions={actions} className="iw-plots__dialog">
      <div ref={body} data-testid="activate-dialog" data-step={phase.step}>
        {phase.step === "confirm" && (
          <>
            <p className="iw-plots__dtext" tabIndex={-1} data-focus>
              {t("plots.activate.lead", { days })}
            </p>
            <dl className="iw-plots__facts">
              <div>
                <dt>{t("plots.activate.price")}</dt>
                <dd>{t("plots.abey", { amount: abey(plot.price) })}</dd>
              </div>
              <div className="iw-plots__facts-key">
                <dt>{t("plots.activate.fee")}</dt>
                <dd data-testid="activate-fee">{t("plots.abey", { amount: abey(fee) })}</dd>
              </div>
              <div>
                <dt>{t("plots.activate.window")}</dt>
                <dd>{t("plots.activate.until", { days, date: formatDate(endsAt, lang) })}</dd>
              </div>
              {balance !== null && (
                <div>
                  <dt>{t("plots.activate.balance")}</dt>
                  <dd>{t("plots.abey", { amount: abey(balance) })}</dd>
                </div>
              )}
            </dl>
            {short && <Notice tone="warning">{t("plots.activate.short")}</Notice>}
            <p className="iw-plots__fine">{t("plots.activate.fine")}</p>
          </>
        )}
        {phase.step === "done" && (
          <div className="iw-plots__outcome iw-plots__outcome--ok" role="status">
            <span className="iw-plots__outcome-icon" aria-hidden="true">
              ✓
            </span>
            <p tabIndex={-1} data-focus data-testid="activate-success">
              {t("plots.activate.done", { ...coords, date: formatDateTime(phase.result.activation.expiresAt, lang), fee: abey(phase.result.fee) })}
            </p>
          </div>
        )}
        {phase.step === "failed" && (
          <div className="iw-plots__outcome iw-plots__outcome--bad" role="alert">
            <span className="iw-plots__outcome-icon" aria-hidden="true">
              !
            </span>
            <div>
              <p tabIndex={-1} data-focus data-testid="activate-error">
                {phase.message}
              </p>
              {phase.code === "land.not_enough_balance_to_activate" && (
                <Link to={to(lang, "system-wallet")} onClick={onClose}>
                  {t("plots.activate.topUp")}
                </Link>
              )}
              {phase.code === LAND_ACTIVATION_REQUIREMENT && <p className="iw-plots__fine">{t("plots.activate.requirementHint")}</p>}
            </div>
          </div>
        )}
      </div>
    </Dialog>
  )
}
