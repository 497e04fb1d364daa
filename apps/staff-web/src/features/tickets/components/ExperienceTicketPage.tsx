import { ApiError } from "@iw/contracts/client"
import { Button, Notice, Spinner, TextField, formatDateTime } from "@iw/ui"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router"
import { StatusBadge } from "../../../components/Badges"
import { LedgerLinesTable } from "../../../components/LedgerLinesTable"
import { LoadError } from "../../../components/LoadError"
import { PageHeader } from "../../../components/PageHeader"
import { Pager } from "../../../components/Pager"
import { TextAreaField } from "../../../components/TextAreaField"
import { useFormErrors } from "../../../hooks/use-form-errors"
import { useLang } from "../../../hooks/use-lang"
import { useLoad } from "../../../hooks/use-load"
import { newIdempotencyKey } from "../../../lib/idempotency"
import { formatAssetAmount } from "../../../lib/ledger"
import { adjustTickets, lookUpMember, ticketHistory } from "../api/tickets"

type Direction = "grant" | "deduct"

const MAX_AMOUNT = 1_000_000

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
  const lang = useLang()
  const [params, setParams] = useSearchParams()
  const memberId = idOf(params.get("member"))
  const page = Math.max(1, Number(params.get("page")) || 1)
  const [lookup, setLookup] = useState(memberId ? String(memberId) : "")
  const [lookupError, setLookupError] = useState<string | null>(null)
  useEffect(() => setLookup(memberId ? String(memberId) : ""), [memberId])

  const found = useLoad(() => (memberId ? lookUpMember(memberId) : Promise.resolve(null)), [memberId])
  const history = useLoad(() => (memberId ? ticketHistory(memberId, page) : Promise.resolve(null)), [memberId, page])

  const [direction, setDirection] = useState<Direction>("grant")
  const [amount, setAmount] = useState("")
  const [reason, setReason] = useState("")
  const [plot, setPlot] = useState("")
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const { errors, general, fail, reset } = useFormErrors(["amount", "reason", "memberId", "direction", "plotId"])
  /** The key of a submission whose answer never arrived: sending the same values again reuses it, so nothing moves twice. */
  const unanswered = useRef<{ readonly key: string; readonly values: string } | null>(null)

  useEffect(() => {
    setDone(null)
    reset()
    unanswered.current = null
  }, [memberId, reset])

  const go = (e: FormEvent) => {
    e.preventDefault()
    const id = idOf(lookup)
    if (id === null) {
      setLookupError(t("backoffice.tickets.badMemberId"))
      return
    }
    setLookupError(null)
    if (id === memberId) {
      found.reload()
      history.reload()
    } else setParams({ member: String(id) })
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!memberId || !found.data) return
    setDone(null)
    const local: Record<string, Array<string>> = {}
    const n = Number(amount)
    if (amount.trim() === "") local.amount = [t("validation.required")]
    else if (!/^\d+$/.test(amount.trim()) || n < 1 || n > MAX_AMOUNT) local.amount = [t("backoffice.tickets.amountRange", { max: MAX_AMOUNT.toLocaleString("en-US") })]
    if (reason.trim() === "") local.reason = [t("validation.required")]
    const plotId = plot.replace(/\s/g, "")
    if (plotId !== "" && !/^\d{1,6},\d{1,6}$/.test(plotId)) local.plotId = [t("ledger.plot_format")]
    reset(local)
    if (Object.keys(local).length > 0) return
    const body = { memberId, direction, amount: n, reason: reason.trim(), ...(plotId !== "" ? { plotId } : {}) }
    const values = JSON.stringify(body)
    const key = unanswered.current?.values === values ? unanswered.current.key : newIdempotencyKey()
    unanswered.current = null
    setBusy(true)
    try {
      const result = await adjustTickets(body, key)
      const [member] = found.data
      found.set([member, result.balance])
      setDone(
        t(direction === "grant" ? "backoffice.tickets.granted" : "backoffice.tickets.deducted", {
          amount: n.toLocaleString("en-US"),
          id: memberId,
          balance: formatAssetAmount("tickets", result.balance.tickets.decimal)
        })
      )
      setAmount("")
      setReason("")
      setPlot("")
      if (page === 1) history.reload()
      else setParams({ member: String(memberId) })
    } catch (err) {
      if (err instanceof ApiError && (err.status === 0 || err.status >= 500)) unanswered.current = { key, values }
      fail(err)
    } finally {
      setBusy(false)
    }
  }

  const notFound = found.status === "error" && found.error instanceof ApiError && found.error.status === 404
  const data = found.data && found.data[0].member.id === memberId ? found.data : null
  const member = data?.[0].member
  const sheet = data?.[1]
  const name = member ? `${member.firstName} ${member.lastName}`.trim() : ""

  return (
    <div className="sw-page">
      <PageHeader title={t("backoffice.screens.experienceTicket")} lead={t("backoffice.tickets.lead")} />
      <form className="sw-toolbar iw-card sw-card" role="search" onSubmit={go} aria-label={t("backoffice.tickets.lookupLabel")} noValidate>
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
        <Button type="submit" loading={found.status === "loading" && memberId !== null} data-testid="tickets-member-lookup">
          {t("backoffice.tickets.lookup")}
        </Button>
      </form>

      {memberId === null && <p className="sw-muted sw-hint-block">{t("backoffice.tickets.start")}</p>}
      {notFound && <Notice tone="warning">{t("backoffice.tickets.noMember", { id: memberId ?? "" })}</Notice>}
      {found.status === "error" && !notFound && <LoadError error={found.error} onRetry={found.reload} />}
      {memberId !== null && !data && found.status === "loading" && <Spinner label={t("common.loading")} />}

      {member && sheet && (
        <>
          {done && <Notice tone="success">{done}</Notice>}
          <div className="sw-columns sw-columns--tickets">
            <section className="iw-card sw-card" aria-labelledby="tickets-member-title">
              <h2 id="tickets-member-title">{t("backoffice.tickets.memberTitle")}</h2>
              <div className="sw-member-card">
                <div>
                  <Link to={`/member/${member.id}`} className="sw-member-card__name">
                    {name || t("backoffice.member.title", { id: member.id })}
                  </Link>
                  <div className="sw-muted sw-mono">{t("backoffice.member.title", { id: member.id })}</div>
                </div>
                <StatusBadge status={member.status} />
              </div>
              <div className="sw-stat" aria-live="polite">
                <span className="sw-stat__label">{t("backoffice.tickets.balance")}</span>
                <span className="sw-stat__value" data-testid="tickets-balance">
                  {formatAssetAmount("tickets", sheet.tickets.decimal)}
                </span>
                <span className="sw-stat__note">
                  {sheet.ticketsClosestExpiration
                    ? t("backoffice.tickets.nextExpiry", { date: formatDateTime(sheet.ticketsClosestExpiration, lang) })
                    : t("backoffice.tickets.noExpiry")}
                </span>
              </div>
              {!member.accessTickets && <Notice tone="warning">{t("backoffice.tickets.noAccess")}</Notice>}
            </section>

            <form className="iw-card sw-card" onSubmit={submit} noValidate aria-labelledby="tickets-adjust-title">
              <h2 id="tickets-adjust-title">{t("backoffice.tickets.adjustTitle")}</h2>
              <fieldset className="sw-choice" aria-describedby="tickets-direction-hint">
                <legend className="iw-field__label">{t("backoffice.tickets.direction")}</legend>
                <div className="sw-choice__options">
                  {(["grant", "deduct"] as const).map((d) => (
                    <label key={d} className={`sw-choice__option${direction === d ? " sw-choice__option--on" : ""}`}>
                      <input
                        type="radio"
                        name="direction"
                        value={d}
                        checked={direction === d}
                        onChange={() => setDirection(d)}
                        data-testid={`tickets-direction-${d}`}
                      />
                      <span>
                        <span className="sw-choice__name">{t(`backoffice.tickets.${d}`)}</span>
                        <span className="sw-choice__hint">{t(`backoffice.tickets.${d}Hint`)}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <TextField
                label={t("backoffice.tickets.amount")}
                value={amount}
                onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ""))}
                inputMode="numeric"
                autoComplete="off"
                maxLength={7}
                errors={errors.amount}
                hint={t("backoffice.tickets.amountHint", { max: MAX_AMOUNT.toLocaleString("en-US") })}
                data-testid="tickets-amount"
              />
              <TextAreaField
                label={t("backoffice.tickets.reason")}
                hint={t("backoffice.tickets.reasonHint")}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
                rows={3}
                required
                aria-required="true"
                errors={errors.reason}
                data-testid="tickets-reason"
              />
              <TextField
                label={t("backoffice.tickets.plot")}
                value={plot}
                onChange={(e) => setPlot(e.target.value.replace(/[^\d,\s]/g, ""))}
                inputMode="numeric"
                autoComplete="off"
                maxLength={13}
                placeholder="x,y"
                errors={errors.plotId}
                hint={t("backoffice.tickets.plotHint")}
                data-testid="tickets-plot"
              />
              {general.length > 0 && <Notice tone="error">{general.join(" ")}</Notice>}
              <div className="sw-form-actions">
                <Button type="submit" variant={direction === "deduct" ? "danger" : "primary"} loading={busy} data-testid="tickets-submit">
                  {/^\d+$/.test(amount) && Number(amount) > 0
                    ? t(direction === "grant" ? "backoffice.tickets.submitGrant" : "backoffice.tickets.submitDeduct", { amount: Number(amount).toLocaleString("en-US") })
                    : t(`backoffice.tickets.${direction}`)}
                </Button>
              </div>
            </form>
          </div>

          <section className="iw-card sw-card sw-card--table" aria-labelledby="tickets-history-title" aria-busy={history.status === "loading"}>
            <div className="sw-card__head">
              <h2 id="tickets-history-title">{t("backoffice.tickets.historyTitle")}</h2>
              <Link to={`/member/${member.id}?asset=tickets#ledger`}>{t("backoffice.tickets.allHistory")}</Link>
            </div>
            {history.status === "error" && (
              <div className="sw-card__pad">
                <LoadError error={history.error} onRetry={history.reload} />
              </div>
            )}
            {history.data ? (
              <>
                <LedgerLinesTable rows={history.data.data} label={t("backoffice.tickets.historyTitle")} showAsset={false} />
                <Pager meta={history.data.meta} busy={history.status === "loading"} onPage={(p) => setParams({ member: String(member.id), ...(p > 1 ? { page: String(p) } : {}) })} />
              </>
            ) : (
              history.status === "loading" && <Spinner label={t("common.loading")} />
            )}
          </section>
        </>
      )}
    </div>
  )
}

export default ExperienceTicketPage
