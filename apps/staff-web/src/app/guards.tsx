import { Notice, Spinner, useSession } from "@iw/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Navigate, Outlet, useLocation } from "react-router"
import { FullPageRedirect } from "../components/FullPageRedirect"
import { StaffLayout } from "../components/layout/StaffLayout"
import { reloadProfile } from "../lib/auth"
import { type Access, homeOf, permits } from "../lib/roles"
import { staffSession } from "../lib/session"

export const LOGIN_URL = "/staff/login"

/**
 * `/staff` and unknown `/staff/*` paths (spec §2): 3d-models-only staff go to the avatar queue, other staff to
 * announcements. It sits under RequireStaff, which sends anyone not signed in to /staff/login by a full-page move.
 */
export const GoHome = () => {
  const session = useSession(staffSession)
  return <Navigate to={homeOf(session?.profile)} replace />
}

/** Signed-in staff only: loads the profile when it is missing, then draws the back-office frame. */
export const RequireStaff = () => {
  const { t } = useTranslation()
  const session = useSession(staffSession)
  const [failed, setFailed] = useState(false)
  const missing = session !== null && session.profile === null
  useEffect(() => {
    if (missing) reloadProfile().catch(() => setFailed(true))
  }, [missing])
  if (!session) return <FullPageRedirect to={LOGIN_URL} />
  if (!session.profile) return failed ? <Notice tone="error">{t("errors.SERVER_ERROR")}</Notice> : <Spinner label={t("common.loading")} />
  return (
    <StaffLayout profile={session.profile}>
      <Outlet />
    </StaffLayout>
  )
}

/** Screens of a role (spec §6): a staff member who may not open one is sent to their home screen. */
export const RequireAccess = ({ access }: { readonly access: Access }) => {
  const session = useSession(staffSession)
  const { pathname } = useLocation()
  const profile = session?.profile
  if (!profile) return null
  if (permits(profile.staff.roles, access)) return <Outlet />
  const home = homeOf(profile)
  return home === pathname ? null : <Navigate to={home} replace />
}
