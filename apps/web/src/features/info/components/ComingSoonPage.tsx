import { IsoIllustration, useDocumentTitle } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import "../info.css"

/** `/{lang}/comingsoon`: the generic "coming soon" page that links of not-yet-open places point to. */
const ComingSoonPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  useDocumentTitle(t("info.comingSoon.title"))
  return (
    <div className="iw-page iw-info iw-info-soon">
      <div className="iw-info-soon__art">
        <IsoIllustration name="construction" />
      </div>
      <span className="iw-pill">{t("common.appName")}</span>
      <h1>{t("info.comingSoon.title")}</h1>
      <p className="iw-info__lead">{t("info.comingSoon.lead")}</p>
      <p className="iw-info__body">{t("info.comingSoon.body")}</p>
      <div className="iw-info-soon__actions">
        <Link className="iw-btn iw-btn--primary iw-btn--lg" to={to(lang)}>
          {t("info.backHome")}
        </Link>
        <Link className="iw-btn iw-btn--ghost iw-btn--lg" to={to(lang, "interworld/home")}>
          {t("info.comingSoon.explore")}
        </Link>
      </div>
    </div>
  )
}

export default ComingSoonPage
