import { Button, ConfirmDialog, TextField, errorMessage, fieldMessages, formatDecimal, useAction } from "@iw/ui"
import type { BalanceValue, GoldRushSchemas } from "@iw/contracts"
import { MINERAL_COINS } from "@iw/core/domain"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { type Minerals, calculateRedeem, redeem } from "../api/gold-rush"

type Quote = typeof GoldRushSchemas.RedeemQuote.Type
const MINERALS = [
  { id: "1", key: "iron" },
  { id: "2", key: "silver" },
  { id: "3", key: "gold" },
  { id: "4", key: "platinum" },
  { id: "5", key: "diamond" }
] as const

/** Minerals held, and the exchange: whole numbers per mineral, the calculation shown, then confirmed. */
export const RedeemPanel = ({ held, onChanged }: { readonly held: Readonly<Record<string, BalanceValue>>; readonly onChanged: (message?: string) => void }) => {
  const { t } = useTranslation()
  const [counts, setCounts] = useState<Record<string, string>>({})
  const [quote, setQuote] = useState<{ minerals: Minerals; quote: Quote } | null>(null)
  const [errors, setErrors] = useState<ReadonlyArray<string>>([])
  const minerals = (): Minerals => Object.fromEntries(MINERALS.map((m) => [m.id, Number(counts[m.id] || 0)]).filter(([, n]) => n !== 0)) as Minerals
  const onError = (e: unknown) => setErrors(fieldMessages(e, t).minerals ?? [errorMessage(e, t)])
  const calc = useAction(() => calculateRedeem(minerals()), { onDone: (q) => setQuote({ minerals: minerals(), quote: q }), onError })
  const confirm = useAction(() => redeem(quote!.minerals), {
    onDone: (r) => (setQuote(null), setCounts({}), onChanged(t("games.ui.redeemed", { abey: formatDecimal(r.abey.decimal) }))),
    onError
  })
  return (
    <section aria-labelledby="gr-minerals">
      <h2 id="gr-minerals">{t("games.ui.minerals")}</h2>
      <h3>{t("games.ui.redeem")}</h3>
      <p>{t("games.ui.redeemRule")}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          setErrors([])
          void calc.run()
        }}
      >
        <div className="iw-game__inputs">
          {MINERALS.map((m) => (
            <TextField
              key={m.id}
              label={`${t(`shell.resources.${m.key}`)} (${formatDecimal(held[m.id]?.decimal ?? "0", { min: 0 })})`}
              hint={t("games.ui.coinsEach", { coins: MINERAL_COINS[Number(m.id) as 1] })}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={counts[m.id] ?? ""}
              onChange={(e) => setCounts({ ...counts, [m.id]: e.target.value })}
              data-testid={`redeem-${m.id}`}
            />
          ))}
        </div>
        {errors.length > 0 && quote === null ? <p role="alert">{errors.join(" ")}</p> : null}
        <Button type="submit" loading={calc.busy} data-testid="redeem-calculate">
          {t("games.ui.calculate")}
        </Button>
      </form>
      <ConfirmDialog
        open={quote !== null}
        title={t("games.ui.redeem")}
        confirmLabel={t("games.ui.confirmRedeem")}
        busy={confirm.busy}
        onConfirm={() => void confirm.run()}
        onCancel={() => (setQuote(null), setErrors([]))}
        confirmTestId="redeem-confirm"
      >
        {quote ? (
          <>
            <ul>
              {quote.quote.lines.map((l) => (
                <li key={l.mineral}>
                  {t(`shell.resources.${MINERALS[l.mineral - 1]!.key}`)} × {l.quantity} = {l.coins}
                </li>
              ))}
            </ul>
            <p data-testid="redeem-quote">
              <strong>{t("games.ui.quote", { coins: quote.quote.coins, abey: formatDecimal(quote.quote.abey.decimal) })}</strong>
            </p>
          </>
        ) : null}
        {errors.length > 0 ? <p role="alert">{errors.join(" ")}</p> : null}
      </ConfirmDialog>
    </section>
  )
}
