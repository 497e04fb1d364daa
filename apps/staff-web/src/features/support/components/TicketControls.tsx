import { Button, Notice, formatDateTime } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { useLang } from "../../../hooks/use-lang"
import { LANGS, type Lang, type TicketDetail, type TicketStatus, assign, memberAuth, setLanguage, setStatus, type supportStaff } from "../api/support"
import { TICKET_TRANSITIONS } from "@iw/core/domain"

/**
 * A ticket's controls beside the thread: the assignee (staff ranked by the server: who speaks the ticket's language,
 * then who holds the fewest open tickets), the status (only the moves core's ticket state machine allows), the
 * language, and signing in as the member in a new tab.
 */
export const TicketControls = ({
  ticket: tk,
  ranked,
  myId,
  busy,
  act,
  fail
}: {
  readonly ticket: TicketDetail["ticket"]
  readonly ranked: Awaited<ReturnType<typeof supportStaff>>["data"]
  readonly myId: number | undefined
  readonly busy: boolean
  readonly act: (run: () => Promise<TicketDetail>, done?: string) => Promise<void>
  readonly fail: (error: unknown) => void
}) => {
  const { t } = useTranslation()
  const lang = useLang()
  const id = tk.ticketId
  const [authLink, setAuthLink] = useState<{ url: string; expiresAt: Date } | null>(null)
  return (
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
            {s.speaksLanguage ? ` ★ ${t(`common.languages.${tk.language}`)}` : ""} ({t("supportDesk.openCount", { n: s.openTickets })})
          </option>
        ))}
      </select>
      <p className="sw-muted sw-small" data-testid="assign-ranking-hint">
        {t("supportDesk.rankedHint", { lang: t(`common.languages.${tk.language}`) })}
      </p>
      {myId !== undefined && tk.assigneeId !== myId && (
        <Button variant="secondary" onClick={() => void act(() => assign(id, myId), t("supportDesk.assignedNote"))} data-testid="ticket-assign-me">
          {t("supportDesk.assignToMe")}
        </Button>
      )}
      <label className="iw-field__label" htmlFor="ticket-status">
        {t("supportDesk.fields.status")}
      </label>
      <select
        id="ticket-status"
        className="iw-input"
        value={tk.status}
        disabled={busy}
        onChange={(e) => void act(() => setStatus(id, e.target.value as TicketStatus))}
        data-testid="ticket-status-select"
      >
        <option value={tk.status}>{t(`supportDesk.status.${tk.status}`)}</option>
        {TICKET_TRANSITIONS[tk.status].map((s) => (
          <option key={s} value={s}>
            {t(s === "open" && tk.status !== "closed" ? "supportDesk.moveTo.backToOpen" : `supportDesk.moveTo.${s}`)}
          </option>
        ))}
      </select>
      <label className="iw-field__label" htmlFor="ticket-language">
        {t("supportDesk.fields.language")}
      </label>
      <select id="ticket-language" className="iw-input" value={tk.language} disabled={busy} onChange={(e) => void act(() => setLanguage(id, e.target.value as Lang))} data-testid="ticket-language">
        {LANGS.map((l) => (
          <option key={l} value={l}>
            {t(`common.languages.${l}`)}
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
  )
}
