import { Button, LoadState, Notice, errorMessage, formatDateTime, useDocumentTitle, useLoad } from "@iw/ui"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, Navigate, useLocation, useParams } from "react-router"
import { api } from "../../../lib/api"
import { to, useLang } from "../../../lib/lang"
import { notifyUnreadChanged } from "../../../lib/unread"
import { ConfirmDialog, StatusBadge } from "./parts"
import { ReplyBox } from "./ReplyBox"
import { HistoryTab } from "./TicketHistory"
import { Bubble } from "./TicketThread"
import type { Attachment, TicketMessage } from "../api/types"
import "../support.css"

type Pending =
  | { readonly kind: "close" }
  | { readonly kind: "message"; readonly message: TicketMessage }
  | { readonly kind: "attachment"; readonly attachment: Attachment; readonly alsoMessage: boolean }

/**
 * `/{lang}/support/{id}` with tabs conversation (default) and history (spec §2, §7 Support): the thread with
 * member and staff bubbles, a reply box with attachments, deleting own messages and attachments, and closing.
 * Opening the ticket marks staff replies read, so the header's marker is refreshed.
 */
const SupportTicketPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const { id: rawId } = useParams()
  const { pathname, state } = useLocation()
  const id = Number(rawId)
  const valid = Number.isSafeInteger(id) && id > 0
  const tab = pathname.endsWith("/history") ? "history" : "conversation"
  const load = useLoad(() => api.support.ticket({ params: { id } }), [id], { enabled: valid })
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)
  const [actionError, setActionError] = useState<string | null>(null)
  const [announce, setAnnounce] = useState("")
  const heading = useRef<HTMLHeadingElement>(null)
  // "Your ticket was sent" shows on arrival from the create form, until the member does something else.
  const [created, setCreated] = useState((state as { created?: boolean } | null)?.created === true)
  useDocumentTitle(load.data ? `#${id} ${load.data.ticket.subject}` : t("support.title"))
  // Opening the ticket marks staff replies read: the header's marker follows.
  useEffect(() => {
    if (load.status === "ok") notifyUnreadChanged()
  }, [load.data])

  if (!valid) return <Navigate to={to(lang, "support/all")} replace />

  const confirm = async () => {
    if (!pending || !load.data) return
    setBusy(true)
    setActionError(null)
    try {
      const detail =
        pending.kind === "close"
          ? await api.support.close({ params: { id } })
          : pending.kind === "message"
            ? await api.support.deleteMessage({ params: { id, messageId: pending.message.id } })
            : await api.support.deleteAttachment({ params: { id, attachmentId: pending.attachment.id } })
      load.set(detail)
      setCreated(false)
      setAnnounce(t(pending.kind === "close" ? "support.ticket.closedDone" : pending.kind === "message" ? "support.ticket.messageDeleted" : "support.ticket.attachmentDeleted"))
      setPending(null)
      // The button that opened the dialog may be gone: the heading takes focus.
      requestAnimationFrame(() => heading.current?.focus())
    } catch (err) {
      setActionError(errorMessage(err, t))
    } finally {
      setBusy(false)
    }
  }

  if (!load.data)
    return (
      <div className="iw-page iw-sup">
        <LoadState load={load} notFound={t("support.ticket.notFound")}>
          {() => null}
        </LoadState>
        {load.status === "error" && (
          <Link className="iw-btn iw-btn--ghost" to={to(lang, "support/all")}>
            {t("support.backToList")}
          </Link>
        )}
      </div>
    )

  const { ticket, messages } = load.data
  const open = ticket.status !== "closed"
  const base = `support/${ticket.ticketId}`

  return (
    <div className="iw-page iw-sup iw-sup--ticket" data-testid="ticket-page" data-status={ticket.status}>
      <nav className="iw-sup__crumbs" aria-label={t("support.breadcrumb")}>
        <Link to={to(lang, "support/all")}>{t("support.title")}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">#{ticket.ticketId}</span>
      </nav>
      <header className="iw-sup__thead">
        <div className="iw-sup__thead-main">
          <h1 ref={heading} tabIndex={-1} data-testid="ticket-subject">
            <span className="iw-sup__row-id">#{ticket.ticketId}</span> {ticket.subject}
          </h1>
          <dl className="iw-sup__facts">
            <div>
              <dt>{t("support.ticket.status")}</dt>
              <dd>
                <StatusBadge status={ticket.status} />
              </dd>
            </div>
            <div>
              <dt>{t("support.ticket.language")}</dt>
              <dd>{t(`common.languages.${ticket.language}`)}</dd>
            </div>
            <div>
              <dt>{t("support.ticket.created")}</dt>
              <dd>{formatDateTime(ticket.createdAt, lang)}</dd>
            </div>
          </dl>
        </div>
        {open && (
          <Button variant="ghost" className="iw-sup__close" onClick={() => setPending({ kind: "close" })} aria-haspopup="dialog" data-testid="ticket-close">
            {t("support.ticket.close")}
          </Button>
        )}
      </header>
      {created && <Notice tone="success">{t("support.create.done")}</Notice>}
      <div className="iw-visually-hidden" role="status" aria-live="polite">
        {announce}
      </div>

      <nav className="iw-sup__tabs" aria-label={t("support.ticket.tabsLabel")}>
        <Link to={to(lang, base)} className={`iw-sup__tab${tab === "conversation" ? " active" : ""}`} aria-current={tab === "conversation" ? "page" : undefined} data-testid="tab-conversation">
          {t("support.ticket.conversation")}
        </Link>
        <Link to={to(lang, `${base}/history`)} className={`iw-sup__tab${tab === "history" ? " active" : ""}`} aria-current={tab === "history" ? "page" : undefined} data-testid="tab-history">
          {t("support.ticket.history")}
        </Link>
      </nav>

      {tab === "history" ? (
        <section className="iw-card iw-sup__card" aria-label={t("support.ticket.history")}>
          <HistoryTab ticketId={ticket.ticketId} />
        </section>
      ) : (
        <>
          <ol className="iw-sup__thread" aria-label={t("support.ticket.conversation")}>
            {messages.map((m) => (
              <Bubble
                key={m.id}
                m={m}
                open={open}
                onDeleteMessage={() => setPending({ kind: "message", message: m })}
                // A message of files only goes with its last file: the dialog says so.
                onDeleteAttachment={(a) => setPending({ kind: "attachment", attachment: a, alsoMessage: m.body.trim() === "" && m.attachments.length === 1 })}
              />
            ))}
          </ol>
          {open ? (
            <ReplyBox
              ticketId={ticket.ticketId}
              onSent={(detail) => {
                setCreated(false)
                load.set(detail)
              }}
            />
          ) : (
            <div className="iw-card iw-sup__closed" data-testid="ticket-closed-notice">
              <p>{t("support.ticket.closedNotice")}</p>
              <Link className="iw-btn iw-btn--primary" to={to(lang, "support/create")}>
                {t("support.newTicket")}
              </Link>
            </div>
          )}
        </>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={t(pending?.kind === "close" ? "support.ticket.closeTitle" : pending?.kind === "message" ? "support.ticket.deleteMessageTitle" : "support.ticket.deleteAttachmentTitle")}
        text={
          pending?.kind === "close"
            ? t("support.ticket.closeText")
            : pending?.kind === "message"
              ? t("support.ticket.deleteMessageText")
              : pending?.kind === "attachment" && pending.alsoMessage
                ? t("support.ticket.deleteLastAttachmentText", { name: pending.attachment.name })
                : t("support.ticket.deleteAttachmentText", { name: pending?.kind === "attachment" ? pending.attachment.name : "" })
        }
        confirmLabel={t(pending?.kind === "close" ? "support.ticket.closeConfirm" : "support.ticket.deleteConfirm")}
        busy={busy}
        error={actionError}
        onConfirm={confirm}
        onClose={() => {
          setPending(null)
          setActionError(null)
        }}
      />
    </div>
  )
}

export default SupportTicketPage
