import { Button, ClientImage, ConfirmDialog, errorMessage, formatDateTime } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../hooks/use-lang"
import { type Order, type OrderState, moveOrder, orderFile, takeOrder } from "../api/queue"
import { DeliverableForm, MilestoneForm } from "./WorkForms"

const TONE = { queued: "info", in_progress: "warning", stopped: "muted", cancelled: "danger", complete: "success" } as const

/**
 * One order of a queue: the member's photos, its tracking steps, and the artist's tools (take, start, stop,
 * complete, cancel with refund, milestones, the glb deliverable). Every action is audited by the server.
 */
export const QueueOrder = ({ order, onChange }: { readonly order: Order; readonly onChange: (o: Order) => void }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [confirmCancel, setConfirmCancel] = useState(false)
  const act = async (work: () => Promise<Order>) => {
    setBusy(true)
    setError(null)
    try {
      onChange(await work())
      setConfirmCancel(false)
    } catch (e) {
      setError(errorMessage(e, t))
    } finally {
      setBusy(false)
    }
  }
  const final = order.moves.length === 0
  const move = (to: OrderState) => (to === "cancelled" ? setConfirmCancel(true) : act(() => moveOrder(order.id, to)))
  return (
    <article className="iw-card sw-co__order" data-testid="queue-order" data-state={order.state} aria-labelledby={`qo-${order.id}`}>
      <header className="sw-co__head">
        <h2 id={`qo-${order.id}`}>{t("customOrders.orderNo", { id: order.id })}</h2>
        <span className={`iw-badge iw-badge--${TONE[order.state]}`}>{t(`customOrders.state.${order.state}`)}</span>
        <span>{t("customOrders.staff.member", { id: order.memberId })}</span>
        <span>{order.assigneeId === null ? t("customOrders.staff.unassigned") : t("customOrders.staff.assignee", { id: order.assigneeId })}</span>
        <time dateTime={order.createdAt.toISOString()}>{formatDateTime(order.createdAt, lang)}</time>
        <Button variant="ghost" onClick={() => setOpen(!open)} aria-expanded={open} data-testid="queue-open">
          {open ? t("customOrders.staff.close") : t("customOrders.staff.open")}
        </Button>
      </header>
      <div className="sw-co__actions">
        {!final && order.assigneeId === null && (
          <Button variant="secondary" loading={busy} onClick={() => act(() => takeOrder(order.id))} data-testid="queue-take">
            {t("customOrders.staff.take")}
          </Button>
        )}
        {order.moves.map((to) => (
          <Button key={to} variant={to === "cancelled" ? "ghost" : "secondary"} loading={busy} onClick={() => move(to)} data-testid={`queue-move-${to}`}>
            {t(`customOrders.staff.move.${to}`)}
          </Button>
        ))}
      </div>
      {error && (
        <p className="sw-co__error" role="alert">
          {error}
        </p>
      )}
      {open && (
        <div className="sw-co__body">
          <div className="sw-co__photos">
            {order.photos.map((p) => (
              <ClientImage className="sw-co__thumb" key={p.id} id={`${order.id}:${p.id}`} load={() => orderFile(order.id, p.id)} alt={p.side ? t(`customOrders.side.${p.side}`) : p.name} />
            ))}
          </div>
          <ol className="sw-co__track">
            {order.events.map((e) => (
              <li key={e.id}>
                <strong>{e.type === "milestone" ? t("customOrders.event.milestone") : t(`customOrders.event.${e.to}`)}</strong>{" "}
                <time dateTime={e.at.toISOString()}>{formatDateTime(e.at, lang)}</time>
                {e.note && <p className="sw-co__note">{e.note}</p>}
              </li>
            ))}
          </ol>
          {order.deliverable && <p>{t("customOrders.staff.deliverable")}: {order.deliverable.name}</p>}
          {!final && (
            <div className="sw-co__forms">
              <MilestoneForm order={order} onDone={onChange} />
              <DeliverableForm order={order} onDone={onChange} />
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmCancel}
        title={t("customOrders.staff.move.cancelled")}
        confirmLabel={t("customOrders.staff.move.cancelled")}
        tone="danger"
        busy={busy}
        onConfirm={() => act(() => moveOrder(order.id, "cancelled"))}
        onCancel={() => setConfirmCancel(false)}
        cancelVariant="ghost"
        size="small"
        confirmTestId="confirm-yes"
      >
        <p>{t("customOrders.staff.cancelConfirm", { id: order.id, price: order.price })}</p>
      </ConfirmDialog>
    </article>
  )
}
