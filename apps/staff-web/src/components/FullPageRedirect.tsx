import { Spinner } from "@iw/ui"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"

/** A full-page move (spec §2: signed-out visitors go to /staff/login by a full-page navigation). */
export const FullPageRedirect = ({ to }: { readonly to: string }) => {
  const { t } = useTranslation()
  useEffect(() => {
    window.location.replace(to)
  }, [to])
  return <Spinner label={t("common.loading")} />
}
