import { LoadState, formatDateTime, formatDecimal, useDocumentTitle, useLoad, useSession } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { api } from "../../../lib/api"
import { to, useLang } from "../../../lib/lang"
import { memberSession } from "../../../lib/session"
import "../balances.css"

/**
 * `/{lang}/ap-points` (spec §2 member-ID menu, §9 AP points): the AP points of the last 360 days (never before
 * 2024-01-01), how they are earned, and each credit that makes them up with when it expires, soonest first.
 */
const ApPointsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const points = useSession(memberSession)?.profile?.points.decimal
  const load = useLoad(() => api.ledger.points(), [points])
  useDocumentTitle(t("balances.points.title"))

  return (
    <div className="iw-page iw-bal-page" data-testid="ap-points-page">
      <div className="iw-card iw-bal-page__card iw-ap">
        <h1>{t("balances.points.title")}</h1>
        <p className="iw-bal-page__lead">{t("balances.points.lead")}</p>
        <LoadState load={load}>
          {(data) => (
            <>
              <p className="iw-ap__amount">
                <strong data-testid="ap-points-amount">{formatDecimal(data.amount.decimal)}</strong> <span className="iw-unit">{t("balances.points.unit")}</span>
              </p>
              <p className="iw-ap__since">{t("balances.points.since", { date: formatDateTime(data.since, lang) })}</p>
              <h2 className="iw-ap__lots-title">{t("balances.points.lotsTitle")}</h2>
              {data.lots.length === 0 ? (
                <p className="iw-ap__empty" data-testid="ap-points-empty">
                  {t("balances.points.empty")}
                </p>
              ) : (
                <table className="iw-table iw-ap__lots" data-testid="ap-points-lots">
                  <caption className="iw-visually-hidden">{t("balances.points.lotsTitle")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("balances.points.credited")}</th>
                      <th scope="col" className="iw-ap__num">
                        {t("balances.points.amount")}
                      </th>
                      <th scope="col">{t("balances.points.expires")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.lots.map((l, i) => (
                      <tr key={i} data-testid="ap-points-lot">
                        <td>{formatDateTime(l.creditedAt, lang)}</td>
                        <td className="iw-ap__num">{formatDecimal(l.amount.decimal)}</td>
                        <td>{formatDateTime(l.expiresAt, lang)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <p className="iw-ap__how">
                {t("balances.points.how")} <Link to={to(lang, "my-plots")}>{t("balances.points.toPlots")}</Link>
              </p>
            </>
          )}
        </LoadState>
      </div>
    </div>
  )
}

export default ApPointsPage
