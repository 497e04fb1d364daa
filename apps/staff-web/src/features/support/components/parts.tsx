import { Button, MAX_UPLOAD_FILES, ProgressBar, UPLOAD_ACCEPT, checkUpload, formatDateTime, formatFileSize } from "@iw/ui"
import { type ChangeEvent, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../hooks/use-lang"
import type { TicketDetail, TicketStatus } from "../api/support"

const TONE: Record<TicketStatus, string> = { open: "warning", in_progress: "info", closed: "muted" }

export const TicketStatusBadge = ({ status }: { readonly status: TicketStatus }) => {
  const { t } = useTranslation()
  return (
    <span className={`iw-badge iw-badge--${TONE[status]}`} data-testid="ticket-status" data-status={status}>
      {t(`supportDesk.status.${status}`)}
    </span>
  )
}

/** Up to five files with a picker, a list to remove from, and the upload progress while sending. */
export const FilePicker = ({
  files,
  onChange,
  progress,
  errors
}: {
  readonly files: ReadonlyArray<File>
  readonly onChange: (files: ReadonlyArray<File>) => void
  readonly progress: number | null
  readonly errors?: ReadonlyArray<string>
}) => {
  const { t } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [refused, setRefused] = useState<ReadonlyArray<string>>([])
  const add = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.target.files ?? [])
    const messages: Array<string> = []
    const ok = chosen.filter((f) => {
      const p = checkUpload(f)
      if (p) messages.push(`${f.name}: ${t(p.code, p.params ?? {})}`)
      return !p
    })
    const next = [...files, ...ok]
    if (next.length > MAX_UPLOAD_FILES) messages.push(t("upload.TOO_MANY", { max: MAX_UPLOAD_FILES }))
    setRefused(messages)
    onChange(next.slice(0, MAX_UPLOAD_FILES))
    e.target.value = ""
  }
  return (
    <div className={`iw-field${errors?.length || refused.length ? " iw-field--invalid" : ""}`}>
      <label className="iw-field__label" htmlFor={id}>
        {t("supportDesk.attachments")}
      </label>
      <input ref={input} id={id} type="file" multiple accept={UPLOAD_ACCEPT} onChange={add} className="sw-file-input" data-testid="support-files" aria-describedby={`${id}-hint`} />
      <div id={`${id}-hint`} className="iw-field__hint">
        {t("supportDesk.attachmentsHint")}
      </div>
      {files.length > 0 && (
        <ul className="sw-files" aria-label={t("supportDesk.chosenFiles")}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              <span>{f.name}</span> <span className="sw-muted">{formatFileSize(f.size)}</span>
              <Button variant="ghost" onClick={() => onChange(files.filter((_, j) => j !== i))} aria-label={t("supportDesk.removeFile", { name: f.name })}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && (
        <div aria-live="polite">
          <ProgressBar value={progress} label={t("supportDesk.uploading", { percent: Math.round(progress * 100) })} />
        </div>
      )}
      {[...refused, ...(errors ?? [])].map((m) => (
        <div key={m} className="iw-field__error" role="alert">
          {m}
        </div>
      ))}
    </div>
  )
}

/** The conversation: member and staff messages, their files, and delete actions where allowed. */
export const Thread = ({
  detail,
  onDeleteMessage,
  onDeleteAttachment
}: {
  readonly detail: TicketDetail
  readonly onDeleteMessage: (id: number) => void
  /** `alsoMessage`: the message is files only and this is its last one, so the message goes with it. */
  readonly onDeleteAttachment: (id: number, name: string, alsoMessage: boolean) => void
}) => {
  const { t } = useTranslation()
  const lang = useLang()
  const open = detail.ticket.status !== "closed"
  return (
    <ol className="sw-thread" aria-label={t("supportDesk.conversation")}>
      {detail.messages.map((m) => (
        <li key={m.id} className={`sw-msg sw-msg--${m.author}`} data-testid="support-message" data-author={m.author}>
          <div className="sw-msg__head">
            <strong>{m.authorName}</strong> <span className="sw-muted">{t(`supportDesk.author.${m.author}`)}</span>
            <time className="sw-muted" dateTime={m.createdAt.toISOString()}>
              {formatDateTime(m.createdAt, lang)}
            </time>
          </div>
          {m.body && <p className="sw-msg__body">{m.body}</p>}
          {m.attachments.length > 0 && (
            <ul className="sw-files">
              {m.attachments.map((a) => (
                <li key={a.id}>
                  {a.kind === "png" || a.kind === "jpeg" ? <img src={a.url} alt="" className="sw-thumb" loading="lazy" /> : null}
                  <a href={a.url} target="_blank" rel="noreferrer" data-testid="support-attachment">
                    {a.name}
                  </a>{" "}
                  <span className="sw-muted">{formatFileSize(a.size)}</span>
                  {open && (
                    <Button variant="ghost" onClick={() => onDeleteAttachment(a.id, a.name, m.body.trim() === "" && m.attachments.length === 1)} aria-label={t("supportDesk.deleteFile", { name: a.name })}>
                      ×
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {open && m.deletable && (
            <Button variant="link" onClick={() => onDeleteMessage(m.id)}>
              {t("supportDesk.deleteMessage")}
            </Button>
          )}
        </li>
      ))}
    </ol>
  )
}
