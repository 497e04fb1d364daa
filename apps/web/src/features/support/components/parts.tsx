import type { TicketStatus } from "../api/types"
import { ApiError } from "@iw/contracts/client"
import { ConfirmDialog as ConfirmAction, FilePicker, MAX_UPLOAD_FILES, ProgressBar } from "@iw/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"

type T = (key: string, params?: Record<string, unknown>) => string

/** A message code as text. Codes that name a group (`validation.max`) read their text form. */
export const codeText = (t: T, code: string, params?: Record<string, unknown>): string => {
  for (const key of [code, `${code}.string`]) {
    const text = t(key, { ...params, returnObjects: false })
    if (typeof text === "string" && text !== key && !text.includes("returned an object")) return text
  }
  return t("errors.SERVER_ERROR")
}

/** Spec §8: a 422 answer as translated messages per field (`subject`, `message`, `attachments`, ...). */
export const fieldErrorsOf = (error: unknown, t: T): Record<string, Array<string>> => {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {}
  const out: Record<string, Array<string>> = {}
  for (const [field, list] of Object.entries(error.fieldErrors)) {
    // Multipart files may be reported as `attachments[]` or `attachments.0`: all belong to the attachments field.
    const key = field.startsWith("attachments") ? "attachments" : field
    out[key] = [...(out[key] ?? []), ...list.map((e) => codeText(t, e.code, e.params))]
  }
  return out
}

export const StatusBadge = ({ status }: { readonly status: TicketStatus }) => {
  const { t } = useTranslation()
  const tone = status === "open" ? "info" : status === "in_progress" ? "warning" : "muted"
  return (
    <span className={`iw-badge iw-badge--${tone} iw-sup__status`} data-testid="ticket-status" data-status={status}>
      {t(`support.status.${status}`)}
    </span>
  )
}

/** Asks before closing a ticket or deleting a message or a file: what will happen, and a refused attempt's error. */
export const ConfirmDialog = ({
  open,
  title,
  text,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose
}: {
  readonly open: boolean
  readonly title: string
  readonly text: ReactNode
  readonly confirmLabel: string
  readonly busy: boolean
  readonly error?: string | null
  readonly onConfirm: () => void
  readonly onClose: () => void
}) => (
  <ConfirmAction open={open} title={title} confirmLabel={confirmLabel} tone="danger" busy={busy} onConfirm={onConfirm} onCancel={onClose} cancelVariant="ghost" size="small" confirmTestId="confirm-yes">
    <p className="iw-sup__confirm-text">{text}</p>
    {error && (
      <p className="iw-sup__error" role="alert">
        {error}
      </p>
    )}
  </ConfirmAction>
)

/** Attachments of a ticket or reply: the web apps' one file picker (@iw/ui FilePicker) with the support words. */
export const AttachmentPicker = ({
  files,
  onChange,
  errors,
  disabled
}: {
  readonly files: ReadonlyArray<File>
  readonly onChange: (files: ReadonlyArray<File>) => void
  readonly errors?: ReadonlyArray<string>
  readonly disabled?: boolean
}) => {
  const { t } = useTranslation()
  return (
    <FilePicker
      label={t("support.attachments.label")}
      hint={t("support.attachments.hint", { max: MAX_UPLOAD_FILES })}
      files={files}
      onChange={onChange}
      errors={errors}
      disabled={disabled}
    />
  )
}

/** Upload progress (CallOptions.onProgress), announced politely as it moves. */
export const UploadProgress = ({ value }: { readonly value: number | null }) => {
  const { t } = useTranslation()
  const pct = value === null ? 0 : Math.round(value * 100)
  return (
    <div className="iw-sup__progress" data-testid="upload-progress" hidden={value === null}>
      {value !== null && (
        <>
          <ProgressBar value={value} label={t("support.attachments.progress")} />
          <span aria-live="polite" className="iw-sup__progress-text">
            {pct >= 100 ? t("support.attachments.processing") : t("support.attachments.uploading", { percent: pct })}
          </span>
        </>
      )}
    </div>
  )
}
