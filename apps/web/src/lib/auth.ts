import { memberSession } from "./session"
import { api } from "./api"

/** Stores a fresh token and loads the profile (spec §4 Login: token and expiry stored, then the profile fetched). */
export const completeLogin = async (accessToken: string, expiresIn: number): Promise<void> => {
  memberSession.set(accessToken, expiresIn)
  const profile = await api.identity.me()
  memberSession.setProfile(profile)
}

export const reloadProfile = async (): Promise<void> => {
  if (!memberSession.get()) return
  const profile = await api.identity.me()
  memberSession.setProfile(profile)
}

export const refreshToken = async (): Promise<void> => {
  const { accessToken, expiresIn } = await api.identity.refresh()
  memberSession.set(accessToken, expiresIn)
}

export const logout = async (): Promise<void> => {
  try {
    await api.identity.logout()
  } finally {
    memberSession.clear()
  }
}
