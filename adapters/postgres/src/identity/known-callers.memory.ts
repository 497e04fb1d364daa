import { type KnownCaller, KnownCallers, type MemberPrincipal } from "@iw/core"
import { Effect, Layer } from "effect"

/**
 * A caller is kept at most this long after it was read, whatever the live channel says (the backstop): the channel,
 * not this, is what refuses an ended session at once, and nothing is kept while the channel is not heard. Ten
 * minutes makes the tracker's every-15-s beat read the session and member once in forty beats, not once in four.
 */
export const KNOWN_CALLER_TTL_MS = 10 * 60_000
/** At most this many tokens are kept; the oldest go first. */
export const KNOWN_CALLERS_MAX = 50_000

/** The live channel's message that a session or a member changed (migration 0053's triggers). */
export type AuthChange = { readonly type: "auth"; readonly sessionId: string } | { readonly type: "auth"; readonly memberId: number }

export const isAuthChange = (event: unknown): event is AuthChange =>
  typeof event === "object" && event !== null && (event as { type?: unknown }).type === "auth"

/**
 * The process's {@link KnownCallers}: tokens to member principals, with indexes by session and member to forget them.
 *
 * - Nothing is kept while the live channel is not heard (`listening(false)`, the default): a change announced
 *   meanwhile would be missed. Losing the channel forgets everything.
 * - Every forget moves the epoch; `remember` keeps a caller only if the epoch is the one `mark` gave before the
 *   reads, so a change that raced the reads is never overwritten by what was read before it.
 * - A caller counts until the earlier of its token's and session's expiry and {@link KNOWN_CALLER_TTL_MS} after it
 *   was read.
 */
export const makeKnownCallers = (options: { readonly ttlMs?: number; readonly max?: number } = {}) => {
  const ttlMs = options.ttlMs ?? KNOWN_CALLER_TTL_MS
  const max = options.max ?? KNOWN_CALLERS_MAX
  let epoch = 0
  let live = false
  const byToken = new Map<string, { readonly principal: MemberPrincipal; readonly untilMs: number }>()
  const bySession = new Map<string, Set<string>>()
  const byMember = new Map<number, Set<string>>()
  const index = <K>(m: Map<K, Set<string>>, k: K, token: string) => {
    const s = m.get(k)
    if (s === undefined) m.set(k, new Set([token]))
    else s.add(token)
  }
  const unindex = <K>(m: Map<K, Set<string>>, k: K, token: string) => {
    const s = m.get(k)
    if (s === undefined) return
    s.delete(token)
    if (s.size === 0) m.delete(k)
  }
  const drop = (token: string) => {
    const e = byToken.get(token)
    if (e === undefined) return
    byToken.delete(token)
    unindex(bySession, e.principal.sessionId, token)
    unindex(byMember, e.principal.memberId, token)
  }
  const forgetAll = () => {
    epoch++
    byToken.clear()
    bySession.clear()
    byMember.clear()
  }
  const forget = (what: { readonly sessionId: string } | { readonly memberId: number }) => {
    epoch++
    const tokens = "sessionId" in what ? bySession.get(what.sessionId) : byMember.get(what.memberId)
    if (tokens !== undefined) for (const t of [...tokens]) drop(t)
  }
  return {
    find: (token: string, nowMs: number): MemberPrincipal | null => {
      const e = byToken.get(token)
      if (e === undefined) return null
      if (!live || nowMs >= e.untilMs) {
        drop(token)
        return null
      }
      return e.principal
    },
    mark: (): number => epoch,
    remember: (token: string, caller: KnownCaller, mark: number, nowMs: number): void => {
      if (!live || mark !== epoch) return
      const untilMs = Math.min(caller.untilMs, nowMs + ttlMs)
      if (untilMs <= nowMs) return
      drop(token)
      byToken.set(token, { principal: caller.principal, untilMs })
      index(bySession, caller.principal.sessionId, token)
      index(byMember, caller.principal.memberId, token)
      while (byToken.size > max) drop(byToken.keys().next().value!)
    },
    forget,
    /** A message of the live channel: forgets what an `auth` change names; answers whether it was one. */
    hear: (event: unknown): boolean => {
      if (!isAuthChange(event)) return false
      if ("sessionId" in event && typeof event.sessionId === "string") forget({ sessionId: event.sessionId })
      else if ("memberId" in event) forget({ memberId: Number(event.memberId) })
      else forgetAll()
      return true
    },
    /** Whether the live channel is heard now: callers are kept only while it is, and all are forgotten when it is lost. */
    listening: (on: boolean): void => {
      if (!on || !live) forgetAll()
      live = on
    },
    size: (): number => byToken.size
  }
}

export type KnownCallersCache = ReturnType<typeof makeKnownCallers>

/** {@link KnownCallers} over one process's cache. */
export const KnownCallersMemory = (cache: KnownCallersCache) =>
  Layer.succeed(KnownCallers)({
    find: (token, nowMs) => Effect.sync(() => cache.find(token, nowMs)),
    mark: Effect.sync(() => cache.mark()),
    remember: (token, caller, mark, nowMs) => Effect.sync(() => cache.remember(token, caller, mark, nowMs)),
    forget: (what) => Effect.sync(() => cache.forget(what))
  })
