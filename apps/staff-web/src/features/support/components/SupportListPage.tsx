import { Button, Checkbox, Notice, Spinner, formatDateTime } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation, useNavigate, useSearchParams } from "react-router"
import { LoadError } from "../../../components/LoadError"
import { PageHeader } from "../../../components/PageHeader"
import { Pager } from "../../../components/Pager"
import { RouteTabs } from "../../../components/Tabs"
import { useLang } from "../../../hooks/use-lang"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { useLoad } from "../../../hooks/use-load"
import { api } from "../../../lib/api"
import { FILTERS, LANGS, type Lang, STATUSES, type StaffFilter, counters, isLang, isStatus, listTickets, onlyMyLanguages, setMyLanguages, supportStaff, waitedHours } from "../api/support"
import { TicketStatusBadge } from "./parts"
import "../support.css"

const isFilter = (v: unknown): v is StaffFilter => typeof v === "string" && (FILTERS as ReadonlyArray<string>).includes(v)

/**
 * `/staff/support/{assigned|unassigned|all}` (spec §2): tabs with counters, tickets with the longest-waiting member
 * marked, filters by status, language and waiting time kept in the URL, and the languages this staff member answers.
 */
const SupportListPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const rawFilter = useLocation().pathname.split("/").filter(Boolean).pop()
  const filter: StaffFilter = isFilter(rawFilter) ? rawFilter : "assigned"
  const [params, setParams] = useSearchParams()
  const status = isStatus(params.get("status")) ? (params.get("status") as (typeof STATUSES)[number]) : undefined
  const language = isLang(params.get("language")) ? (params.get("language") as Lang) : undefined
  const waitingHours = Number(params.get("waiting")) > 0 ? Number(params.get("waiting")) : undefined
  const page = Math.max(1, Number(params.get("page")) || 1)
  // Tickets are routed to staff who speak their language: the queues default to this staff member's languages,
  // filtered on the server; a language chosen in the select wins, and unticking shows every language.
  const onlyMine = onlyMyLanguages(filter, params.get("mine"))
  const count = useLoad(() => counters(), [filter])
  const me = useLoad(() => api.staff.me(), [])
  const staff = useLoad(() => supportStaff(), [])
  const mine = staff.data?.data.find((s) => s.id === me.data?.staff.id)
  const known = staff.data !== undefined && me.data !== undefined
  const myLangs = mine?.languages ?? []
  const list = useLoad(
    () => listTickets({ filter, status, language, waitingHours, ...(onlyMine && !language ? { languages: "mine" as const } : {}) }, page),
    [filter, status, language, waitingHours, page, onlyMine, myLangs.join(",")]
  )
  const [editing, setEditing] = useState(false)
  const [chosen, setChosen] = useState<ReadonlyArray<Lang>>([])
  const [saved, setSaved] = useState(false)
  const [savingLangs, setSavingLangs] = useState(false)
  const langErrors = useFormErrors(["languages"])

  const set = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    next.delete("page")
    setParams(next)
  }
  const tabLabel = (f: StaffFilter) => `${t(`supportDesk.tabs.${f}`)}${count.data ? ` (${count.data[f]})` : ""}`

  return (
    <div className="sw-page">
      <PageHeader
        title={t("supportDesk.title")}
        lead={count.data ? t("supportDesk.lead", { awaiting: count.data.awaitingReply, open: count.data.open, inProgress: count.data.inProgress }) : undefined}
        actions={
          <Link to="/support/create" className="iw-btn iw-btn--primary" data-testid="support-create-link">
            {t("supportDesk.newTicket")}
          </Link>
        }
      />
      <RouteTabs label={t("supportDesk.tabsLabel")} tabs={FILTERS.map((f) => ({ to: `/support/${f}`, label: tabLabel(f) }))} />
      <form className="sw-toolbar iw-card sw-card" role="search" aria-label={t("supportDesk.filters")} onSubmit={(e) => e.preventDefault()}>
        <div>
          <label className="iw-field__label" htmlFor="support-status">
            {t("supportDesk.fields.status")}
          </label>
          <select id="support-status" className="iw-input" value={status ?? ""} onChange={(e) => set("status", e.target.value || undefined)} data-testid="support-filter-status">
            <option value="">{t("supportDesk.any")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`supportDesk.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="iw-field__label" htmlFor="support-language">
            {t("supportDesk.fields.language")}
          </label>
          <select id="support-language" className="iw-input" value={language ?? ""} onChange={(e) => set("language", e.target.value || undefined)} data-testid="support-filter-language">
            <option value="">{t("supportDesk.any")}</option>
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {t(`supportDesk.lang.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="iw-field__label" htmlFor="support-waiting">
            {t("supportDesk.fields.waiting")}
          </label>
          <select id="support-waiting" className="iw-input" value={waitingHours ? String(waitingHours) : ""} onChange={(e) => set("waiting", e.target.value || undefined)} data-testid="support-filter-waiting">
            <option value="">{t("supportDesk.any")}</option>
            {[1, 4, 24, 72].map((h) => (
              <option key={h} value={h}>
                {t("supportDesk.waitingAtLeast", { hours: h })}
              </option>
            ))}
          </select>
        </div>
        <div className="sw-toolbar__check">
          <Checkbox label={t("supportDesk.onlyMine")} checked={onlyMine} disabled={language !== undefined} onChange={(e) => set("mine", e.target.checked ? "1" : "0")} data-testid="support-filter-mine" />
        </div>
        {mine && mine.languages.length > 0 && (
          <div className="sw-toolbar__end">
            <span className="sw-muted">{t("supportDesk.myLanguages", { langs: mine.languages.map((l) => t(`supportDesk.lang.${l}`)).join(", ") })}</span>{" "}
            <Button variant="link" onClick={() => (setChosen(mine.languages), setEditing(true))}>
              {t("supportDesk.change")}
            </Button>
          </div>
        )}
        {mine && mine.languages.length === 0 && !editing && (
          <div className="sw-toolbar__end">
            <Button variant="secondary" onClick={() => (setChosen([]), setEditing(true))}>
              {t("supportDesk.setMyLanguages")}
            </Button>
          </div>
        )}
      </form>
      {editing && (
        <fieldset className="iw-card sw-card sw-langs">
          <legend>{t("supportDesk.myLanguagesTitle")}</legend>
          <p className="sw-muted">{t("supportDesk.myLanguagesLead")}</p>
          {[...(langErrors.errors.languages ?? []), ...langErrors.general].map((m) => (
            <Notice key={m} tone="error">
              {m}
            </Notice>
          ))}
          <div className="sw-langs__grid">
            {LANGS.map((l) => (
              <Checkbox key={l} label={t(`supportDesk.lang.${l}`)} checked={chosen.includes(l)} onChange={(e) => setChosen(e.target.checked ? [...chosen, l] : chosen.filter((x) => x !== l))} />
            ))}
          </div>
          <Button
            loading={savingLangs}
            onClick={async () => {
              setSavingLangs(true)
              try {
                await setMyLanguages(chosen)
                setEditing(false)
                setSaved(true)
                staff.reload()
              } catch (e) {
                langErrors.fail(e)
              } finally {
                setSavingLangs(false)
              }
            }}
            data-testid="my-languages-save"
          >
            {t("supportDesk.save")}
          </Button>
        </fieldset>
      )}
      <div aria-live="polite">
        {saved && <Notice tone="success">{t("supportDesk.languagesSaved")}</Notice>}
        {onlyMine && !language && known && myLangs.length === 0 && <Notice tone="info">{t("supportDesk.onlyMineNone")}</Notice>}
      </div>
      {list.status === "error" && <LoadError error={list.error} onRetry={list.reload} />}
      {list.data === undefined ? (
        <Spinner label={t("supportDesk.loading")} />
      ) : list.data.data.length === 0 ? (
        <p className="iw-card sw-card sw-empty" data-testid="support-empty">
          {t(`supportDesk.empty.${filter}`)}
        </p>
      ) : (
        <div className="iw-card sw-card sw-table-wrap">
          <table className="iw-table sw-table sw-table--hover sw-table--stack">
            <caption className="iw-visually-hidden">{t("supportDesk.tableCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("supportDesk.fields.id")}</th>
                <th scope="col">{t("supportDesk.fields.subject")}</th>
                <th scope="col">{t("supportDesk.fields.member")}</th>
                <th scope="col">{t("supportDesk.fields.language")}</th>
                <th scope="col">{t("supportDesk.fields.status")}</th>
                <th scope="col">{t("supportDesk.fields.assignee")}</th>
                <th scope="col">{t("supportDesk.fields.waited")}</th>
                <th scope="col">{t("supportDesk.fields.lastReply")}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((x) => {
                const waited = waitedHours(x)
                return (
                  <tr key={x.ticketId} className="sw-row-link" data-testid="support-row" data-ticket={x.ticketId} onClick={(e) => !(e.target as HTMLElement).closest("a") && navigate(`/support/ticket/${x.ticketId}`)}>
                    <td className="sw-mono" data-label={t("supportDesk.fields.id")}>
                      #{x.ticketId}
                    </td>
                    <td data-label={t("supportDesk.fields.subject")}>
                      <Link to={`/support/ticket/${x.ticketId}`}>{x.subject}</Link>
                      {x.unread && (
                        <span className="iw-badge iw-badge--warning sw-ml" data-testid="support-awaiting">
                          {t("supportDesk.awaiting")}
                        </span>
                      )}
                    </td>
                    <td data-label={t("supportDesk.fields.member")}>
                      {x.memberName} <span className="sw-muted">#{x.memberId}</span>
                    </td>
                    <td data-label={t("supportDesk.fields.language")}>{t(`supportDesk.lang.${x.language}`)}</td>
                    <td data-label={t("supportDesk.fields.status")}>
                      <TicketStatusBadge status={x.status} />
                    </td>
                    <td data-label={t("supportDesk.fields.assignee")}>{x.assigneeName ?? <span className="sw-muted">{t("supportDesk.nobody")}</span>}</td>
                    <td data-label={t("supportDesk.fields.waited")}>{waited === null ? "—" : waited < 48 ? t("supportDesk.hours", { n: waited }) : t("supportDesk.days", { n: Math.floor(waited / 24) })}</td>
                    <td data-label={t("supportDesk.fields.lastReply")}>{formatDateTime(x.lastReplyAt, lang)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
          <Pager meta={list.data.meta} onPage={(p) => setParams((prev) => (prev.set("page", String(p)), prev))} busy={list.status === "loading"} />
        </div>
      )}
    </div>
  )
}

export default SupportListPage
