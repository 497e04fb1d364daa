import type { MemberProfile } from "@iw/contracts"
import { createSessionStore } from "@iw/ui"

/** The member's session in local storage (spec §3): `iw.token`, `iw.expiredAt`, `iw.member`. */
export const memberSession = createSessionStore<MemberProfile>("iw")

const AFTER_LOGIN = "iw.afterLogin"

/** Remembers where a logged-out member was going, to return there after logging in (spec §2). */
export const rememberTarget = (path: string) => sessionStorage.setItem(AFTER_LOGIN, path)
export const takeTarget = (): string | null => {
  const t = sessionStorage.getItem(AFTER_LOGIN)
  sessionStorage.removeItem(AFTER_LOGIN)
  return t && t.startsWith("/") && !t.startsWith("//") ? t : null
}

/** Local flags of spec §3: map image shown, onboarding prompts done. */
export const PROMPTS_KEY = "iw.prompts"
export const MAP_IMAGE_KEY = "iw.mapImage"
