import { ErrorsProvider } from "@iw/ui"
import { I18nextProvider, useTranslation } from "react-i18next"
import { Outlet } from "react-router"
import { i18n } from "../lib/i18n"

const Providers = () => {
  const { t } = useTranslation()
  return (
    <ErrorsProvider title={t("common.errorTitle")} closeLabel={t("common.close")} okLabel={t("common.ok")}>
      <Outlet />
    </ErrorsProvider>
  )
}

/** The language and the error dialog for every back-office screen, the log-in included. */
export const StaffRoot = () => (
  <I18nextProvider i18n={i18n}>
    <Providers />
  </I18nextProvider>
)
