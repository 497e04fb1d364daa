import { Button, ConfirmDialog, Notice, errorMessage, newIdempotencyKey, useAction } from "@iw/ui"
import type { GoldRushSchemas } from "@iw/contracts"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { buyShovel } from "../api/gold-rush"

type ShovelStatus = typeof GoldRushSchemas.ShovelStatus.Type

/** The shovel: durability today (after the rust of idle CST days), the warnings, and buying a new one after a confirm. */
export const ShovelPanel = ({ shovel, onChanged }: { readonly shovel: ShovelStatus; readonly onChanged: () => void }) => {
  const { t } = useTranslation()
  const [asking, setAsking] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const buy = useAction((key: string) => buyShovel(key), { onDone: () => (setAsking(null), onChanged()), onError: (e) => setError(errorMessage(e, t)) })
  const s = shovel.state
  return (
    <section aria-labelledby="gr-shovel">
      <h2 id="gr-shovel">{t("games.ui.shovel")}</h2>
      {s === null ? (
        <p>{t("games.ui.noShovel")}</p>
      ) : (
        <>
          <div className="iw-game__row">
            <label htmlFor="gr-durability">{t("games.ui.durability")}</label>
            <meter id="gr-durability" className="iw-game__meter" min={0} max={100} low={3} optimum={100} value={s.durability} style={{ maxWidth: 240 }} />
            <strong data-testid="shovel-durability">{s.durability}</strong>
          </div>
          <p>{t("games.ui.digRule")}</p>
          {s.belowDig ? <Notice tone="error">{t("games.ui.belowDig")}</Notice> : s.rusting ? <Notice tone="warning">{t("games.ui.rusting")}</Notice> : null}
        </>
      )}
      {error ? <p role="alert">{error}</p> : null}
      <Button variant={s === null || s.belowDig ? "primary" : "secondary"} onClick={() => (setError(null), setAsking(newIdempotencyKey()))} data-testid="buy-shovel">
        {t("games.ui.buyShovel", { price: shovel.price.decimal })}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={t("games.ui.shovel")}
        confirmLabel={t("games.ui.buy")}
        busy={buy.busy}
        onConfirm={() => asking && buy.run(asking)}
        onCancel={() => setAsking(null)}
        confirmTestId="confirm-shovel"
      >
        <p>{t("games.ui.confirmShovel", { price: shovel.price.decimal })}</p>
        {error ? <p role="alert">{error}</p> : null}
      </ConfirmDialog>
    </section>
  )
}
