import { useDocumentTitle } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link, useLocation } from "react-router"
import { to, useLang } from "../../../lib/lang"
import "../buildings.css"

/** `/{lang}/marketplace/successful` and `/{lang}/marketplace/failed`: the result of a purchase or a placement. */
const ResultPage = ({ ok }: { readonly ok: boolean }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const state = useLocation().state as { message?: string } | null
  const title = ok ? t("buildings.ui.successTitle") : t("buildings.ui.failedTitle")
  useDocumentTitle(title)
  return (
    <main className="iw-bld iw-bld__result" data-testid={ok ? "result-ok" : "result-failed"}>
      <h1>{title}</h1>
      <p>{ok ? t("buildings.ui.successText") : (state?.message ?? t("buildings.ui.failedText"))}</p>
      <Link className="iw-btn iw-btn--primary" to={to(lang, "marketplace")}>
        {t("buildings.ui.back")}
      </Link>
    </main>
  )
}

export const SuccessPage = () => <ResultPage ok />
export const FailedPage = () => <ResultPage ok={false} />
export default SuccessPage
