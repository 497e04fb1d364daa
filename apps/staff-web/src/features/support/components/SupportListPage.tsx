import { Button, Checkbox, DataTable, LoadState, Notice, formatDateTime, useLoad, usePagedQuery } from "@iw/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router"
import { FilterBar } from "../../../components/FilterBar"
import { PageHeader } from "../../../components/PageHeader"
import { RouteTabs } from "../../../components/Tabs"
import { useLang } from "../../../hooks/use-lang"
import { useRowLink } from "../../../hooks/use-row-link"
import { api } from "../../../lib/api"
import { FILTERS, LANGS, STATUSES, type StaffFilter, counters, isLang, isStatus, listTickets, onlyMyLanguages, supportStaff, waitedHours } from "../api/support"
import { MyLanguagesEditor } from "./MyLanguagesEditor"
import { TicketStatusBadge } from "./parts"
import "../support.css"

const isFilter = (v: unknown): v is StaffFilter => typeof v === "string" && (FILTERS as ReadonlyArray<string>).includes(v)
const WAITING_HOURS = [1, 4, 24, 72]

/**
 * `/staff/support/{assigned|unassigned|all}` (spec §2): tabs with counters, tickets with the longest-waiting member
 * marked, filters by status, language and waiting time kept in the URL, and the languages this staff member answers.
 */
const SupportListPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const rowLink = useRowLink()
  const rawFilter = useLocation().pathname.split("/").filter(Boolean).pop()
  const filter: StaffFilter = isFilter(rawFilter) ? rawFilter : "assigned"
  const count = useLoad(() => counters(), [filter])
  const me = useLoad(() => api.staff.me(), [])
  const staff = useLoad(() => supportStaff(), [])
  const mine = staff.data?.data.find((s) => s.id === me.data?.staff.id)
  const known = staff.data !== undefined && me.data !== undefined
  const myLangs = mine?.languages ?? []
  // Tickets are routed to staff who speak their language: the queues default to this staff member's languages,
  // filtered on the server; a language chosen in the select wins, and unticking shows every language.
  const list = usePagedQuery(
    ({ page, filters: f }) => {
      const language = isLang(f.language) ? f.language : undefined
      const waitingHours = Number(f.waiting) > 0 ? Number(f.waiting) : undefined
      const languages = onlyMyLanguages(filter, f.mine || null) && !language ? { languages: "mine" as const } : {}
      return listTickets({ filter, status: isStatus(f.status) ? f.status : undefined, language, waitingHours, ...languages }, page)
    },
    { filters: ["status", "language", "waiting", "mine"], deps: [filter, myLangs.join(",")] }
  )
  const status = isStatus(list.filters.status) ? list.filters.status : ""
  const language = isLang(list.filters.language) ? list.filters.language : ""
  const waiting = Number(list.filters.waiting) > 0 ? list.filters.waiting : ""
  const onlyMine = onlyMyLanguages(filter, list.filters.mine || null)
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
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
      <FilterBar label={t("supportDesk.filters")}>
        <div>
          <label className="iw-field__label" htmlFor="support-status">
            {t("supportDesk.fields.status")}
          </label>
          <select id="support-status" className="iw-input" value={status} onChange={(e) => list.setFilters({ status: e.target.value })} data-testid="support-filter-status">
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
          <select id="support-language" className="iw-input" value={language} onChange={(e) => list.setFilters({ language: e.target.value })} data-testid="support-filter-language">
            <option value="">{t("supportDesk.any")}</option>
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {t(`common.languages.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="iw-field__label" htmlFor="support-waiting">
            {t("supportDesk.fields.waiting")}
          </label>
          <select id="support-waiting" className="iw-input" value={waiting} onChange={(e) => list.setFilters({ waiting: e.target.value })} data-testid="support-filter-waiting">
            <option value="">{t("supportDesk.any")}</option>
            {WAITING_HOURS.map((h) => (
              <option key={h} value={h}>
                {t("supportDesk.waitingAtLeast", { hours: h })}
              </option>
            ))}
          </select>
        </div>
        <div className="sw-toolbar__check">
          <Checkbox
            label={t("supportDesk.onlyMine")}
            checked={onlyMine}
            disabled={language !== ""}
            onChange={(e) => list.setFilters({ mine: e.target.checked ? "1" : "0" })}
            data-testid="support-filter-mine"
          />
        </div>
        {mine && mine.languages.length > 0 && (
          <div className="sw-toolbar__end">
            <span className="sw-muted">{t("supportDesk.myLanguages", { langs: mine.languages.map((l) => t(`common.languages.${l}`)).join(", ") })}</span>{" "}
            <Button variant="link" onClick={() => setEditing(true)}>
              {t("supportDesk.change")}
            </Button>
          </div>
        )}
        {mine && mine.languages.length === 0 && !editing && (
          <div className="sw-toolbar__end">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t("supportDesk.setMyLanguages")}
            </Button>
          </div>
        )}
      </FilterBar>
      {editing && (
        <MyLanguagesEditor
          initial={myLangs}
          onSaved={() => {
            setEditing(false)
            setSaved(true)
            staff.reload()
          }}
        />
      )}
      <div aria-live="polite">
        {saved && <Notice tone="success">{t("supportDesk.languagesSaved")}</Notice>}
        {onlyMine && language === "" && known && myLangs.length === 0 && <Notice tone="info">{t("supportDesk.onlyMineNone")}</Notice>}
      </div>
      <LoadState load={list}>
        {(data) =>
          data.data.length === 0 ? (
            <p className="iw-card sw-card sw-empty" data-testid="support-empty">
              {t(`supportDesk.empty.${filter}`)}
            </p>
          ) : (
            <div className="iw-card sw-card iw-table-wrap">
              <DataTable
                rows={data.data}
                pager={list.pager && { ...list.pager, range: true }}
                rowKey={(x) => x.ticketId}
                rowProps={(x) => ({ "data-testid": "support-row", "data-ticket": x.ticketId, ...rowLink(`/support/ticket/${x.ticketId}`) })}
                caption={t("supportDesk.tableCaption")}
                className="sw-table sw-table--hover sw-table--stack"
                columns={[
                  { key: "id", header: t("supportDesk.fields.id"), cellClassName: "sw-mono", cell: (x) => `#${x.ticketId}` },
                  {
                    key: "subject",
                    header: t("supportDesk.fields.subject"),
                    cell: (x) => (
                      <>
                        <Link to={`/support/ticket/${x.ticketId}`}>{x.subject}</Link>
                        {x.unread && (
                          <span className="iw-badge iw-badge--warning sw-ml" data-testid="support-awaiting">
                            {t("supportDesk.awaiting")}
                          </span>
                        )}
                      </>
                    )
                  },
                  {
                    key: "member",
                    header: t("supportDesk.fields.member"),
                    cell: (x) => (
                      <>
                        {x.memberName} <span className="sw-muted">#{x.memberId}</span>
                      </>
                    )
                  },
                  { key: "language", header: t("supportDesk.fields.language"), cell: (x) => t(`common.languages.${x.language}`) },
                  { key: "status", header: t("supportDesk.fields.status"), cell: (x) => <TicketStatusBadge status={x.status} /> },
                  { key: "assignee", header: t("supportDesk.fields.assignee"), cell: (x) => x.assigneeName ?? <span className="sw-muted">{t("supportDesk.nobody")}</span> },
                  {
                    key: "waited",
                    header: t("supportDesk.fields.waited"),
                    cell: (x) => {
                      const waited = waitedHours(x)
                      return waited === null ? "—" : waited < 48 ? t("supportDesk.hours", { n: waited }) : t("supportDesk.days", { n: Math.floor(waited / 24) })
                    }
                  },
                  { key: "lastReply", header: t("supportDesk.fields.lastReply"), cell: (x) => formatDateTime(x.lastReplyAt, lang) }
                ]}
              />
            </div>
          )
        }
      </LoadState>
    </div>
  )
}

export default SupportListPage
