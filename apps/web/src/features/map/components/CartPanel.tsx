import type { LandSchemas, MemberProfile } from "@iw/contracts"
import { CART_LIMIT } from "@iw/core/domain"
import { Button, Dialog, errorMessage, formatDecimal, useLoad } from "@iw/ui"
import { ApiError } from "@iw/contracts/client"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { api } from "../../../lib/api"
import { reloadProfile } from "../../../lib/auth"
import { to, useLang } from "../../../lib/lang"
import { LegalInfoDialog } from "./LegalInfoDialog"
import type { Coord } from "../hooks/use-world-map"

type PurchaseResult = typeof LandSchemas.PurchaseResult.Type

/**
 * Spec §8 "Cart limit exceeded": the server refuses more (core's `CART_LIMIT`); the map stops adding at the same
 * number. (Integrator: the cart's answer carries `limit`; once land responses carry it before the first check, use that.)
 */
export { CART_LIMIT }

const key = (c: Coord) => `${c.x}:${c.y}`

/**
 * The cart: every chosen plot re-checked by the server (`member/plots/cart`), the total, and the purchase, which
 * buys all of them or none. Success and failure each end in a dialog.
 */
export const CartPanel = ({
  cart,
  profile,
  onRemove,
  onClear,
  onShow
}: {
  readonly cart: ReadonlyArray<Coord>
  readonly profile: MemberProfile
  readonly onRemove: (c: Coord) => void
  readonly onClear: () => void
  readonly onShow: (c: Coord) => void
}) => {
  const { t } = useTranslation()
  const lang = useLang()
  const [confirming, setConfirming] = useState(false)
  const [buying, setBuying] = useState(false)
  const [bought, setBought] = useState<PurchaseResult | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [legal, setLegal] = useState(false)
  const cartKey = cart.map(key).join(",")

  // Re-checked whenever the cart changes, once it has settled.
  const check = useLoad(() => api.land.cart({ body: { plots: cart.map(({ x, y }) => ({ x, y })) } }), [cartKey], { enabled: cart.length > 0, debounceMs: 200 })
  const checked = cart.length > 0 ? (check.data ?? null) : null
  const checkError = check.status === "error" ? errorMessage(check.error, t) : null

  // The dialogs stay while open, even if the cart empties meanwhile (a live update took its last plot).
  if (cart.length === 0 && !bought && !failed && !confirming && !legal) return null
  const lines = checked?.data ?? []
  const blocked = lines.filter((l) => l.state !== "in_cart")
  const ready = checked !== null && lines.length === cart.length && blocked.length === 0

  const buy = async () => {
    setBuying(true)
    try {
      const result = await api.land.purchase({ body: { plots: cart.map(({ x, y }) => ({ x, y })) } }, { idempotencyKey: `map-${profile.id}-${Date.now()}-${Math.random().toString(36).slice(2)}` })
      setConfirming(false)
      setBought(result)
      onClear()
      void reloadProfile().catch(() => undefined)
    } catch (e) {
      setConfirming(false)
      if (e instanceof ApiError && e.fieldErrors?.legalInfo) setLegal(true)
      else setFailed(errorMessage(e, t))
    } finally {
      setBuying(false)
    }
  }

  /** The first purchase asks for legal information first (spec §5). */
  const startBuying = async () => {
    const verified = await api.wallet
      .legalInfo()
      .then((l) => l.verified)
      .catch(() => true)
    if (verified) setConfirming(true)
    else setLegal(true)
  }

  return (
    <>
      {cart.length > 0 && (
        <section className="iw-map__cart" aria-labelledby="map-cart-title" data-testid="map-cart">
          <header className="iw-map__panel-head">
            <h2 id="map-cart-title">{t("map.cart.title")}</h2>
            <span className="iw-map__count" data-testid="map-cart-count">
              {t("map.cart.count", { n: cart.length, limit: CART_LIMIT })}
            </span>
          </header>
          <ul className="iw-map__cart-lines">
            {cart.map((c) => {
              const line = lines.find((l) => l.x === c.x && l.y === c.y)
              return (
                <li key={key(c)} data-testid="map-cart-line" data-state={line?.state ?? "checking"}>
                  <button type="button" className="iw-map__linkish" onClick={() => onShow(c)}>
                    {t("map.plot.title", { x: c.x, y: c.y })}
                  </button>
                  <span className="iw-map__cart-meta">
                    {line ? (
                      <>
                        {t("map.plot.levelShort", { level: line.level })} · {formatDecimal(line.price.decimal)} ABEY
                        {line.state !== "in_cart" && <em className="iw-map__cart-bad"> · {t(`map.state.${line.state}`)}</em>}
                      </>
                    ) : (
                      t("common.loading")
                    )}
                  </span>
                  <button type="button" className="iw-map__close" onClick={() => onRemove(c)} aria-label={t("map.cart.removeOne", { x: c.x, y: c.y })}>
                    ×
                  </button>
                </li>
              )
            })}
          </ul>
          {checkError && <p className="iw-map__cart-bad" role="alert">{checkError}</p>}
          {blocked.length > 0 && (
            <p className="iw-map__cart-bad" role="alert">
              {t("land.unavailable")}{" "}
              <button type="button" className="iw-map__linkish" onClick={() => blocked.forEach((l) => onRemove(l))}>
                {t("map.cart.removeUnavailable")}
              </button>
            </p>
          )}
          <p className="iw-map__total">
            {t("map.cart.total")} <strong data-testid="map-cart-total">{checked ? `${formatDecimal(checked.total.decimal)} ABEY` : "…"}</strong>
          </p>
          <div className="iw-map__panel-actions">
            <Button variant="ghost" onClick={onClear}>
              {t("map.cart.clear")}
            </Button>
            <Button onClick={startBuying} disabled={!ready} data-testid="map-cart-buy">
              {t("map.cart.buy")}
            </Button>
          </div>
        </section>
      )}

      <LegalInfoDialog
        open={legal}
        onClose={() => setLegal(false)}
        onVerified={() => {
          setLegal(false)
          setConfirming(true)
        }}
      />

      <Dialog
        open={confirming}
        onClose={() => !buying && setConfirming(false)}
        title={t("map.buy.title")}
        closeLabel={t("common.close")}
        size="small"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={buying}>
              {t("common.cancel")}
            </Button>
            <Button onClick={buy} loading={buying} disabled={cart.length === 0} data-testid="map-buy-confirm">
              {t("map.buy.confirm")}
            </Button>
          </>
        }
      >
        <p>{t("map.buy.body", { n: cart.length, total: checked ? formatDecimal(checked.total.decimal) : "…" })}</p>
        <p className="iw-map__hint">{t("map.buy.balance", { balance: formatDecimal(profile.balance.decimal) })}</p>
        <p className="iw-map__hint">{t("map.buy.allOrNothing")}</p>
      </Dialog>

      <Dialog
        open={bought !== null}
        onClose={() => setBought(null)}
        title={t("map.buy.successTitle")}
        closeLabel={t("common.close")}
        size="small"
        className="iw-map__result iw-map__result--ok"
        actions={
          <>
            <Link className="iw-btn iw-btn--secondary" to={to(lang, "my-plots")}>
              {t("map.buy.toMyPlots")}
            </Link>
            <Button onClick={() => setBought(null)} data-testid="map-success-ok">
              {t("common.ok")}
            </Button>
          </>
        }
      >
        <div data-testid="map-buy-success">
          <p>{t("map.buy.successBody", { n: bought?.plots.length ?? 0, total: bought ? formatDecimal(bought.total.decimal) : "" })}</p>
          <p className="iw-map__hint">{bought?.plots.map((p) => `${p.x}, ${p.y}`).join(" · ")}</p>
        </div>
      </Dialog>

      <Dialog
        open={failed !== null}
        onClose={() => setFailed(null)}
        title={t("map.buy.failedTitle")}
        closeLabel={t("common.close")}
        size="small"
        className="iw-map__result iw-map__result--bad"
        actions={
          <Button onClick={() => setFailed(null)} data-testid="map-failed-ok">
            {t("common.ok")}
          </Button>
        }
      >
        <p data-testid="map-buy-failed" role="alert">
          {failed}
        </p>
      </Dialog>
    </>
  )
}
