import { IsoIllustration, type IsoIllustrationName, WindowsLogo, useDocumentTitle } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { CallToAction } from "./CallToAction"
import "../info.css"

const HIGHLIGHTS = [
  { id: "skyline", art: "city", tone: "night" },
  { id: "goldRush", art: "goldRush", tone: "gold" },
  { id: "forest", art: "forest", tone: "green" },
  { id: "racing", art: "racing", tone: "red" },
  { id: "plaza", art: "plaza", tone: "violet" },
  { id: "waterfront", art: "waterfront", tone: "sea" }
] as const satisfies ReadonlyArray<{ readonly id: string; readonly art: IsoIllustrationName; readonly tone: string }>

/** `/{lang}/wow`: a showcase of world highlights. */
const WowPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  useDocumentTitle(t("info.wow.title"))
  return (
    <div className="iw-page iw-info">
      <header className="iw-info__head iw-info__head--center">
        <span className="iw-eyebrow">{t("info.wow.eyebrow")}</span>
        <h1>{t("info.wow.title")}</h1>
        <p className="iw-info__lead">{t("info.wow.lead")}</p>
      </header>
      <ul className="iw-wow">
        {HIGHLIGHTS.map(({ id, art, tone }, i) => (
          <li key={id} className={`iw-wow__item iw-wow__item--${tone}${i === 0 || i === HIGHLIGHTS.length - 1 ? " iw-wow__item--wide" : ""}${i > 0 && i === HIGHLIGHTS.length - 1 ? " iw-wow__item--flip" : ""}`} data-testid={`wow-${id}`}>
            <div className="iw-wow__art">
              <IsoIllustration name={art} />
            </div>
            <div className="iw-wow__text">
              <span className="iw-pill iw-pill--accent">{t(`info.wow.${id}.tag`)}</span>
              <h2>{t(`info.wow.${id}.title`)}</h2>
              <p>{t(`info.wow.${id}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <CallToAction
        id="wow-cta"
        title={t("info.wow.cta.title")}
        body={t("info.wow.cta.body")}
        secondary={
          <Link className="iw-btn iw-btn--ghost iw-btn--lg" to={to(lang, "downloads")}>
            <WindowsLogo />
            {t("info.wow.cta.download")}
          </Link>
        }
      />
    </div>
  )
}

export default WowPage
