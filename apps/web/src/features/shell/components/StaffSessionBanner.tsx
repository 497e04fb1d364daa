import { useSession } from "@iw/ui"
import { useTranslation } from "react-i18next"
import { memberSession } from "../../../lib/session"

/**
 * Shown on every page while a staff member is signed in as this member ("member auth", spec §6): the session is
 * short, audited, and nothing done in it counts as the member's own activity.
 */
export const StaffSessionBanner = () => {
  const { t } = useTranslation()
  const session = useSession(memberSession)
  const staffId = session?.profile?.impersonatedBy
  if (staffId === null || staffId === undefined) return null
  return (
    <div className="iw-staff-banner" role="status" data-testid="staff-session-banner">
      {t("shell.staffSession", { id: staffId })}
    </div>
  )
}
