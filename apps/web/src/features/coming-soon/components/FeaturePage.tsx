import { IsoIllustration, useDocumentTitle } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link, useMatches } from "react-router"
import { to, useLang } from "../../../lib/lang"
import "../coming-soon.css"

const featureOf = (handle: unknown): string | null =>
  typeof handle === "object" && handle !== null && "feature" in handle && typeof handle.feature === "string" ? handle.feature : null

/** The deepest matched route that names a feature (`handle: { feature: key }` in routes.tsx). */
const useFeatureKey = (): string | null => {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const key = featureOf(matches[i].handle)
    if (key) return key
  }
  return null
}

/**
 * What every screen of a capability still on its way shows: its translated title and purpose
 * (`features.<key>.title`, `features.<key>.description`), a coming-soon illustration and a way home.
 */
const FeaturePage = () => {
  const { t, i18n } = useTranslation()
  const lang = useLang()
  const key = useFeatureKey()
  const known = key !== null && i18n.exists(`features.${key}.title`)
  const title = known ? t(`features.${key}.title`) : t("common.comingSoon")
  useDocumentTitle(title)
  return (
    <div className="iw-page iw-soon" data-testid="feature-coming-soon" data-feature={key ?? undefined}>
      <div className="iw-soon__card">
        <div className="iw-soon__art">
          <IsoIllustration name="construction" />
        </div>
        <div className="iw-soon__text">
          <span className="iw-pill">{t("common.comingSoon")}</span>
          <h1>{title}</h1>
          {known && <p className="iw-soon__lead">{t(`features.${key}.description`)}</p>}
          <p className="iw-soon__note">{t("features.page.note")}</p>
          <div className="iw-soon__actions">
            <Link className="iw-btn iw-btn--primary" to={to(lang)}>
              {t("features.page.home")}
            </Link>
            <Link className="iw-btn iw-btn--ghost" to={to(lang, "interworld/home")}>
              {t("features.page.explore")}
            </Link>
          </div>
        </div>
      </div>
    </div>
  )
}

export default FeaturePage
