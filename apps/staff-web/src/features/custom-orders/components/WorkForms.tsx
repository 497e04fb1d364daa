import { ApiError } from "@iw/contracts/client"
import { Button, ProgressBar, errorMessage } from "@iw/ui"
import { type FormEvent, useState } from "react"
import { useTranslation } from "react-i18next"
import { type Order, addMilestone, uploadDeliverable } from "../api/queue"

type T = (key: string, params?: Record<string, unknown>) => string
const fieldText = (t: T, err: unknown, field: string): string | null => {
  const e = err instanceof ApiError ? err.fieldErrors?.[field]?.[0] : undefined
  return e ? t(e.code, e.params ?? {}) : null
}

/** A milestone: the artist's note and up to four preview images, with upload progress. */
export const MilestoneForm = ({ order, onDone }: { readonly order: Order; readonly onDone: (o: Order) => void }) => {
  const { t } = useTranslation()
  const [note, setNote] = useState("")
  const [files, setFiles] = useState<ReadonlyArray<File>>([])
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const id = `milestone-${order.id}`
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (progress !== null) return
    if (note.trim() === "") return setError(t("validation.required"))
    setError(null)
    setProgress(0)
    try {
      onDone(await addMilestone(order.id, note.trim(), files, setProgress))
      setNote("")
      setFiles([])
    } catch (err) {
      setError(fieldText(t, err, "note") ?? fieldText(t, err, "previews") ?? errorMessage(err, t))
    } finally {
      setProgress(null)
    }
  }
  return (
    <form className="sw-co__form" onSubmit={submit} noValidate>
      <label className="iw-field__label" htmlFor={`${id}-note`}>
        {t("customOrders.staff.note")}
      </label>
      <textarea id={`${id}-note`} className="iw-input" rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} data-testid="milestone-note" />
      <label className="iw-field__label" htmlFor={`${id}-previews`}>
        {t("customOrders.staff.previews")}
      </label>
      <input id={`${id}-previews`} type="file" multiple accept="image/png,image/jpeg,image/webp" onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, 4))} />
      {progress !== null && <ProgressBar value={progress} label={t("customOrders.staff.addMilestone")} />}
      {error && (
        <p className="sw-co__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" loading={progress !== null} data-testid="milestone-submit">
        {t("customOrders.staff.addMilestone")}
      </Button>
    </form>
  )
}

/** The finished glb (checked by its first bytes on the server), with upload progress. */
export const DeliverableForm = ({ order, onDone }: { readonly order: Order; readonly onDone: (o: Order) => void }) => {
  const { t } = useTranslation()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const id = `deliverable-${order.id}`
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!file || progress !== null) return
    setError(null)
    setProgress(0)
    try {
      onDone(await uploadDeliverable(order.id, file, setProgress))
      setFile(null)
    } catch (err) {
      setError(fieldText(t, err, "deliverable") ?? errorMessage(err, t))
    } finally {
      setProgress(null)
    }
  }
  return (
    <form className="sw-co__form" onSubmit={submit} noValidate>
      <label className="iw-field__label" htmlFor={id}>
        {t("customOrders.staff.deliverable")}
      </label>
      <input id={id} type="file" accept=".glb,model/gltf-binary" onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="deliverable-input" />
      {progress !== null && <ProgressBar value={progress} label={t("customOrders.staff.uploadDeliverable")} />}
      {error && (
        <p className="sw-co__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={!file} loading={progress !== null} data-testid="deliverable-submit">
        {t("customOrders.staff.uploadDeliverable")}
      </Button>
    </form>
  )
}
