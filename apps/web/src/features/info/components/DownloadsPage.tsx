import { IsoIllustration, WindowsLogo, useDocumentTitle, useSession } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { memberSession } from "../../../lib/session"
import { CheckList } from "./CheckList"
import "../info.css"

const SPECS = ["os", "cpu", "memory", "graphics", "storage", "network"] as const

const Globe = () => (
  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round">
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </svg>
)

/** `/{lang}/downloads`: the Windows desktop client (installer not yet released) and the web app. */
const DownloadsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const member = !!useSession(memberSession)?.profile?.id
  useDocumentTitle(t("info.downloads.title"))
  return (
    <div className="iw-page iw-info">
      <header className="iw-info__head iw-info__head--center">
        <h1>{t("info.downloads.title")}</h1>
        <p className="iw-info__lead">{t("info.downloads.lead")}</p>
      </header>
      <div className="iw-dl">
        <section className="iw-dl__card iw-dl__card--windows" aria-labelledby="dl-windows" data-testid="downloads-windows">
          <div className="iw-dl__art">
            <IsoIllustration name="desktop" />
          </div>
          <div className="iw-dl__top">
            <span className="iw-dl__icon">
              <WindowsLogo size={26} />
            </span>
            <span className="iw-pill">{t("common.comingSoon")}</span>
          </div>
          <h2 id="dl-windows">{t("info.downloads.windows.title")}</h2>
          <p className="iw-dl__body">{t("info.downloads.windows.body")}</p>
          <button type="button" className="iw-btn iw-btn--primary iw-btn--lg iw-btn--block" disabled aria-describedby="dl-windows-note" data-testid="downloads-windows-button">
            <WindowsLogo />
            {t("info.downloads.windows.button")}
            <span className="iw-dl__soon">{t("common.comingSoon")}</span>
          </button>
          <p id="dl-windows-note" className="iw-dl__note">
            {t("info.downloads.windows.unavailable")}
          </p>
          <h3 className="iw-dl__subhead">{t("info.downloads.windows.requirements")}</h3>
          <dl className="iw-specs">
            {SPECS.map((s) => (
              <div key={s} className="iw-specs__row">
                <dt>{t(`info.downloads.windows.${s}`)}</dt>
                <dd>{t(`info.downloads.windows.${s}Value`)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="iw-dl__card" aria-labelledby="dl-web" data-testid="downloads-web">
          <div className="iw-dl__top">
            <span className="iw-dl__icon iw-dl__icon--web">
              <Globe />
            </span>
          </div>
          <h2 id="dl-web">{t("info.downloads.web.title")}</h2>
          <p className="iw-dl__body">{t("info.downloads.web.body")}</p>
          <CheckList items={[t("info.downloads.web.browsers"), t("info.downloads.web.devices"), t("info.downloads.web.languages")]} />
          <div className="iw-dl__actions">
            <Link className="iw-btn iw-btn--secondary iw-btn--lg" to={member ? to(lang) : to(lang, "login")}>
              {member ? t("info.downloads.web.open") : t("info.downloads.web.login")}
            </Link>
            {!member && (
              <Link className="iw-btn iw-btn--ghost iw-btn--lg" to={to(lang, "registration")}>
                {t("info.joinNow")}
              </Link>
            )}
          </div>
        </section>
      </div>
    </div>
  )
}

export default DownloadsPage
