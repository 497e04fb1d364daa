import { Button, CopyField, Notice, Spinner, errorMessage, useDocumentTitle } from "@iw/ui"
import { useCallback, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { api } from "../../../lib/api"
import { reloadProfile } from "../../../lib/auth"
import { AddWalletDialog } from "./AddWalletDialog"
import { ConfirmWalletDialog } from "./ConfirmWalletDialog"
import { type LinkedWallet, STEPS, stepOf } from "../utils/wallet-state"
import "../linked-wallet.css"

type Load = { readonly state: "loading" } | { readonly state: "failed"; readonly message: string } | { readonly state: "ready"; readonly wallet: LinkedWallet }

const StepDot = ({ done, current, index }: { readonly done: boolean; readonly current: boolean; readonly index: number }) => (
  <span className={`iw-lw__dot${done ? " iw-lw__dot--done" : ""}${current ? " iw-lw__dot--current" : ""}`} aria-hidden="true">
    {done ? "✓" : index + 1}
  </span>
)

/**
 * `/{lang}/linked-wallet` (spec §2, §4 Wallet address): the member's own Mobile ABEY Wallet, where minted plots and
 * buildings go. Absent → add it; added → confirm it with the checkbox; confirmed → shown with its badge.
 */
const LinkedWalletPage = () => {
  const { t } = useTranslation()
  const [load, setLoad] = useState<Load>({ state: "loading" })
  const [dialog, setDialog] = useState<"add" | "confirm" | null>(null)
  useDocumentTitle(t("linkedWallet.title"))

  const fetchWallet = useCallback(() => {
    setLoad({ state: "loading" })
    api.wallet
      .get()
      .then((wallet) => setLoad({ state: "ready", wallet }))
      .catch((err) => setLoad({ state: "failed", message: errorMessage(err, t) }))
  }, [t])
  useEffect(fetchWallet, [fetchWallet])

  // After a change the button that opened the dialog is gone: focus goes to the status heading instead.
  const statusHeading = useRef<HTMLHeadingElement>(null)
  const refocus = useRef(false)
  useEffect(() => {
    if (dialog !== null || !refocus.current) return
    refocus.current = false
    statusHeading.current?.focus()
  }, [dialog])

  const changed = (wallet: LinkedWallet, next: "confirm" | null) => {
    refocus.current = true
    setLoad({ state: "ready", wallet })
    setDialog(next)
    void reloadProfile().catch(() => undefined)
  }

  const wallet = load.state === "ready" ? load.wallet : null
  const step = wallet ? stepOf(wallet) : -1
  const stepLabels = [t("linkedWallet.steps.add"), t("linkedWallet.steps.confirm"), t("linkedWallet.steps.mint")]

  return (
    <div className="iw-page iw-lw">
      <header className="iw-lw__head">
        <h1>{t("linkedWallet.title")}</h1>
        <p className="iw-lw__lead">{t("linkedWallet.lead")}</p>
      </header>

      {load.state === "loading" && <Spinner label={t("common.loading")} />}
      {load.state === "failed" && (
        <Notice tone="error">
          {load.message}{" "}
          <Button variant="link" onClick={fetchWallet}>
            {t("common.retry")}
          </Button>
        </Notice>
      )}

      {wallet && (
        <section className="iw-card iw-lw__card" data-testid="wallet-status" data-status={wallet.status} aria-labelledby="iw-lw-status">
          <div className="iw-lw__card-head">
            <h2 id="iw-lw-status" ref={statusHeading} tabIndex={-1}>
              {t("linkedWallet.statusTitle")}
            </h2>
            <span className={`iw-lw__badge iw-lw__badge--${wallet.status}`} data-testid="wallet-status-badge" data-status={wallet.status}>
              {t(`linkedWallet.status.${wallet.status}`)}
            </span>
          </div>

          <ol className="iw-lw__steps" aria-label={t("linkedWallet.steps.label")}>
            {STEPS.map((s, i) => {
              // Confirmed means every step is behind the member, minting included.
              const done = i < step || step === STEPS.length - 1
              const current = !done && i === step
              return (
                <li key={s} className={`iw-lw__step${done ? " iw-lw__step--done" : ""}${current ? " iw-lw__step--current" : ""}`} aria-current={current ? "step" : undefined}>
                  <StepDot index={i} done={done} current={current} />
                  <span>{stepLabels[i]}</span>
                  {done && <span className="iw-visually-hidden">{t("linkedWallet.steps.done")}</span>}
                </li>
              )
            })}
          </ol>

          {wallet.status === "absent" && (
            <div className="iw-lw__body">
              <p className="iw-lw__text">{t("linkedWallet.absent")}</p>
              <Button onClick={() => setDialog("add")} data-testid="wallet-add">
                {t("linkedWallet.add.open")}
              </Button>
            </div>
          )}

          {wallet.status !== "absent" && wallet.address && (
            <div className="iw-lw__body">
              <CopyField label={t("linkedWallet.address")} value={wallet.address} copyLabel={t("common.copy")} copiedLabel={t("common.copied")} testId="wallet-address" />
              {wallet.status === "added" ? (
                <>
                  <Notice tone="warning">{t("linkedWallet.added")}</Notice>
                  <Button onClick={() => setDialog("confirm")} data-testid="wallet-confirm-open">
                    {t("linkedWallet.confirm.open")}
                  </Button>
                </>
              ) : (
                <p className="iw-lw__ok">
                  <span aria-hidden="true">✓</span> {t("linkedWallet.confirmed")}
                </p>
              )}
            </div>
          )}

          <p className="iw-lw__permanent">{t("linkedWallet.permanent")}</p>
        </section>
      )}

      <AddWalletDialog open={dialog === "add"} onClose={() => setDialog(null)} onAdded={(w) => changed(w, "confirm")} />
      {wallet?.address && (
        <ConfirmWalletDialog open={dialog === "confirm"} onClose={() => setDialog(null)} address={wallet.address} onConfirmed={(w) => changed(w, null)} />
      )}
    </div>
  )
}

export default LinkedWalletPage
