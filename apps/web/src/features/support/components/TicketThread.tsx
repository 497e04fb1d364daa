import { Button, formatDateTime, formatFileSize as formatSize } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"
import type { Attachment, TicketMessage } from "../api/types"

const isImage = (a: Attachment) => a.kind === "jpeg" || a.kind === "png"

const AttachmentItem = ({ a, canDelete, onDelete }: { readonly a: Attachment; readonly canDelete: boolean; readonly onDelete: () => void }) => {
  const { t } = useTranslation()
  return (
    <li className="iw-sup__att" data-testid="message-attachment">
      <a className="iw-sup__att-link" href={a.url} download={a.name} target="_blank" rel="noopener noreferrer">
        {isImage(a) ? (
          <img className="iw-sup__thumb" src={a.url} alt="" loading="lazy" />
        ) : (
          <span className="iw-sup__att-kind" aria-hidden="true">
            {a.kind.toUpperCase()}
          </span>
        )}
        <span className="iw-sup__att-text">
          <span className="iw-sup__att-name">{a.name}</span>
          <span className="iw-sup__att-size">
            {formatSize(a.size)} · {t("support.ticket.download")}
          </span>
        </span>
      </a>
      {canDelete && (
        <button
          type="button"
          className="iw-sup__att-del"
          onClick={onDelete}
          aria-haspopup="dialog"
          aria-label={t("support.ticket.deleteAttachmentNamed", { name: a.name })}
          data-testid="delete-attachment"
        >
          ×
        </button>
      )}
    </li>
  )
}

/** One message of the thread: the member's or staff's bubble, its files, and delete where allowed. */
export const Bubble = ({
  m,
  open,
  onDeleteMessage,
  onDeleteAttachment
}: {
  readonly m: TicketMessage
  readonly open: boolean
  readonly onDeleteMessage: () => void
  readonly onDeleteAttachment: (a: Attachment) => void
}) => {
  const { t } = useTranslation()
  const lang = useLang()
  const mine = m.author === "member"
  return (
    <li className={`iw-sup__msg iw-sup__msg--${m.author}`} data-testid="ticket-message" data-message-id={m.id} data-author={m.author}>
      <article className="iw-sup__bubble" aria-label={t(mine ? "support.ticket.fromYou" : "support.ticket.fromStaff", { name: m.authorName })}>
        <header className="iw-sup__bubble-head">
          <span className="iw-sup__avatar" aria-hidden="true">
            {(m.authorName.trim()[0] ?? "?").toUpperCase()}
          </span>
          <span className="iw-sup__author">
            {m.authorName}
            <span className="iw-sup__role">{t(mine ? "support.ticket.you" : "support.ticket.staff")}</span>
          </span>
          <time className="iw-sup__time" dateTime={new Date(m.createdAt).toISOString()}>
            {formatDateTime(m.createdAt, lang)}
          </time>
        </header>
        {m.body.trim() !== "" && <div className="iw-sup__body">{m.body}</div>}
        {m.attachments.length > 0 && (
          <ul className="iw-sup__atts" aria-label={t("support.attachments.label")}>
            {m.attachments.map((a) => (
              <AttachmentItem key={a.id} a={a} canDelete={open && a.author === "member"} onDelete={() => onDeleteAttachment(a)} />
            ))}
          </ul>
        )}
        {open && mine && m.deletable && (
          <footer className="iw-sup__bubble-foot">
            <Button variant="link" className="iw-sup__del" onClick={onDeleteMessage} aria-haspopup="dialog" data-testid="delete-message">
              {t("support.ticket.deleteMessage")}
            </Button>
          </footer>
        )}
      </article>
    </li>
  )
}
