import type { TicketStatus } from "../api/types"
import { ApiError } from "@iw/contracts/client"
import { Button, ConfirmDialog as ConfirmAction, FieldErrors, MAX_UPLOAD_FILES as MAX_FILES, ProgressBar, UPLOAD_ACCEPT as ACCEPT, checkUpload as checkFile, formatFileSize as formatSize } from "@iw/ui"
import { type DragEvent, type ReactNode, useId, useRef, useState } from "react"
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

interface Rejected {
  readonly name: string
  readonly message: string
}

/**
 * Attachments by file picker or drag and drop (spec §5 Uploads): each file is checked by extension and size
 * as it is added; refused ones are announced and left out. `errors` are the server's, shown under the field.
 */
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
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const [rejected, setRejected] = useState<ReadonlyArray<Rejected>>([])

  const add = (list: FileList | null) => {
    if (!list) return
    const next = [...files]
    const refused: Array<Rejected> = []
    for (const f of Array.from(list)) {
      const problem = checkFile(f)
      if (problem) refused.push({ name: f.name, message: codeText(t, problem.code, problem.params) })
      else if (next.length >= MAX_FILES) refused.push({ name: f.name, message: codeText(t, "upload.TOO_MANY", { max: MAX_FILES }) })
      else next.push(f)
    }
    setRejected(refused)
    onChange(next)
  }
  const onDrop = (e: DragEvent) => {
    e.preventDefault()
    setOver(false)
    if (!disabled) add(e.dataTransfer.files)
  }
  const allErrors = [...rejected.map((r) => `${r.name}: ${r.message}`), ...(errors ?? [])]
  return (
    <div className={`iw-field iw-sup__files${allErrors.length ? " iw-field--invalid" : ""}`}>
      <span className="iw-field__label" id={`${id}-label`}>
        {t("support.attachments.label")}
      </span>
      <div
        className={`iw-sup__drop${over ? " iw-sup__drop--over" : ""}`}
        onDragOver={(e) => {
          e.preventDefault()
          if (!disabled) setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="attachment-drop"
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12.5 12.6 21a5.5 5.5 0 0 1-7.8-7.8l8.5-8.5a3.7 3.7 0 0 1 5.2 5.2l-8.5 8.5a1.8 1.8 0 0 1-2.6-2.6L15 8.2" />
        </svg>
        <span className="iw-sup__drop-text">{t("support.attachments.drop")}</span>
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={disabled || files.length >= MAX_FILES} aria-describedby={`${id}-hint`}>
          {t("support.attachments.choose")}
        </Button>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={ACCEPT}
          className="iw-visually-hidden"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          data-testid="attachment-input"
          onChange={(e) => {
            add(e.target.files)
            e.target.value = ""
          }}
        />
      </div>
      <div id={`${id}-hint`} className="iw-field__hint">
        {t("support.attachments.hint", { max: MAX_FILES })}
      </div>
      {files.length > 0 && (
        <ul className="iw-sup__chosen" aria-label={t("support.attachments.chosen")}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="iw-sup__chip" data-testid="attachment-chosen">
              <span className="iw-sup__chip-name">{f.name}</span>
              <span className="iw-sup__chip-size">{formatSize(f.size)}</span>
              <button
                type="button"
                className="iw-sup__chip-remove"
                disabled={disabled}
                aria-label={t("support.attachments.remove", { name: f.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">
        <FieldErrors messages={allErrors} />
      </div>
    </div>
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
