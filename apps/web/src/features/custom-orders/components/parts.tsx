import { MAX_IMAGE_BYTES } from "@iw/core/domain"
import { ApiError } from "@iw/contracts/client"
import { ProgressBar } from "@iw/ui"
import { useTranslation } from "react-i18next"

type T = (key: string, params?: Record<string, unknown>) => string

/** A message code as text (a code that names a group reads its `.string` form). */
export const codeText = (t: T, code: string, params?: Record<string, unknown>): string => {
  for (const key of [code, `${code}.string`]) {
    const text = t(key, { ...params, returnObjects: false })
    if (typeof text === "string" && text !== key && !text.includes("returned an object")) return text
  }
  return t("errors.SERVER_ERROR")
}

/** Spec §8: a 422 answer as translated messages per field. */
export const fieldErrorsOf = (error: unknown, t: T): Record<string, Array<string>> => {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {}
  const out: Record<string, Array<string>> = {}
  for (const [field, list] of Object.entries(error.fieldErrors)) out[field] = list.map((e) => codeText(t, e.code, e.params))
  return out
}

/** What the browser can tell of a chosen photo before sending (the server reads its content and decides). */
export const photoProblem = (t: T, file: File): string | null => {
  if (!/^image\/(png|jpeg|webp)$/.test(file.type) && !/\.(png|jpe?g|webp)$/i.test(file.name)) return codeText(t, "files.image_format", { types: "png, jpg, webp" })
  if (file.size > MAX_IMAGE_BYTES) return codeText(t, "files.image_too_big", { max: "5 MB" })
  return null
}


/** Upload progress, announced politely as it moves. */
export const Progress = ({ value, label }: { readonly value: number | null; readonly label: string }) => {
  const { t } = useTranslation()
  if (value === null) return null
  const pct = Math.round(value * 100)
  return (
    <div className="iw-co__progress" data-testid="upload-progress">
      <ProgressBar value={value} label={label} />
      <span aria-live="polite">{t("customOrders.uploading", { percent: pct })}</span>
    </div>
  )
}
