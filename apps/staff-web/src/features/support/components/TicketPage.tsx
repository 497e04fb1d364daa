import { Button, Dialog, Notice, Spinner, formatDateTime } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { LoadError } from "../../../components/LoadError"
import { PageHeader } from "../../../components/PageHeader"
import { Pager } from "../../../components/Pager"
import { RouteTabs } from "../../../components/Tabs"
import { TextAreaField } from "../../../components/TextAreaField"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { useLang } from "../../../hooks/use-lang"
import { useLoad } from "../../../hooks/use-load"
import { api } from "../../../lib/api"
import {
  LANGS,
  type Lang,
  NEXT_STATUSES,
  type TicketDetail,
  type TicketStatus,
  assign,
  deleteAttachment,
  deleteMessage,
  memberAuth,
  reply,
  savedReplies,
  setLanguage,
  setStatus,
  showTicket,
  supportStaff,
  ticketHistory
} from "../api/support"
import { SavedRepliesDialog } from "./SavedRepliesDialog"
import { FilePicker, Thread, TicketStatusBadge } from "./parts"
import "../support.css"

type Confirm = { readonly kind: "message"; readonly id: number } | { readonly kind: "attachment"; readonly id: number; readonly name: string; readonly alsoMessage: boolean }

/** `/staff/support/ticket/{id}/conversation` and `/history` (spec §2): the thread, the reply box and the ticket's controls. */
const TicketPage = ({ tab }: { readonly tab: "conversation" | "history" }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const id = Number(useParams().id)
  const detail = useLoad(() => showTicket(id), [id])
  // Ranked by the server for this ticket: who speaks its language first, then who holds the fewest open tickets.
  const staff = useLoad(() => supportStaff(id), [id, detail.data?.ticket.language, detail.data?.ticket.assigneeId])
  const me = useLoad(() => api.staff.me(), [])
  const [historyPage, setHistoryPage] = useState(1)
  const history = useLoad(() => (tab === "history" ? ticketHistory(id, historyPage) : Promise.resolve(undefined)), [id, tab, historyPage, detail.data?.ticket.updatedAt.getTime()])
  const replies = useLoad(() => savedReplies(detail.data?.ticket.language), [detail.data?.ticket.language])
  const [message, setMessage] = useState("")
  const [files, setFiles] = useState<ReadonlyArray<File>>([])
  const [progress, setProgress] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirm, setConfirm] = useState<Confirm | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const [managing, setManaging] = useState(false)
  const [authLink, setAuthLink] = useState<{ url: string; expiresAt: Date } | null>(null)
  const { errors, general, fail, reset } = useFormErrors(["message", "attachments"])

  const act = async (run: () => Promise<TicketDetail>, done?: string) => {
    setBusy(true)
    reset()
    try {
      detail.set(await run())
      if (done) setNote(done)
    } catch (e) {
      fail(e)
    } finally {
      setBusy(false)
      setProgress(null)
    }
  }

  if (!Number.isInteger(id) || id <= 0) return <Notice tone="error">{t("supportDesk.notFound")}</Notice>
  if (detail.status === "error" && !detail.data) return <LoadError error={detail.error} onRetry={detail.reload} />
  if (!detail.data) return <Spinner label={t("supportDesk.loading")} />
  const tk = detail.data.ticket
  const ranked = staff.data?.data ?? []
  const send = () => {
    if (message.trim() === "" && files.length === 0) {
      reset({ message: [t("validation.required")] })
      return
    }
    void act(async () => {
      setProgress(0)
      const r = await reply(id, message, files, setProgress)
      setMessage("")
      setFiles([])
      return r
    }, t("supportDesk.replied"))
  }

  return (
    <div className="sw-page">
      <PageHeader
        kicker={
          <Link to="/support/assigned" className="sw-back">
            ← {t("supportDesk.title")}
          </Link>
        }
        title={`#${tk.ticketId} ${tk.subject}`}
        lead={
          <>
            <TicketStatusBadge status={tk.status} /> {t("supportDesk.fromMember", { name: tk.memberName, id: tk.memberId })} · {formatDateTime(tk.createdAt, lang)}
          </>
        }
      />
      <RouteTabs
        label={t("supportDesk.ticketTabs")}
        tabs={[
          { to: `/support/ticket/${id}/conversation`, label: t("supportDesk.conversation") },
          { to: `/support/ticket/${id}/history`, label: t("supportDesk.history") }
        ]}
      />
      {note && (
        <div aria-live="polite">
          <Notice tone="success">{note}</Notice>
        </div>
      )}
      {general.map((g) => (
        <Notice key={g} tone="error">
          {g}
        </Notice>
      ))}
      <div className="sw-ticket">
        <div className="sw-ticket__main">
          {tab === "conversation" ? (
            <>
              <Thread detail={detail.data} onDeleteMessage={(mid) => setConfirm({ kind: "message", id: mid })} onDeleteAttachment={(aid, name, alsoMessage) => setConfirm({ kind: "attachment", id: aid, name, alsoMessage })} />
              {tk.status === "closed" ? (
                <Notice tone="info">{t("supportDesk.closedNotice")}</Notice>
              ) : (
                <form
                  className="iw-card sw-card sw-reply"
                  onSubmit={(e) => {
                    e.preventDefault()
                    send()
                  }}
                  aria-label={t("supportDesk.reply")}
                >
                  <div className="sw-reply__saved">
                    <label className="iw-field__label" htmlFor="saved-reply">
                      {t("supportDesk.savedReplies")}
                    </label>
                    <select
                      id="saved-reply"
                      className="iw-input"
                      value=""
                      onChange={(e) => {
                        const r = replies.data?.data.find((x) => String(x.id) === e.target.value)
                        if (r) setMessage((m) => (m.trim() ? `${m}\n\n${r.body}` : r.body))
                      }}
                      data-testid="saved-reply-pick"
                    >
                      <option value="">{t("supportDesk.insertSaved", { lang: t(`supportDesk.lang.${tk.language}`) })}</option>
                      {replies.data?.data.map((r) => (
                        <option key={r.id} value={r.id}>
                          {r.title}
                        </option>
                      ))}
                    </select>
                    <Button variant="link" onClick={() => setManaging(true)}>
                      {t("supportDesk.manageSaved")}
                    </Button>
                  </div>
                  <TextAreaField label={t("supportDesk.yourReply")} value={message} onChange={(e) => setMessage(e.target.value)} rows={5} errors={errors.message} data-testid="support-reply" maxLength={10_000} />
                  <FilePicker files={files} onChange={setFiles} progress={progress} errors={errors.attachments} />
                  <div className="sw-actions">
                    <Button type="submit" loading={busy} data-testid="support-send">
                      {t("supportDesk.send")}
                    </Button>
                  </div>
                </form>
              )}
            </>
          ) : history.data ? (
            <div className="iw-card sw-card sw-table-wrap">
              <table className="sw-table" data-testid="support-history">
                <caption className="iw-visually-hidden">{t("supportDesk.history")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("supportDesk.fields.when")}</th>
                    <th scope="col">{t("supportDesk.fields.who")}</th>
                    <th scope="col">{t("supportDesk.fields.operation")}</th>
                    <th scope="col">{t("supportDesk.fields.change")}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.data.data.map((h) => (
                    <tr key={h.id} data-testid="history-row" data-operation={h.operation}>
                      <td>{formatDateTime(h.createdAt, lang)}</td>
                      <td>
                        {h.actorName} <span className="sw-muted">{t(`supportDesk.author.${h.actor}`)}</span>
                        {h.impersonatorId !== null && (
                          <div className="sw-small" data-testid="history-impersonator">
                            {t("supportDesk.asMemberBy", { name: h.impersonatorName ?? "", id: h.impersonatorId })}
                          </div>
                        )}
                      </td>
                      <td>{t(`supportDesk.operation.${h.operation}`)}</td>
                      <td>
                        {[h.from, h.to]
                          .map((v) => (v === null ? null : isStatusValue(v) ? t(`supportDesk.status.${v}`) : isLangValue(v) ? t(`supportDesk.lang.${v}`) : v))
                          .filter((v) => v !== null)
                          .join(" → ") || "—"}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager meta={history.data.meta} onPage={setHistoryPage} busy={history.status === "loading"} />
            </div>
          ) : (
            <Spinner label={t("supportDesk.loading")} />
          )}
        </div>
        <aside className="iw-card sw-card sw-ticket__side" aria-label={t("supportDesk.controls")}>
          <label className="iw-field__label" htmlFor="ticket-assignee">
            {t("supportDesk.fields.assignee")}
          </label>
          <select
            id="ticket-assignee"
            className="iw-input"
            value={tk.assigneeId ?? ""}
            disabled={busy}
            onChange={(e) => void act(() => assign(id, e.target.value ? Number(e.target.value) : null), t("supportDesk.assignedNote"))}
            data-testid="ticket-assign"
          >
            <option value="">{t("supportDesk.nobody")}</option>
            {ranked.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
                {s.speaksLanguage ? ` ★ ${t(`supportDesk.lang.${tk.language}`)}` : ""} ({t("supportDesk.openCount", { n: s.openTickets })})
              </option>
            ))}
          </select>
          <p className="sw-muted sw-small" data-testid="assign-ranking-hint">
            {t("supportDesk.rankedHint", { lang: t(`supportDesk.lang.${tk.language}`) })}
          </p>
          {me.data && tk.assigneeId !== me.data.staff.id && (
            <Button variant="secondary" onClick={() => void act(() => assign(id, me.data!.staff.id), t("supportDesk.assignedNote"))} data-testid="ticket-assign-me">
              {t("supportDesk.assignToMe")}
            </Button>
          )}
          <label className="iw-field__label" htmlFor="ticket-status">
            {t("supportDesk.fields.status")}
          </label>
          <select id="ticket-status" className="iw-input" value={tk.status} disabled={busy} onChange={(e) => void act(() => setStatus(id, e.target.value as TicketStatus))} data-testid="ticket-status-select">
            <option value={tk.status}>{t(`supportDesk.status.${tk.status}`)}</option>
            {NEXT_STATUSES[tk.status].map((s) => (
              <option key={s} value={s}>
                {t(`supportDesk.moveTo.${s}`)}
              </option>
            ))}
          </select>
          <label className="iw-field__label" htmlFor="ticket-language">
            {t("supportDesk.fields.language")}
          </label>
          <select id="ticket-language" className="iw-input" value={tk.language} disabled={busy} onChange={(e) => void act(() => setLanguage(id, e.target.value as Lang))} data-testid="ticket-language">
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {t(`supportDesk.lang.${l}`)}
              </option>
            ))}
          </select>
          <hr />
          <Button
            variant="secondary"
            aria-describedby="member-auth-hint"
            onClick={async () => {
              // The tab is opened within the click, so popup blockers allow it; it is sent to the link once it arrives.
              const tab = window.open("about:blank", "_blank")
              try {
                const link = await memberAuth(tk.memberId)
                setAuthLink(link)
                if (tab) {
                  tab.opener = null
                  tab.location.href = link.url
                }
              } catch (e) {
                tab?.close()
                fail(e)
              }
            }}
            data-testid="member-auth"
          >
            {t("supportDesk.signInAsMember")}
          </Button>
          <p id="member-auth-hint" className="sw-muted sw-small">
            {t("supportDesk.signInAsMemberHint")}
          </p>
          {authLink && (
            <div aria-live="polite">
            <Notice tone="warning">
              <a href={authLink.url} target="_blank" rel="noreferrer" data-testid="member-auth-link">
                {t("supportDesk.openAsMember", { id: tk.memberId })}
              </a>{" "}
              {t("supportDesk.linkExpires", { time: formatDateTime(authLink.expiresAt, lang) })}
            </Notice>
            </div>
          )}
          <Link to={`/member/${tk.memberId}`}>{t("supportDesk.memberRecord")}</Link>
        </aside>
      </div>
      {confirm && (
        <Dialog
          open
          title={confirm.kind === "message" ? t("supportDesk.confirmDeleteMessage") : t("supportDesk.confirmDeleteFile", { name: confirm.name })}
          onClose={() => setConfirm(null)}
          closeLabel={t("common.close")}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirm(null)}>
                {t("common.cancel")}
              </Button>
              <Button
                variant="danger"
                data-testid="confirm-delete"
                onClick={() => {
                  const c = confirm
                  setConfirm(null)
                  void act(() => (c.kind === "message" ? deleteMessage(id, c.id) : deleteAttachment(id, c.id)))
                }}
              >
                {t("supportDesk.delete")}
              </Button>
            </>
          }
        >
          {confirm.kind === "attachment" && confirm.alsoMessage && <p>{t("supportDesk.deleteLastFile")}</p>}
          <p>{t("supportDesk.deleteKeepsHistory")}</p>
        </Dialog>
      )}
      {managing && <SavedRepliesDialog language={tk.language} onClose={() => (setManaging(false), replies.reload())} />}
    </div>
  )
}

const isStatusValue = (v: string) => v === "open" || v === "in_progress" || v === "closed"
const isLangValue = (v: string) => (LANGS as ReadonlyArray<string>).includes(v)

export const ConversationPage = () => <TicketPage tab="conversation" />
export const HistoryPage = () => <TicketPage tab="history" />
export default ConversationPage
