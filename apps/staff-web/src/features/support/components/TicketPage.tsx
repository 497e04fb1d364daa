import { LoadError, Notice, Spinner, formatDateTime, useLoad, usePagedQuery } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router"
import { PageHeader } from "../../../components/PageHeader"
import { RouteTabs } from "../../../components/Tabs"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { useLang } from "../../../hooks/use-lang"
import { api } from "../../../lib/api"
import { type TicketDetail, deleteAttachment, deleteMessage, showTicket, supportStaff, ticketHistory } from "../api/support"
import { DeleteConfirmDialog, type DeleteTarget } from "./DeleteConfirmDialog"
import { ReplyForm } from "./ReplyForm"
import { TicketControls } from "./TicketControls"
import { TicketHistoryTable } from "./TicketHistoryTable"
import { Thread, TicketStatusBadge } from "./parts"
import "../support.css"

/** `/staff/support/ticket/{id}/conversation` and `/history` (spec §2): the thread, the reply box and the ticket's controls. */
const TicketPage = ({ tab }: { readonly tab: "conversation" | "history" }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const id = Number(useParams().id)
  const detail = useLoad(() => showTicket(id), [id])
  // Ranked by the server for this ticket: who speaks its language first, then who holds the fewest open tickets.
  const staff = useLoad(() => supportStaff(id), [id, detail.data?.ticket.language, detail.data?.ticket.assigneeId])
  const me = useLoad(() => api.staff.me(), [])
  const history = usePagedQuery(({ page }) => ticketHistory(id, page), { deps: [id, detail.data?.ticket.updatedAt.getTime()], enabled: tab === "history" })
  const [busy, setBusy] = useState(false)
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null)
  const [note, setNote] = useState<string | null>(null)
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
    }
  }

  if (!Number.isInteger(id) || id <= 0) return <Notice tone="error">{t("supportDesk.notFound")}</Notice>
  if (detail.status === "error" && !detail.data) return <LoadError error={detail.error} onRetry={detail.reload} />
  if (!detail.data) return <Spinner label={t("supportDesk.loading")} />
  const tk = detail.data.ticket

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
              <Thread
                detail={detail.data}
                onDeleteMessage={(mid) => setDeleting({ kind: "message", id: mid })}
                onDeleteAttachment={(aid, name, alsoMessage) => setDeleting({ kind: "attachment", id: aid, name, alsoMessage })}
              />
              {tk.status === "closed" ? <Notice tone="info">{t("supportDesk.closedNotice")}</Notice> : <ReplyForm ticket={tk} busy={busy} errors={errors} refuse={reset} act={act} />}
            </>
          ) : (
            <TicketHistoryTable load={history} pager={history.pager && { ...history.pager, range: true }} />
          )}
        </div>
        <TicketControls ticket={tk} ranked={staff.data?.data ?? []} myId={me.data?.staff.id} busy={busy} act={act} fail={fail} />
      </div>
      {deleting && (
        <DeleteConfirmDialog
          target={deleting}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null)
            void act(() => (deleting.kind === "message" ? deleteMessage(id, deleting.id) : deleteAttachment(id, deleting.id)))
          }}
        />
      )}
    </div>
  )
}

export const ConversationPage = () => <TicketPage tab="conversation" />
export const HistoryPage = () => <TicketPage tab="history" />
export default ConversationPage
