import { useDocumentTitle } from "@iw/ui"
import { useMemo } from "react"
import { useTranslation } from "react-i18next"
import { Link, Navigate, useLocation } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { sanitizeMessage } from "../utils/safe-html"
import "../ads.css"

interface ResultState {
  readonly ok?: boolean
  readonly title?: string
  /** HTML, shown only after sanitising. */
  readonly message?: string
  /** Where OK goes (a path under the language), else the ads manager. */
  readonly after?: string
}

/**
 * `/{lang}/ads-manager/successful` (spec §2): a success or failure icon, the title (Congratulations or Error by
 * default), the sanitised HTML message and OK to the given after-route or the ads manager. Opened without navigation
 * state it redirects to the ads manager.
 */
const AdsResultPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const state = useLocation().state as ResultState | null
  const ok = state?.ok !== false
  const title = state?.title ?? (ok ? t("adsPages.result.congratulations") : t("adsPages.result.error"))
  const html = useMemo(() => sanitizeMessage(state?.message ?? ""), [state?.message])
  useDocumentTitle(title)
  if (!state) return <Navigate to={to(lang, "ads-manager")} replace />
  return (
    <main className="iw-page iw-page--narrow iw-card iw-ads__result" data-testid={ok ? "ads-result-ok" : "ads-result-failed"}>
      <span className="iw-ads__icon" role="img" aria-label={ok ? t("adsPages.result.success") : t("adsPages.result.failure")}>
        {ok ? "✔" : "✖"}
      </span>
      <h1>{title}</h1>
      {/* Sanitised above: an allow-list of formatting tags and http(s) links only. */}
      <div data-testid="ads-result-message" dangerouslySetInnerHTML={{ __html: html }} />
      <Link className="iw-btn iw-btn--primary" to={to(lang, state.after ?? "ads-manager")} data-testid="ads-result-ok-link">
        {t("adsPages.result.ok")}
      </Link>
    </main>
  )
}

export default AdsResultPage
