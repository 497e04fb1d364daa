import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import type { Eligibility } from "../api/programmes"

/** What the member holds against what the phase asks (spec §6), and each reason they do not qualify. */
export const EligibilityCard = ({ eligibility: e }: { readonly eligibility: Eligibility }) => {
  const { t } = useTranslation()
  const lang = useLang()
  return (
    <section className="iw-card iw-prog__card" aria-labelledby="iw-prog-elig" data-testid="programme-eligibility" data-eligible={e.eligible}>
      <h2 id="iw-prog-elig">{t("programmes.eligibility.title")}</h2>
      <p className={`iw-prog__verdict iw-prog__verdict--${e.eligible ? "yes" : "no"}`} data-testid="programme-verdict">
        {e.eligible ? t("programmes.eligibility.eligible") : t("programmes.eligibility.notEligible")} · {t("programmes.phase", { phase: e.phase })}
      </p>
      <dl className="iw-prog__facts">
        <div>
          <dt>{t("programmes.eligibility.plots")}</dt>
          <dd>{t("programmes.eligibility.count", { have: e.activatedPlots, need: e.requiredPlots })}</dd>
        </div>
        <div>
          <dt>{t("programmes.eligibility.buildings")}</dt>
          <dd>{t("programmes.eligibility.count", { have: e.buildings, need: e.requiredBuildings })}</dd>
        </div>
      </dl>
      {e.reasons.length > 0 && (
        <>
          <h3 className="iw-prog__why">{t("programmes.eligibility.why")}</h3>
          <ul className="iw-prog__reasons" data-testid="programme-reasons">
            {e.reasons.map((r) => (
              <li key={r.code} data-reason={r.code}>
                {t(`programmes.reason.${r.code}`, { have: r.have ?? 0, need: r.need ?? 0, phase: r.phase ?? e.phase })}
              </li>
            ))}
          </ul>
          <p className="iw-prog__actions">
            {e.reasons.some((r) => r.code === "plots") && (
              <Link className="iw-btn iw-btn--secondary" to={to(lang, "my-plots")}>
                {t("programmes.eligibility.toPlots")}
              </Link>
            )}
            {e.reasons.some((r) => r.code === "buildings") && (
              <Link className="iw-btn iw-btn--secondary" to={to(lang, "marketplace")}>
                {t("programmes.eligibility.toBuildings")}
              </Link>
            )}
          </p>
        </>
      )}
    </section>
  )
}

/** The programme's rules as the member reads them (our design where the spec is silent; README "Programmes"). */
export const RulesCard = ({ eligibility: e }: { readonly eligibility: Eligibility }) => {
  const { t } = useTranslation()
  return (
    <section className="iw-card iw-prog__card" aria-labelledby="iw-prog-rules">
      <h2 id="iw-prog-rules">{t("programmes.rules.title")}</h2>
      <ul className="iw-prog__list">
        <li>{t("programmes.rules.base")}</li>
        <li>{t("programmes.rules.phases")}</li>
        <li>{t("programmes.rules.level4")}</li>
        <li>
          <strong>{t("programmes.rules.phaseNow", { phase: e.phase, plots: e.requiredPlots, buildings: e.requiredBuildings })}</strong>
        </li>
      </ul>
    </section>
  )
}
