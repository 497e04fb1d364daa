import { useSession } from "@iw/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { memberSession } from "../../../lib/session"

/** The closing band of an information page: join for visitors, home for members, plus one page-specific link. */
export const CallToAction = ({ id, title, body, secondary }: { readonly id: string; readonly title: string; readonly body?: string; readonly secondary?: ReactNode }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const member = !!useSession(memberSession)?.profile?.id
  return (
    <section className="iw-info-cta" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {body && <p>{body}</p>}
      <div className="iw-info-cta__actions">
        {member ? (
          <Link className="iw-btn iw-btn--primary iw-btn--lg" to={to(lang)}>
            {t("info.backHome")}
          </Link>
        ) : (
          <Link className="iw-btn iw-btn--primary iw-btn--lg" to={to(lang, "registration")}>
            {t("info.joinNow")}
          </Link>
        )}
        {secondary}
      </div>
    </section>
  )
}
