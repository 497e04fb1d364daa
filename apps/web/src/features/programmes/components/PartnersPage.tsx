import { useDocumentTitle } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import "../programmes.css"

/** Partners (spec §2 "screens named only by text"): the three ways to partner, and how to start (a support ticket). */
const PartnersPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  useDocumentTitle(t("programmes.partners.title"))
  return (
    <div className="iw-page iw-prog" data-testid="partners-page">
      <header className="iw-prog__head">
        <h1>{t("programmes.partners.title")}</h1>
        <p className="iw-prog__lead">{t("programmes.partners.lead")}</p>
      </header>
      <div className="iw-prog__grid">
        {(["owners", "creators", "business"] as const).map((k) => (
          <section key={k} className="iw-card iw-prog__card" aria-labelledby={`iw-partner-${k}`}>
            <h2 id={`iw-partner-${k}`}>{t(`programmes.partners.${k}`)}</h2>
            <p>{t(`programmes.partners.${k}Text`)}</p>
          </section>
        ))}
        <section className="iw-card iw-prog__card iw-prog__wide">
          <p>{t("programmes.partners.contact")}</p>
          <Link className="iw-btn iw-btn--primary" to={to(lang, "support/create")}>
            {t("programmes.partners.toSupport")}
          </Link>
        </section>
      </div>
    </div>
  )
}

export default PartnersPage
