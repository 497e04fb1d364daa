import { ApiError } from "@iw/contracts/client"
import { LoadError, Notice, Spinner, useLoad, usePagedQuery } from "@iw/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router"
import { FilterBar } from "../../../components/FilterBar"
import { LedgerLinesTable } from "../../../components/LedgerLinesTable"
import { PageHeader } from "../../../components/PageHeader"
import { lookUpMember, ticketHistory } from "../api/tickets"
import { TicketAdjustForm } from "./TicketAdjustForm"
import { TicketMemberCard } from "./TicketMemberCard"

const idOf = (v: string | null): number | null => {
  const s = (v ?? "").trim()
  const n = Number(s)
  return /^\d+$/.test(s) && Number.isSafeInteger(n) && n > 0 ? n : null
}

/**
 * `/staff/experience-ticket` (and `/staff/plot-ticket`): look a member up, see their tickets and the closest expiry,
 * grant or deduct tickets with a reason, and read the member's recent ticket history. Every change is a ledger
 * transfer against issuance, audited; the member is in the URL (`?member=`), so the member page can link here.
 */
const ExperienceTicketPage = () => {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const memberId = idOf(params.get("member"))
  const [lookup, setLookup] = useState(memberId ? String(memberId) : "")
  const [lookupError, setLookupError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  useEffect(() => setLookup(memberId ? String(memberId) : ""), [memberId])
  useEffect(() => setDone(null), [memberId])

  const found = useLoad(() => (memberId ? lookUpMember(memberId) : Promise.resolve(null)), [memberId])
  const history = usePagedQuery(({ page }) => ticketHistory(memberId!, page), { deps: [memberId], enabled: memberId !== null })

  const go = () => {
    const id = idOf(lookup)
    if (id === null) return setLookupError(t("backoffice.tickets.badMemberId"))
    setLookupError(null)
    if (id === memberId) {
      found.reload()
      history.reload()
    } else setParams({ member: String(id) })
  }

  const notFound = found.status === "error" && found.error instanceof ApiError && found.error.status === 404
  const data = found.data && found.data[0].member.id === memberId ? found.data : null
  const [member, sheet] = data ?? []

  return (
    <div className="sw-page">
      <PageHeader title={t("backoffice.screens.experienceTicket")} lead={t("backoffice.tickets.lead")} />
      <FilterBar
        label={t("backoffice.tickets.lookupLabel")}
        onSubmit={go}
        submitLabel={t("backoffice.tickets.lookup")}
        submitTestId="tickets-member-lookup"
        busy={found.status === "loading" && memberId !== null}
      >
        <div className={`sw-toolbar__grow${lookupError ? " iw-field--invalid" : ""}`}>
          <label className="iw-field__label" htmlFor="tickets-member">
            {t("backoffice.fields.memberId")}
          </label>
          <input
            id="tickets-member"
            className="iw-input"
            value={lookup}
            onChange={(e) => setLookup(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            placeholder={t("backoffice.tickets.memberPlaceholder")}
            aria-invalid={lookupError ? true : undefined}
            aria-describedby={lookupError ? "tickets-member-error" : undefined}
            data-testid="tickets-member-id"
          />
          {lookupError && (
            <div id="tickets-member-error" className="iw-field__errors" role="alert">
              {lookupError}
            </div>
          )}
        </div>
      </FilterBar>

      {memberId === null && <p className="sw-muted sw-hint-block">{t("backoffice.tickets.start")}</p>}
      {notFound && <Notice tone="warning">{t("backoffice.tickets.noMember", { id: memberId ?? "" })}</Notice>}
      {found.status === "error" && !notFound && <LoadError error={found.error} onRetry={found.reload} />}
      {memberId !== null && !data && found.status === "loading" && <Spinner label={t("common.loading")} />}

      {member && sheet && (
        <>
          {done && <Notice tone="success">{done}</Notice>}
          <div className="sw-columns sw-columns--tickets">
            <TicketMemberCard member={member.member} sheet={sheet} />
            <TicketAdjustForm
              memberId={member.member.id}
              onDone={(balance, message) => {
                found.set([member, balance])
                setDone(message)
                if (history.page === 1) history.reload()
                else history.goPage(1)
              }}
            />
          </div>
          <section className="iw-card sw-card sw-card--table" aria-labelledby="tickets-history-title" aria-busy={history.status === "loading"}>
            <div className="sw-card__head">
              <h2 id="tickets-history-title">{t("backoffice.tickets.historyTitle")}</h2>
              <Link to={`/member/${member.member.id}?asset=tickets#ledger`}>{t("backoffice.tickets.allHistory")}</Link>
            </div>
            <LedgerLinesTable load={history} rows={history.rows} label={t("backoffice.tickets.historyTitle")} showAsset={false} pager={history.pager && { ...history.pager, range: true }} />
          </section>
        </>
      )}
    </div>
  )
}

export default ExperienceTicketPage
