import { isLangCode } from "@iw/contracts/i18n"
import { ErrorsProvider, switchLanguage } from "@iw/ui"
import { useEffect } from "react"
import { I18nextProvider, useTranslation } from "react-i18next"
import { Navigate, Outlet, useParams } from "react-router"
import { Layout } from "../features/shell/components/Layout"
import { HTML_LANG, i18n } from "./i18n"

const Shell = () => {
  const { t } = useTranslation()
  return (
    <ErrorsProvider title={t("common.errorTitle")} closeLabel={t("common.close")} okLabel={t("common.ok")}>
      <Layout>
        <Outlet />
      </Layout>
    </ErrorsProvider>
  )
}

/** Every page lives under a language segment; an unknown one goes to /en (spec §2). */
export const LangRoot = () => {
  const { lang } = useParams()
  const valid = isLangCode(lang)
  useEffect(() => {
    if (!valid) return
    document.documentElement.lang = HTML_LANG[lang]
    // The words of another language arrive on demand; the page switches once they are here.
    void switchLanguage(i18n, lang).catch(() => undefined)
  }, [lang, valid])
  if (!valid) return <Navigate to="/en" replace />
  return (
    <I18nextProvider i18n={i18n}>
      <Shell />
    </I18nextProvider>
  )
}
