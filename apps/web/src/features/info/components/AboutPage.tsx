import { WORLD_START } from "@iw/contracts"
import { IsoIllustration, type IsoIllustrationName, formatDate, useDocumentTitle } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { CallToAction } from "./CallToAction"
import "../info.css"


const PILLARS = [
  { id: "ownership", art: "island" },
  { id: "creativity", art: "create" },
  { id: "community", art: "social" }
] as const satisfies ReadonlyArray<{ readonly id: string; readonly art: IsoIllustrationName }>

/** `/{lang}/about`: who we are, what we stand for and how the world is governed. */
const AboutPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  useDocumentTitle(t("info.about.title"))
  const facts = [
    { label: t("info.about.facts.openSince"), value: formatDate(WORLD_START, lang) },
    { label: t("info.about.facts.languages"), value: t("info.about.facts.languagesValue") },
    { label: t("info.about.facts.buildingSizes"), value: t("info.about.facts.buildingSizesValue") },
    { label: t("info.about.facts.board"), value: t("info.about.facts.boardValue") }
  ]
  return (
    <div className="iw-page iw-info">
      <header className="iw-info__hero">
        <div>
          <span className="iw-eyebrow">{t("common.appName")}</span>
          <h1>{t("info.about.title")}</h1>
          <p className="iw-info__lead">{t("info.about.lead")}</p>
        </div>
        <div className="iw-info__hero-art">
          <IsoIllustration name="waterfront" />
        </div>
      </header>

      <section className="iw-info__section iw-info__prose" aria-labelledby="about-mission">
        <h2 id="about-mission">{t("info.about.mission.title")}</h2>
        <p>{t("info.about.mission.body")}</p>
      </section>

      <section className="iw-info__section" aria-labelledby="about-pillars">
        <h2 id="about-pillars">{t("info.about.pillars.title")}</h2>
        <ul className="iw-info-cards">
          {PILLARS.map(({ id, art }) => (
            <li key={id} className="iw-info-card">
              <div className="iw-info-card__art">
                <IsoIllustration name={art} />
              </div>
              <h3>{t(`info.about.pillars.${id}.title`)}</h3>
              <p>{t(`info.about.pillars.${id}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="iw-info__section iw-info__split" aria-labelledby="about-governance">
        <div className="iw-info__split-art">
          <IsoIllustration name="citizenship" />
        </div>
        <div>
          <h2 id="about-governance">{t("info.about.governance.title")}</h2>
          <p className="iw-info__body">{t("info.about.governance.body")}</p>
        </div>
      </section>

      <section className="iw-info__section" aria-labelledby="about-facts">
        <h2 id="about-facts">{t("info.about.facts.title")}</h2>
        <dl className="iw-facts">
          {facts.map((f) => (
            <div key={f.label} className="iw-facts__item">
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="iw-info__section iw-info__contact" aria-labelledby="about-contact">
        <div>
          <h2 id="about-contact">{t("info.about.contact.title")}</h2>
          <p className="iw-info__body">{t("info.about.contact.body")}</p>
        </div>
        <Link className="iw-btn iw-btn--secondary iw-btn--lg" to={to(lang, "support")}>
          {t("info.about.contact.button")}
        </Link>
      </section>

      <CallToAction id="about-cta" title={t("info.interworld.cta.title")} />
    </div>
  )
}

export default AboutPage
