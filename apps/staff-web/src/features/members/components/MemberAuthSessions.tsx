import { LoadError, Spinner, formatDateTime, useLoad } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { useLang } from "../../../hooks/use-lang"
import { api } from "../../../lib/api"

/**
 * "Member auth" is visible to staff as such (issue: support desk): the staff members signed in as this member right
 * now, through the support desk's one-time link, and until when their session lasts.
 */
export const MemberAuthSessions = ({ memberId }: { readonly memberId: number }) => {
  const { t } = useTranslation()
  const lang = useLang()
  const sessions = useLoad(() => api.support.memberAuthSessions({ params: { memberId } }), [memberId])
  return (
    <section className="iw-card sw-card" aria-labelledby="member-auth-title" data-testid="member-auth-sessions">
      <h2 id="member-auth-title">{t("backoffice.member.memberAuthTitle")}</h2>
      {sessions.status === "error" && <LoadError error={sessions.error} onRetry={sessions.reload} />}
      {sessions.data === undefined ? (
        sessions.status === "loading" && <Spinner label={t("common.loading")} />
      ) : sessions.data.data.length === 0 ? (
        <p className="sw-muted">{t("backoffice.member.memberAuthNone")}</p>
      ) : (
        <ul>
          {sessions.data.data.map((s) => (
            <li key={`${s.staffId}-${s.startedAt.getTime()}`} data-testid="member-auth-session">
              {t("backoffice.member.memberAuthSession", { name: s.staffName, id: s.staffId, since: formatDateTime(s.startedAt, lang), until: formatDateTime(s.expiresAt, lang) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
