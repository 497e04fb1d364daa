import { LoadState, formatDate, formatDateTime, useDocumentTitle, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"
import { foundersStatus } from "../api/programmes"
import "../programmes.css"

/**
 * `/{lang}/points/founders-plan` (spec §2, §3 founderPlanIsVisible, §9 Founders phases, product ids 1–4): the phases,
 * the member's founder standing and purchases, and why the plan is not shown to them when it is not.
 */
const FoundersPlanPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const load = useLoad(() => foundersStatus(), [])
  useDocumentTitle(t("programmes.founders.title"))
  return (
    <div className="iw-page iw-prog" data-testid="founders-plan-page">
      <LoadState load={load}>
        {(f) => (
          <>
            <header className="iw-prog__head">
              <h1>{t("programmes.founders.title")}</h1>
              <p className="iw-prog__lead">{t("programmes.founders.lead", { date: formatDateTime(f.dates.founderPlanEnds, lang) })}</p>
            </header>
            <div className="iw-prog__grid">
              <section className="iw-card iw-prog__card" aria-labelledby="iw-founder-you" data-testid="founder-standing" data-founder={f.founder}>
                <h2 id="iw-founder-you">{t("programmes.eligibility.title")}</h2>
                {f.hidden ? (
                  <p>{t("programmes.founders.hidden")}</p>
                ) : !f.gate ? (
                  <p>{t("programmes.founders.gateOff")}</p>
                ) : f.founder ? (
                  <p className="iw-prog__verdict iw-prog__verdict--yes">{t("programmes.founders.you", { phase: f.founderPhase ?? 1, date: formatDate(f.since!, lang) })}</p>
                ) : (
                  <p className="iw-prog__verdict iw-prog__verdict--no">{t("programmes.founders.notFounder", { date: formatDateTime(f.dates.founderPlanEnds, lang) })}</p>
                )}
                {f.purchases.length > 0 && (
                  <table className="iw-table iw-prog__table">
                    <caption>{t("programmes.founders.purchases")}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t("programmes.founders.purchaseCol")}</th>
                        <th scope="col">{t("programmes.founders.date")}</th>
                        <th scope="col">{t("programmes.founders.inPhase")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {f.purchases.map((p) => (
                        <tr key={p.purchaseId}>
                          <td>
                            {t("programmes.founders.purchase", { id: p.purchaseId })} · {t("programmes.founders.product", { id: p.productId })}
                          </td>
                          <td>{formatDateTime(p.at, lang)}</td>
                          <td>{p.phase}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
              <section className="iw-card iw-prog__card" aria-labelledby="iw-founder-phases">
                <h2 id="iw-founder-phases">{t("programmes.founders.phasesTitle")}</h2>
                <ol className="iw-prog__phases">
                  {[1, 2, 3, 4].map((n) => (
                    <li key={n} aria-current={f.phaseNow === n ? "step" : undefined} className={f.phaseNow === n ? "iw-prog__phase--now" : undefined}>
                      {t(`programmes.founders.phase${n}`)}
                      {f.phaseNow === n && <strong> · {t("programmes.founders.now", { phase: n })}</strong>}
                    </li>
                  ))}
                </ol>
              </section>
            </div>
          </>
        )}
      </LoadState>
    </div>
  )
}

export default FoundersPlanPage
