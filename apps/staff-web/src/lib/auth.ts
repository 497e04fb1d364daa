import { api } from "./api"
import { type StaffProfile, staffSession } from "./session"

/** Stores the session the log-in answered: the profile first, so the token never shows a stale profile. */
export const completeLogin = (session: { readonly accessToken: string; readonly expiresIn: number } & StaffProfile): void => {
  staffSession.setProfile({ staff: session.staff, home: session.home })
  staffSession.set(session.accessToken, session.expiresIn)
}

/** Reloads the signed-in staff member (roles may have changed since the last visit). */
export const reloadProfile = async (): Promise<void> => {
  if (!staffSession.get()) return
  staffSession.setProfile(await api.staff.me())
}

export const refreshToken = async (): Promise<void> => {
  const { accessToken, expiresIn } = await api.staff.refresh()
  staffSession.set(accessToken, expiresIn)
}

/** Ends the session on the server, then here, whatever the server answered. */
export const logout = async (): Promise<void> => {
  try {
    await api.staff.logout()
  } catch {
    // The session ends locally in any case.
  } finally {
    staffSession.clear()
  }
}
