import { IsoIllustration, type IsoIllustrationName, WindowsLogo, useDocumentTitle } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { HeroBackdrop } from "./HeroBackdrop"
import "../landing.css"

const Check = () => (
  <svg className="iw-checks__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="9" fill="currentColor" opacity=".16" />
    <path d="m6 10.2 2.6 2.6L14.2 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

interface IntroSection {
  readonly id: "world" | "own"
  readonly art: IsoIllustrationName
}
const INTRO: ReadonlyArray<IntroSection> = [
  { id: "world", art: "city" },
  { id: "own", art: "island" }
]

const FEATURES = [
  { id: "citizenship", art: "citizenship" },
  { id: "create", art: "create" },
  { id: "social", art: "social" }
] as const satisfies ReadonlyArray<{ readonly id: string; readonly art: IsoIllustrationName }>

/** The visitor's landing page (spec §1): hero, a two-section intro, three feature blocks and a join call. */
const LandingPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  useDocumentTitle(t("common.appName"))
  return (
    <div className="iw-landing">
      <section className="iw-hero" aria-labelledby="hero-title">
        <HeroBackdrop />
        <div className="iw-hero__inner">
          <span className="iw-pill">
            <span className="iw-hero__dot" aria-hidden="true" />
            {t("landing.hero.eyebrow")}
          </span>
          <h1 id="hero-title" className="iw-hero__title">
            {t("landing.hero.title")}
          </h1>
          <p className="iw-hero__lead">{t("landing.hero.lead")}</p>
          <div className="iw-hero__actions">
            <Link className="iw-btn iw-btn--primary iw-btn--lg" to={to(lang, "registration")} data-testid="landing-join">
              {t("landing.hero.join")}
            </Link>
            <Link className="iw-btn iw-btn--ghost iw-btn--lg iw-hero__download" to={to(lang, "downloads")} data-testid="landing-download">
              <WindowsLogo />
              {t("landing.hero.download")}
            </Link>
          </div>
          <p className="iw-hero__members" hidden data-testid="landing-joined-members">
            {t("landing.hero.joined")}
          </p>
          <ul className="iw-hero__facts">
            <li>{t("landing.hero.factBrowser")}</li>
            <li>{t("landing.hero.factWindows")}</li>
            <li>{t("landing.hero.factLanguages")}</li>
          </ul>
        </div>
        <a className="iw-hero__scroll" href="#intro">
          {t("landing.hero.discover")}
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M8 3v10m0 0 4-4m-4 4L4 9" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </a>
      </section>

      <div id="intro" className="iw-intro">
        {INTRO.map(({ id, art }, index) => (
          <section key={id} className={`iw-split${index % 2 ? " iw-split--reverse" : ""}`} aria-labelledby={`intro-${id}`}>
            <div className="iw-split__text">
              <span className="iw-eyebrow">{t(`landing.intro.${id}.eyebrow`)}</span>
              <h2 id={`intro-${id}`}>{t(`landing.intro.${id}.title`)}</h2>
              <p className="iw-split__body">{t(`landing.intro.${id}.body`)}</p>
              <ul className="iw-checks">
                {(["pointA", "pointB", "pointC"] as const).map((p) => (
                  <li key={p}>
                    <Check />
                    {t(`landing.intro.${id}.${p}`)}
                  </li>
                ))}
              </ul>
            </div>
            <div className={`iw-split__art iw-split__art--${id}`}>
              <IsoIllustration name={art} />
            </div>
          </section>
        ))}
      </div>

      <section className="iw-features" aria-labelledby="features-title">
        <div className="iw-features__head">
          <span className="iw-eyebrow">{t("landing.features.eyebrow")}</span>
          <h2 id="features-title">{t("landing.features.title")}</h2>
          <p>{t("landing.features.lead")}</p>
        </div>
        <ul className="iw-features__grid">
          {FEATURES.map(({ id, art }) => (
            <li key={id} className={`iw-feature iw-feature--${id}`} data-testid={`landing-feature-${id}`}>
              <div className="iw-feature__art">
                <IsoIllustration name={art} />
              </div>
              <h3>{t(`landing.features.${id}.title`)}</h3>
              <p>{t(`landing.features.${id}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="iw-join" aria-labelledby="join-title">
        <div className="iw-join__card">
          <div className="iw-join__text">
            <h2 id="join-title">{t("landing.join.title")}</h2>
            <p>{t("landing.join.body")}</p>
            <div className="iw-join__actions">
              <Link className="iw-btn iw-btn--primary iw-btn--lg" to={to(lang, "registration")} data-testid="landing-join-call">
                {t("landing.join.button")}
              </Link>
              <span className="iw-join__login">
                {t("landing.join.member")} <Link to={to(lang, "login")}>{t("landing.join.login")}</Link>
              </span>
            </div>
          </div>
          <div className="iw-join__art">
            <IsoIllustration name="plaza" />
          </div>
        </div>
      </section>
    </div>
  )
}

export default LandingPage
