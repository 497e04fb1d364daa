import type { MemberUpdatePayload } from "@iw/contracts"

/** The window event that passes the member's own live updates (a purchase changed state, balances moved) to pages. */
export const MEMBER_UPDATE_EVENT = "iw:member-update"

/** Calls `listener` on each of the member's own updates; returns the way to stop. */
export const onMemberUpdate = (listener: (payload: MemberUpdatePayload) => void): (() => void) => {
  const handler = (e: Event) => listener((e as CustomEvent<MemberUpdatePayload>).detail)
  window.addEventListener(MEMBER_UPDATE_EVENT, handler)
  return () => window.removeEventListener(MEMBER_UPDATE_EVENT, handler)
}
