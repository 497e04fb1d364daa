import { ORDER_PRICES, SIDES_OF } from "@iw/core/domain"
import { Button, Notice, errorMessage } from "@iw/ui"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { type Order, type OrderKind, placeOrder } from "../api/orders"
import { PhotoSlot } from "./PhotoSlot"
import { Progress, fieldErrorsOf, photoProblem } from "./parts"

/**
 * The order form (spec §5): one photo per side the kind needs, checked as chosen and again by the server's content
 * check; the tickets (spec §9) are charged only when the server has every valid photo. Upload progress shows while
 * the photos travel (100 s limit, spec §9).
 */
export const OrderForm = ({ kind, onPlaced }: { readonly kind: OrderKind; readonly onPlaced: (order: Order) => void }) => {
  const { t } = useTranslation()
  const sides = SIDES_OF[kind]
  const price = Number(ORDER_PRICES[kind])
  const [photos, setPhotos] = useState<Record<string, File | null>>({})
  const [errors, setErrors] = useState<Record<string, Array<string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const choose = (side: string, file: File | null) => {
    setPhotos((p) => ({ ...p, [side]: file }))
    const problem = file ? photoProblem(t, file) : null
    setErrors(({ [side]: _, ...rest }) => (problem ? { ...rest, [side]: [problem] } : rest))
    setDone(false)
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    const missing: Record<string, Array<string>> = {}
    for (const side of sides) {
      const f = photos[side]
      const problem = f ? photoProblem(t, f) : t("customOrders.photo_required")
      if (problem) missing[side] = [problem]
    }
    setFailure(null)
    setErrors(missing)
    if (Object.keys(missing).length > 0) return
    setBusy(true)
    setProgress(0)
    abort.current = new AbortController()
    try {
      const chosen = Object.fromEntries(sides.map((s) => [s, photos[s]!]))
      const order = await placeOrder(kind, chosen, setProgress, abort.current.signal)
      setPhotos({})
      setDone(true)
      onPlaced(order)
    } catch (err) {
      if (abort.current?.signal.aborted) return
      const fields = fieldErrorsOf(err, t)
      if (fields.tickets) setFailure(fields.tickets.join(" "))
      if (Object.keys(fields).length > 0) setErrors(fields)
      else setFailure(errorMessage(err, t))
    } finally {
      setBusy(false)
      setProgress(null)
    }
  }

  return (
    <form className="iw-card iw-co__form" onSubmit={submit} noValidate data-testid="order-form">
      <p className="iw-co__hint">{t("customOrders.photoHint")}</p>
      <div className="iw-co__slots">
        {sides.map((side) => (
          <PhotoSlot key={side} id={`photo-${side}`} label={t(`customOrders.side.${side}`)} file={photos[side] ?? null} error={errors[side]} disabled={busy} onChange={(f) => choose(side, f)} />
        ))}
      </div>
      <Progress value={progress} label={t("customOrders.order", { price })} />
      {failure && <Notice tone="error">{failure}</Notice>}
      {done && <Notice tone="success">{t("customOrders.placed")}</Notice>}
      <div className="iw-co__actions">
        <Button type="submit" loading={busy} data-testid="order-submit">
          {t("customOrders.order", { price })}
        </Button>
      </div>
    </form>
  )
}
