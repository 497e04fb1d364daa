import type { MemberUpdatePayload } from "@iw/contracts"
import { reloadProfile } from "../lib/auth"
import { LiveConnection, liveUrl } from "../lib/live-connection"
import { MEMBER_UPDATE_EVENT } from "../lib/member-updates"
import { memberSession } from "../lib/session"


/**
 * While a member is signed in, their own live topic (`member/update` over `/ws`) keeps the header (balances, ticket
 * count) and the purchase pages current without a reload: the profile is read again (once for a burst of updates)
 * and the update is passed on to the pages as a window event. Signing out closes the socket.
 */
export const startMemberLive = () => {
  let connection: LiveConnection | null = null
  let token: string | null = null
  let pending: ReturnType<typeof setTimeout> | null = null
  const onMember = (payload: MemberUpdatePayload) => {
    window.dispatchEvent(new CustomEvent<MemberUpdatePayload>(MEMBER_UPDATE_EVENT, { detail: payload }))
    // A notification moves no balance: the bell reads its own count.
    if (payload.kind === "notification" || payload.kind === "notificationsRead") return
    if (pending) clearTimeout(pending)
    pending = setTimeout(() => {
      pending = null
      void reloadProfile().catch(() => undefined)
    }, 250)
  }
  const follow = () => {
    const now = memberSession.get()?.token ?? null
    if (now === token) return
    token = now
    connection?.stop()
    connection = null
    if (now === null) return
    connection = new LiveConnection({
      url: liveUrl(),
      topics: ["member/update"],
      version: () => 0,
      token: () => memberSession.get()?.token ?? null,
      onMember,
      onEvent: () => undefined,
      onBehind: () => undefined,
      onState: () => undefined
    })
    connection.start()
  }
  memberSession.subscribe(follow)
  follow()
}
