import { Button, FilePicker, formatDateTime, formatFileSize } from "@iw/ui"
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

/** Up to five files for a ticket or reply: the web apps' one file picker (@iw/ui), with the upload's progress. */
export const AttachmentsField = ({
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
  return (
    <FilePicker
      label={t("supportDesk.attachments")}
      hint={t("supportDesk.attachmentsHint")}
      files={files}
      onChange={onChange}
      errors={errors}
      disabled={progress !== null}
      inputTestId="support-files"
      progress={progress === null ? null : { value: progress, label: t("supportDesk.uploading", { percent: Math.round(progress * 100) }), text: t("supportDesk.uploading", { percent: Math.round(progress * 100) }) }}
    />
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
