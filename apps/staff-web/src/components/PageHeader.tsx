import { type ReactNode, useEffect } from "react"
import { useTranslation } from "react-i18next"

/** The screen's title (also the document title), an optional lead line and actions on the right. */
export const PageHeader = ({ title, lead, actions, kicker }: { readonly title: string; readonly lead?: ReactNode; readonly actions?: ReactNode; readonly kicker?: ReactNode }) => {
  const { t } = useTranslation()
  useEffect(() => {
    document.title = t("backoffice.documentTitle", { title })
  }, [t, title])
  return (
    <div className="sw-page-header">
      <div className="sw-page-header__text">
        {kicker && <div className="sw-page-header__kicker">{kicker}</div>}
        <h1 id="page-title" tabIndex={-1}>
          {title}
        </h1>
        {lead && <p className="sw-page-header__lead">{lead}</p>}
      </div>
      {actions && <div className="sw-page-header__actions">{actions}</div>}
    </div>
  )
}
