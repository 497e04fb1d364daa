import { Button, ClientImage, ConfirmDialog, errorMessage, formatDateTime } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"
import { type Order, cancelOrder, orderFile, saveBytes } from "../api/orders"

const TONE = { queued: "info", in_progress: "warning", stopped: "muted", cancelled: "danger", complete: "success" } as const

/**
 * One order like a parcel: its state, the tracking steps (every move with its time, the artist's notes with their
 * preview images), the photos sent, the finished model to download, and cancel while nobody has started it.
 */
export const OrderCard = ({ order, onChange }: { readonly order: Order; readonly onChange: (o: Order) => void }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const [confirm, setConfirm] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const cancel = async () => {
    setBusy(true)
    setError(null)
    try {
      onChange(await cancelOrder(order.id))
      setConfirm(false)
    } catch (e) {
      setError(errorMessage(e, t))
    } finally {
      setBusy(false)
    }
  }
  const download = async () => {
    if (!order.deliverable) return
    setError(null)
    try {
      saveBytes(await orderFile(order.id, order.deliverable.id), order.deliverable.name)
    } catch (e) {
      setError(errorMessage(e, t))
    }
  }
  const headingId = `order-${order.id}-title`
  return (
    <article className="iw-card iw-co__order" aria-labelledby={headingId} data-testid="order-card" data-state={order.state}>
      <header className="iw-co__order-head">
        <h3 id={headingId}>{t("customOrders.orderNo", { id: order.id })}</h3>
        <span className={`iw-badge iw-badge--${TONE[order.state]}`} data-testid="order-state">
          {t(`customOrders.state.${order.state}`)}
        </span>
        <span className="iw-co__price">{order.refunded ? t("customOrders.refunded", { price: order.price }) : t("customOrders.price", { price: order.price })}</span>
      </header>
      <h4 className="iw-co__sub">{t("customOrders.tracking")}</h4>
      <ol className="iw-co__track">
        {order.events.map((e) => (
          <li key={e.id} className={`iw-co__step iw-co__step--${e.type}`}>
            <span className="iw-co__dot" aria-hidden="true" />
            <div>
              <strong>{e.type === "milestone" ? t("customOrders.event.milestone") : t(`customOrders.event.${e.to}`)}</strong>
              <time className="iw-co__time" dateTime={e.at.toISOString()}>
                {formatDateTime(e.at, lang)}
              </time>
              {e.note && <p className="iw-co__note">{e.note}</p>}
              {e.previews.length > 0 && (
                <div className="iw-co__previews">
                  {e.previews.map((p, i) => (
                    <ClientImage key={p.id} className="iw-co__thumb" id={`${order.id}:${p.id}`} load={() => orderFile(order.id, p.id)} alt={t("customOrders.preview", { n: i + 1 })} />
                  ))}
                </div>
              )}
            </div>
          </li>
        ))}
      </ol>
      <details className="iw-co__photos">
        <summary>{t("customOrders.photos")}</summary>
        <div className="iw-co__previews">
          {order.photos.map((p) => (
            <ClientImage key={p.id} className="iw-co__thumb" id={`${order.id}:${p.id}`} load={() => orderFile(order.id, p.id)} alt={p.side ? t(`customOrders.side.${p.side}`) : p.name} />
          ))}
        </div>
      </details>
      {error && (
        <p className="iw-co__error" role="alert">
          {error}
        </p>
      )}
      <div className="iw-co__actions">
        {order.deliverable && (
          <Button onClick={download} data-testid="order-download">
            {t("customOrders.download")}
          </Button>
        )}
        {order.moves.includes("cancelled") && (
          <Button variant="ghost" onClick={() => setConfirm(true)} data-testid="order-cancel">
            {t("customOrders.cancel")}
          </Button>
        )}
      </div>
      <ConfirmDialog open={confirm} title={t("customOrders.cancel")} confirmLabel={t("customOrders.cancel")} tone="danger" busy={busy} onConfirm={cancel} onCancel={() => setConfirm(false)} cancelVariant="ghost" size="small" confirmTestId="confirm-yes">
        <p>{t("customOrders.cancelConfirm", { price: order.price })}</p>
      </ConfirmDialog>
    </article>
  )
}
