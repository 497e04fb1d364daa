import { useDocumentTitle } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import "../programmes.css"

const WAYS = [
  { key: "citizen", path: "points/citizen-program" },
  { key: "revenue", path: "points/revenue-sharing-program" },
  { key: "founders", path: "points/founders-plan" },
  { key: "games", path: "game-center" },
  { key: "market", path: "marketplace" },
  { key: "dao", path: "dao" },
  { key: "partners", path: "partners" }
] as const

/** Opportunities (spec §2): every way a member takes part and earns, each with a link to its page. */
const OpportunitiesPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  useDocumentTitle(t("programmes.opportunities.title"))
  return (
    <div className="iw-page iw-prog" data-testid="opportunities-page">
      <header className="iw-prog__head">
        <h1>{t("programmes.opportunities.title")}</h1>
        <p className="iw-prog__lead">{t("programmes.opportunities.lead")}</p>
      </header>
      <ul className="iw-prog__ways">
        {WAYS.map((w) => (
          <li key={w.key} className="iw-card iw-prog__card">
            <p>{t(`programmes.opportunities.${w.key}`)}</p>
            <Link className="iw-btn iw-btn--secondary" to={to(lang, w.path)}>
              {t("programmes.opportunities.open")}
              <span className="iw-visually-hidden">: {t(`programmes.opportunities.${w.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export default OpportunitiesPage
