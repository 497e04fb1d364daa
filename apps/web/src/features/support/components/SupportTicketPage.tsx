import { LANG_NAMES, isLangCode } from "@iw/contracts/i18n"
import { Button, Notice, Pager, Spinner, errorMessage, formatDateTime, useDocumentTitle } from "@iw/ui"
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, Navigate, useLocation, useParams, useSearchParams } from "react-router"
import { api } from "../../../lib/api"
import { to, useLang } from "../../../lib/lang"
import { notifyUnreadChanged } from "../../../lib/unread"
import { formatSize } from "../utils/attachments"
import { AttachmentPicker, ConfirmDialog, StatusBadge, TextAreaField, UploadProgress, fieldErrorsOf } from "./parts"
import { type Attachment, type HistoryEntry, type HistoryList, type TicketDetail, type TicketMessage, pageFrom } from "../api/types"
import "../support.css"

type Load = { readonly state: "loading" } | { readonly state: "failed"; readonly message: string; readonly missing: boolean } | { readonly state: "ready"; readonly detail: TicketDetail }

type Pending =
  | { readonly kind: "close" }
  | { readonly kind: "message"; readonly message: TicketMessage }
  | { readonly kind: "attachment"; readonly attachment: Attachment; readonly alsoMessage: boolean }

const HISTORY_PER_PAGE = 15

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
        <button type="button" className="iw-sup__att-del" onClick={onDelete} aria-haspopup="dialog" aria-label={t("support.ticket.deleteAttachmentNamed", { name: a.name })} data-testid="delete-attachment">
          ×
        </button>
      )}
    </li>
  )
}

const Bubble = ({ m, open, onDeleteMessage, onDeleteAttachment }: { readonly m: TicketMessage; readonly open: boolean; readonly onDeleteMessage: () => void; readonly onDeleteAttachment: (a: Attachment) => void }) => {
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

const ReplyBox = ({ ticketId, onSent }: { readonly ticketId: number; readonly onSent: (d: TicketDetail) => void }) => {
  const { t } = useTranslation()
  const [message, setMessage] = useState("")
  const [files, setFiles] = useState<ReadonlyArray<File>>([])
  const [errors, setErrors] = useState<Record<string, Array<string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async (e: FormEvent) => {
    e.preventDefault()
    const text = message.trim()
    if (busy || (text === "" && files.length === 0)) {
      if (!busy) setErrors({ message: [t("support.ticket.replyEmpty")] })
      return
    }
    setBusy(true)
    setErrors({})
    setFailure(null)
    setProgress(files.length > 0 ? 0 : null)
    const upload = files.length > 0 ? { attachments: files } : undefined
    const options = { onProgress: files.length > 0 ? setProgress : undefined }
    try {
      const detail =
        text === ""
          ? await api.support.addAttachments({ params: { id: ticketId }, files: upload }, options)
          : await api.support.addMessage({ params: { id: ticketId }, body: { message: text }, files: upload }, options)
      setMessage("")
      setFiles([])
      onSent(detail)
    } catch (err) {
      const fields = fieldErrorsOf(err, t)
      if (Object.keys(fields).length > 0) setErrors(fields)
      else setFailure(errorMessage(err, t))
    } finally {
      setBusy(false)
      setProgress(null)
    }
  }

  return (
    <form className="iw-card iw-sup__reply" onSubmit={send} noValidate data-testid="reply-form">
      <h2 className="iw-sup__reply-title">{t("support.ticket.replyTitle")}</h2>
      <TextAreaField label={t("support.ticket.replyLabel")} value={message} rows={4} maxLength={10_000} onChange={(e) => setMessage(e.target.value)} errors={errors.message} name="message" />
      <AttachmentPicker files={files} onChange={setFiles} errors={errors.attachments} disabled={busy} />
      <UploadProgress value={progress} />
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="iw-sup__form-actions">
        <Button type="submit" loading={busy} data-testid="reply-send">
          {t("support.ticket.send")}
        </Button>
      </div>
    </form>
  )
}

const historyValue = (t: (k: string) => string, v: string | null): string => {
  if (v === null || v === "") return "—"
  if (v === "open" || v === "in_progress" || v === "closed") return t(`support.status.${v}`)
  if (isLangCode(v)) return LANG_NAMES[v]
  return v
}

const HistoryTab = ({ ticketId }: { readonly ticketId: number }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const [search, setSearch] = useSearchParams()
  const page = pageFrom(search.get("page"))
  const [load, setLoad] = useState<{ state: "loading" } | { state: "failed"; message: string } | { state: "ready"; data: HistoryList }>({ state: "loading" })
  useEffect(() => {
    let live = true
    api.support
      .history({ params: { id: ticketId }, query: { page, perPage: HISTORY_PER_PAGE } })
      .then((data) => live && setLoad({ state: "ready", data }))
      .catch((err) => live && setLoad({ state: "failed", message: errorMessage(err, t) }))
    return () => {
      live = false
    }
  }, [ticketId, page, t])
  if (load.state === "loading") return <Spinner label={t("common.loading")} />
  if (load.state === "failed") return <Notice tone="error">{load.message}</Notice>
  const rows: ReadonlyArray<HistoryEntry> = load.data.data
  if (rows.length === 0) return <p className="iw-sup__empty">{t("support.history.empty")}</p>
  return (
    <>
      <ol className="iw-sup__history" data-testid="ticket-history">
        {rows.map((h) => (
          <li key={h.id} className="iw-sup__hrow" data-testid="history-row" data-operation={h.operation}>
            <span className={`iw-sup__hdot iw-sup__hdot--${h.operation}`} aria-hidden="true" />
            <div className="iw-sup__hmain">
              <span className="iw-sup__hop">{t(`support.history.op.${h.operation}`)}</span>
              {(h.from !== null || h.to !== null) && (
                <span className="iw-sup__hchange">
                  {h.from !== null && h.to !== null
                    ? t("support.history.fromTo", { from: historyValue(t, h.from), to: historyValue(t, h.to) })
                    : historyValue(t, h.to ?? h.from)}
                </span>
              )}
            </div>
            <div className="iw-sup__hmeta">
              <span data-testid="history-actor">
                {h.actor === "member" && h.impersonatorId !== null
                  ? t("support.history.staffAsYou", { name: h.impersonatorName ?? "" })
                  : h.actor === "member"
                    ? t("support.ticket.you")
                    : h.actorName}
              </span>
              <time dateTime={new Date(h.createdAt).toISOString()}>{formatDateTime(h.createdAt, lang)}</time>
            </div>
          </li>
        ))}
      </ol>
      <Pager
        page={page}
        total={load.data.meta.total}
        perPage={load.data.meta.perPage}
        onPage={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
        label={t("support.pages")}
      />
    </>
  )
}

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
  const [load, setLoad] = useState<Load>({ state: "loading" })
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)
  const [actionError, setActionError] = useState<string | null>(null)
  const [announce, setAnnounce] = useState("")
  const heading = useRef<HTMLHeadingElement>(null)
  // "Your ticket was sent" shows on arrival from the create form, until the member does something else.
  const [created, setCreated] = useState((state as { created?: boolean } | null)?.created === true)
  useDocumentTitle(load.state === "ready" ? `#${id} ${load.state === "ready" ? load.detail.ticket.subject : ""}` : t("support.title"))

  const fetchTicket = useCallback(() => {
    if (!valid) return
    api.support
      .ticket({ params: { id } })
      .then((detail) => {
        setLoad({ state: "ready", detail })
        notifyUnreadChanged()
      })
      .catch((err: unknown) => setLoad({ state: "failed", message: errorMessage(err, t), missing: (err as { status?: number }).status === 404 }))
  }, [id, valid, t])
  useEffect(fetchTicket, [fetchTicket])

  if (!valid) return <Navigate to={to(lang, "support/all")} replace />

  const confirm = async () => {
    if (!pending || load.state !== "ready") return
    setBusy(true)
    setActionError(null)
    try {
      const detail =
        pending.kind === "close"
          ? await api.support.close({ params: { id } })
          : pending.kind === "message"
            ? await api.support.deleteMessage({ params: { id, messageId: pending.message.id } })
            : await api.support.deleteAttachment({ params: { id, attachmentId: pending.attachment.id } })
      setLoad({ state: "ready", detail })
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

  if (load.state === "loading") return <div className="iw-page iw-sup"><Spinner label={t("common.loading")} /></div>
  if (load.state === "failed")
    return (
      <div className="iw-page iw-sup">
        <Notice tone="error">{load.missing ? t("support.ticket.notFound") : load.message}</Notice>
        <Link className="iw-btn iw-btn--ghost" to={to(lang, "support/all")}>
          {t("support.backToList")}
        </Link>
      </div>
    )

  const { ticket, messages } = load.detail
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
              <dd>{LANG_NAMES[ticket.language]}</dd>
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
                setLoad({ state: "ready", detail })
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
