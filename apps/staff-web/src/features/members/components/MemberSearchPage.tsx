import { LANG_NAMES, isLangCode } from "@iw/contracts/i18n"
import { DataTable, LoadState, formatDateTime, useDraft, usePagedQuery } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { StatusBadge } from "../../../components/Badges"
import { FilterBar } from "../../../components/FilterBar"
import { PageHeader } from "../../../components/PageHeader"
import { useLang } from "../../../hooks/use-lang"
import { useRowLink } from "../../../hooks/use-row-link"
import { type MemberStatusFilter, searchMembers } from "../api/members"

const statusOf = (v: string | null): MemberStatusFilter => (v === "active" || v === "blocked" ? v : "")
const none = <span className="sw-muted">—</span>

/** `/staff/member`: look members up by id, name, e-mail or phone; the query lives in the URL. */
const MemberSearchPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const rowLink = useRowLink()
  const list = usePagedQuery(({ page, filters }) => searchMembers(filters.q, statusOf(filters.status), page), { filters: ["q", "status"] })
  const { q } = list.filters
  const [text, setText] = useDraft(q)
  const [status, setStatus] = useDraft(statusOf(list.filters.status))
  const label = t("backoffice.members.results")

  return (
    <div className="sw-page">
      <PageHeader title={t("backoffice.screens.member")} lead={t("backoffice.members.lead")} />
      <FilterBar label={t("backoffice.members.searchLabel")} onSubmit={() => list.setFilters({ q: text.trim(), status })} submitLabel={t("common.search")} submitTestId="member-search-submit">
        <div className="sw-toolbar__grow">
          <label className="iw-field__label" htmlFor="member-search">
            {t("backoffice.members.searchLabel")}
          </label>
          <input
            id="member-search"
            className="iw-input"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t("backoffice.members.searchPlaceholder")}
            maxLength={254}
            autoComplete="off"
            data-testid="member-search"
          />
        </div>
        <div>
          <label className="iw-field__label" htmlFor="member-status">
            {t("backoffice.fields.status")}
          </label>
          <select id="member-status" className="iw-input" value={status} onChange={(e) => setStatus(statusOf(e.target.value))}>
            <option value="">{t("backoffice.members.anyStatus")}</option>
            <option value="active">{t("backoffice.status.active")}</option>
            <option value="blocked">{t("backoffice.status.blocked")}</option>
          </select>
        </div>
      </FilterBar>
      <LoadState load={list}>
        {(data) => (
          <section className="iw-card sw-card sw-card--table" aria-label={label} aria-busy={list.status === "loading"}>
            <p className="sw-result-count" role="status">
              {q ? t("backoffice.members.foundFor", { total: data.meta.total, q }) : t("backoffice.members.found", { total: data.meta.total })}
            </p>
            <DataTable
              rows={data.data}
              pager={list.pager && { ...list.pager, range: true }}
              rowKey={(m) => m.id}
              rowProps={(m) => ({ "data-testid": "member-row", ...rowLink(`/member/${m.id}`) })}
              caption={label}
              region
              className="sw-table sw-table--hover sw-table--stack"
              empty={t("backoffice.members.empty")}
              columns={[
                { key: "id", header: t("backoffice.fields.memberId"), cellClassName: "sw-mono", cell: (m) => <Link to={`/member/${m.id}`}>{m.id}</Link> },
                { key: "name", header: t("backoffice.fields.name"), cell: (m) => `${m.firstName} ${m.lastName}`.trim() || <span className="sw-muted">{t("common.none")}</span> },
                { key: "email", header: t("backoffice.fields.email"), cellClassName: "sw-break", cell: (m) => m.email ?? none },
                { key: "phone", header: t("backoffice.fields.phone"), cellClassName: "sw-nowrap", cell: (m) => m.phone ?? none },
                { key: "lang", header: t("backoffice.fields.language"), cell: (m) => (isLangCode(m.lang) ? LANG_NAMES[m.lang] : m.lang) },
                { key: "status", header: t("backoffice.fields.status"), cell: (m) => <StatusBadge status={m.status} /> },
                { key: "joined", header: t("backoffice.fields.joined"), cellClassName: "sw-nowrap", cell: (m) => formatDateTime(m.createdAt, lang) }
              ]}
            />
          </section>
        )}
      </LoadState>
    </div>
  )
}

export default MemberSearchPage
