import { Button } from "@iw/ui"
import { I18nextProvider, useTranslation } from "react-i18next"
import { useRouteError } from "react-router"
import { i18n } from "./i18n"

const Message = () => {
  const { t } = useTranslation()
  const error = useRouteError()
  const chunk = error instanceof Error && /chunk|dynamically imported module|Importing a module script/i.test(error.message)
  return (
    <main id="main" className="iw-page iw-page--narrow" role="alert">
      <div className="iw-card">
        <h1>{t("common.errorTitle")}</h1>
        <p>{t(chunk ? "errors.NETWORK_ERROR" : "errors.SERVER_ERROR")}</p>
        <Button onClick={() => window.location.reload()}>{t("common.retry")}</Button>
      </div>
    </main>
  )
}

/** What a route shows when its code fails to load (spec §8: chunk load timeout 120 s) or it crashes. */
export const RouteError = () => (
  <I18nextProvider i18n={i18n}>
    <Message />
  </I18nextProvider>
)
