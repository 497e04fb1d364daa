import { IsoIllustration, type IsoIllustrationName, useDocumentTitle } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { CallToAction } from "./CallToAction"
import "../info.css"

const PILLARS = [
  { id: "land", art: "island" },
  { id: "buildings", art: "city" },
  { id: "games", art: "goldRush" },
  { id: "economy", art: "create" },
  { id: "ads", art: "plaza" },
  { id: "governance", art: "citizenship" }
] as const satisfies ReadonlyArray<{ readonly id: string; readonly art: IsoIllustrationName }>

const STEPS = ["one", "two", "three"] as const

/** `/{lang}/interworld/home`: what Interworld is and how to get started. */
const InterworldHomePage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  useDocumentTitle(t("info.interworld.title"))
  return (
    <div className="iw-page iw-info">
      <header className="iw-info__hero">
        <div>
          <span className="iw-eyebrow">{t("info.interworld.eyebrow")}</span>
          <h1>{t("info.interworld.title")}</h1>
          <p className="iw-info__lead">{t("info.interworld.lead")}</p>
        </div>
        <div className="iw-info__hero-art">
          <IsoIllustration name="city" />
        </div>
      </header>

      <section className="iw-info__section" aria-labelledby="iw-pillars">
        <h2 id="iw-pillars">{t("info.interworld.pillarsTitle")}</h2>
        <ul className="iw-info-cards iw-info-cards--six">
          {PILLARS.map(({ id, art }) => (
            <li key={id} className="iw-info-card">
              <div className="iw-info-card__art">
                <IsoIllustration name={art} />
              </div>
              <h3>{t(`info.interworld.${id}.title`)}</h3>
              <p>{t(`info.interworld.${id}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="iw-info__section" aria-labelledby="iw-steps">
        <h2 id="iw-steps">{t("info.interworld.steps.title")}</h2>
        <ol className="iw-steps-list">
          {STEPS.map((s, i) => (
            <li key={s} className="iw-steps-list__item">
              <span className="iw-steps-list__num" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{t(`info.interworld.steps.${s}.title`)}</h3>
              <p>{t(`info.interworld.steps.${s}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <CallToAction
        id="iw-cta"
        title={t("info.interworld.cta.title")}
        secondary={
          <Link className="iw-btn iw-btn--ghost iw-btn--lg" to={to(lang, "about")}>
            {t("info.interworld.cta.about")}
          </Link>
        }
      />
    </div>
  )
}

export default InterworldHomePage
