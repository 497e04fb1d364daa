import type { NotificationsSchemas } from "@iw/contracts"
import { Button, DataTable, formatDateTime, useAction, useDocumentTitle, usePagedQuery } from "@iw/ui"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../lib/lang"
import { onMemberUpdate } from "../../../lib/member-updates"
import { markAllRead, markRead, notificationsPage } from "../api/notifications"
import "../notifications.css"

type Notification = NotificationsSchemas.Notification

/** A notification's words in the reader's language: its code under `notifications.codes`, with its parameters. */
const useMessage = () => {
  const { t, i18n } = useTranslation()
  return (n: Notification) => {
    const key = `notifications.codes.${n.code}`
    return i18n.exists(key) ? t(key, n.params) : t("notifications.unknown")
  }
}

/**
 * `/{lang}/notifications` (issue 14 §2): the member's notification centre, newest first, 15 a page, unread ones
 * marked; each can be marked read, or all at once. New ones appear at once from the member's live topic.
 */
const NotificationsPage = () => {
  const { t } = useTranslation()
  const lang = useLang()
  const message = useMessage()
  const list = usePagedQuery(({ page, filters }) => notificationsPage(page, filters.show === "unread"), { filters: ["show"] })
  useDocumentTitle(t("notifications.title"))
  useEffect(() => onMemberUpdate((u) => (u.kind === "notification" || u.kind === "notificationsRead") && list.reload()), [list.reload])
  const one = useAction(markRead, { onDone: list.reload })
  const all = useAction(markAllRead, { onDone: list.reload })
  const unread = list.data?.unread ?? 0

  return (
    <div className="iw-page iw-notifs">
      <header className="iw-notifs__head">
        <h1>{t("notifications.title")}</h1>
        <div className="iw-notifs__tools">
          <label className="iw-notifs__filter">
            <span>{t("notifications.filter")}</span>
            <select value={list.filters.show} onChange={(e) => list.setFilters({ show: e.target.value })} data-testid="notifications-filter">
              <option value="">{t("notifications.all")}</option>
              <option value="unread">{t("notifications.unreadOnly")}</option>
            </select>
          </label>
          <Button variant="secondary" onClick={() => void all.run()} disabled={all.busy || unread === 0} data-testid="notifications-read-all">
            {t("notifications.markAllRead")}
          </Button>
        </div>
      </header>
      <p className="iw-notifs__count" aria-live="polite" data-testid="notifications-unread">
        {t("notifications.bellUnread", { count: unread })}
      </p>
      <section className="iw-card" aria-labelledby="iw-notifs-list">
        <h2 id="iw-notifs-list" className="iw-visually-hidden">
          {t("notifications.title")}
        </h2>
        <DataTable
          load={list}
          rows={list.rows}
          pager={list.pager && { ...list.pager, label: t("notifications.title") }}
          rowKey={(n) => n.id}
          rowProps={(n) => ({ "data-testid": "notification-row", "data-code": n.code, "data-read": n.readAt !== null, className: n.readAt === null ? "iw-notifs__row--unread" : undefined })}
          caption={t("notifications.title")}
          className="iw-rtable iw-notifs__table"
          emptyAs="block"
          empty={<p data-testid="notifications-empty">{t("notifications.empty")}</p>}
          columns={[
            { key: "when", header: t("notifications.when"), cell: (n) => formatDateTime(n.createdAt, lang) },
            { key: "message", header: t("notifications.message"), cell: (n) => message(n) },
            { key: "status", header: t("notifications.status"), cell: (n) => (n.readAt === null ? <strong>{t("notifications.unread")}</strong> : t("notifications.read")) },
            {
              key: "actions",
              header: t("notifications.actions"),
              headerHidden: true,
              cell: (n) =>
                n.readAt === null ? (
                  <Button variant="ghost" onClick={() => void one.run(n.id)} disabled={one.busy} data-testid="notification-read">
                    {t("notifications.markRead")}
                    <span className="iw-visually-hidden">: {message(n)}</span>
                  </Button>
                ) : null
            }
          ]}
        />
      </section>
    </div>
  )
}

export default NotificationsPage
