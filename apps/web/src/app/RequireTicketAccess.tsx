import { NotAvailable, useSession } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { Link, Outlet } from "react-router"
import { to, useLang } from "../lib/lang"
import { memberSession } from "../lib/session"

/** The ticket screens (history, purchases) are for members with ticket access (spec §2, §6 accessTickets); others read why. */
export const RequireTicketAccess = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const access = useSession(memberSession)?.profile?.accessTickets ?? false
  if (access) return <Outlet />
  return (
    <NotAvailable
      title={t("tickets.unavailable.title")}
      text={t("tickets.unavailable.text")}
      testId="tickets-unavailable"
      action={
        <Link className="iw-btn iw-btn--primary" to={to(lang)}>
          {t("tickets.unavailable.home")}
        </Link>
      }
    />
  )
}
