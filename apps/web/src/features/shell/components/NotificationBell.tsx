import { useTranslation } from "react-i18next"
import { NavLink } from "react-router"
import { to, useLang } from "../../../lib/lang"
import { useNotificationsUnread } from "../../../lib/unread"
import { InboxIcon } from "./icons"

/**
 * The notification centre's entry in the member's header (issue 14 §2): the unread count, kept live from the
 * member's own topic; it leads to the list, where notifications are read and marked read.
 */
export const NotificationBell = ({ memberId }: { readonly memberId: number }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const unread = useNotificationsUnread(memberId)
  return (
    <NavLink
      to={to(lang, "notifications")}
      className="iw-hbtn iw-news iw-notif-bell"
      aria-label={unread > 0 ? t("notifications.bellUnread", { count: unread }) : t("notifications.bell")}
      data-testid="notification-bell"
      data-unread={unread}
    >
      <InboxIcon />
      {unread > 0 && (
        <span className="iw-count" aria-hidden="true">
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </NavLink>
  )
}
