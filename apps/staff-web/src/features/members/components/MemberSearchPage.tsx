import { LANG_NAMES, isLangCode } from "@iw/contracts/i18n"
import { Button, Spinner, formatDateTime } from "@iw/ui"
import { type FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate, useSearchParams } from "react-router"
import { StatusBadge } from "../../../components/Badges"
import { LoadError } from "../../../components/LoadError"
import { PageHeader } from "../../../components/PageHeader"
import { Pager } from "../../../components/Pager"
import { useLang } from "../../../hooks/use-lang"
import { useLoad } from "../../../hooks/use-load"
import { type MemberStatusFilter, searchMembers } from "../api/members"

const statusOf = (v: string | null): MemberStatusFilter => (v === "active" || v === "blocked" ? v : "")

/** `/staff/member`: look members up by id, name, e-mail or phone; the query lives in the URL. */
const MemberSearchPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const q = params.get("q") ?? ""
  const status = statusOf(params.get("status"))
  const page = Math.max(1, Number(params.get("page")) || 1)
  const [text, setText] = useState(q)
  const [statusInput, setStatusInput] = useState<MemberStatusFilter>(status)
  useEffect(() => setText(q), [q])
  useEffect(() => setStatusInput(status), [status])
  const list = useLoad(() => searchMembers(q, status, page), [q, status, page])

  const apply = (next: { q?: string; status?: MemberStatusFilter; page?: number }) => {
    const merged = { q: next.q ?? q, status: next.status ?? status, page: next.page ?? 1 }
    const search: Record<string, string> = {}
    if (merged.q) search.q = merged.q
    if (merged.status) search.status = merged.status
    if (merged.page > 1) search.page = String(merged.page)
    setParams(search)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    apply({ q: text.trim(), status: statusInput, page: 1 })
  }

  return (
    <div className="sw-page">
      <PageHeader title={t("backoffice.screens.member")} lead={t("backoffice.members.lead")} />
      <form className="sw-toolbar iw-card sw-card" role="search" onSubmit={submit} aria-label={t("backoffice.members.searchLabel")}>
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
          <select id="member-status" className="iw-input" value={statusInput} onChange={(e) => setStatusInput(statusOf(e.target.value))}>
            <option value="">{t("backoffice.members.anyStatus")}</option>
            <option value="active">{t("backoffice.status.active")}</option>
            <option value="blocked">{t("backoffice.status.blocked")}</option>
          </select>
        </div>
        <Button type="submit" data-testid="member-search-submit">
          {t("common.search")}
        </Button>
      </form>
      {list.status === "error" && <LoadError error={list.error} onRetry={list.reload} />}
      {list.data ? (
        <section className="iw-card sw-card sw-card--table" aria-label={t("backoffice.members.results")} aria-busy={list.status === "loading"}>
          <p className="sw-result-count" role="status">
            {q ? t("backoffice.members.foundFor", { total: list.data.meta.total, q }) : t("backoffice.members.found", { total: list.data.meta.total })}
          </p>
          <div className="sw-table-wrap" tabIndex={0} role="region" aria-label={t("backoffice.members.results")}>
            <table className="iw-table sw-table sw-table--hover sw-table--stack">
              <thead>
                <tr>
                  <th scope="col">{t("backoffice.fields.memberId")}</th>
                  <th scope="col">{t("backoffice.fields.name")}</th>
                  <th scope="col">{t("backoffice.fields.email")}</th>
                  <th scope="col">{t("backoffice.fields.phone")}</th>
                  <th scope="col">{t("backoffice.fields.language")}</th>
                  <th scope="col">{t("backoffice.fields.status")}</th>
                  <th scope="col">{t("backoffice.fields.joined")}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.length === 0 && (
                  <tr>
                    <td colSpan={7} className="sw-empty">
                      {t("backoffice.members.empty")}
                    </td>
                  </tr>
                )}
                {list.data.data.map((m) => (
                  <tr key={m.id} data-testid="member-row" className="sw-row-link" onClick={(e) => !(e.target as HTMLElement).closest("a") && navigate(`/member/${m.id}`)}>
                    <td className="sw-mono" data-label={t("backoffice.fields.memberId")}>
                      <Link to={`/member/${m.id}`}>{m.id}</Link>
                    </td>
                    <td data-label={t("backoffice.fields.name")}>{`${m.firstName} ${m.lastName}`.trim() || <span className="sw-muted">{t("common.none")}</span>}</td>
                    <td className="sw-break" data-label={t("backoffice.fields.email")}>{m.email ?? <span className="sw-muted">—</span>}</td>
                    <td className="sw-nowrap" data-label={t("backoffice.fields.phone")}>{m.phone ?? <span className="sw-muted">—</span>}</td>
                    <td data-label={t("backoffice.fields.language")}>{isLangCode(m.lang) ? LANG_NAMES[m.lang] : m.lang}</td>
                    <td data-label={t("backoffice.fields.status")}>
                      <StatusBadge status={m.status} />
                    </td>
                    <td className="sw-nowrap" data-label={t("backoffice.fields.joined")}>
                      {formatDateTime(m.createdAt, lang)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager meta={list.data.meta} busy={list.status === "loading"} onPage={(p) => apply({ page: p })} />
        </section>
      ) : (
        list.status === "loading" && <Spinner label={t("common.loading")} />
      )}
    </div>
  )
}

export default MemberSearchPage
