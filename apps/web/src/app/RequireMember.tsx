import { useSession } from "@iw/ui"
import { Navigate, Outlet, useLocation } from "react-router"
import { useLang } from "../lib/lang"
import { memberSession, rememberTarget } from "../lib/session"

/** Logged-out members on protected paths go to login; the path is remembered (spec §2). */
export const RequireMember = () => {
  const session = useSession(memberSession)
  const location = useLocation()
  const lang = useLang()
  if (!session) {
    rememberTarget(location.pathname + location.search)
    return <Navigate to={`/${lang}/login`} replace />
  }
  return <Outlet />
}
