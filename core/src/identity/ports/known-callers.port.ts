import { Context, type Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"

/** A member this process authenticated from a token, as `authenticate` may take it again without reading. */
export interface KnownCaller {
  readonly principal: MemberPrincipal
  /** The earlier of the token's and the session's expiry (ms since the epoch): from then on the caller is not known. */
  readonly untilMs: number
}

/**
 * Members an API process authenticated lately, by token, so a member's next request (the tracker's every 15 s) skips
 * the session and member reads. Only what the database still says counts: the adapter forgets a caller as soon as
 * their session or member changes (in this process at the write, in every process by the live channel when it
 * commits), keeps nothing while it cannot hear that channel, and keeps a caller a short time at most anyway.
 *
 * `mark` is taken before the reads, and `remember` keeps the caller only when nothing was forgotten since: a session
 * revoked while it was being read is never kept as live.
 */
export class KnownCallers extends Context.Service<
  KnownCallers,
  {
    readonly find: (token: string, nowMs: number) => Effect.Effect<MemberPrincipal | null>
    readonly mark: Effect.Effect<number>
    readonly remember: (token: string, caller: KnownCaller, mark: number, nowMs: number) => Effect.Effect<void>
    /** Forgets the callers of a session (revoked, refreshed, moved) or of a member (status changed). */
    readonly forget: (what: { readonly sessionId: string } | { readonly memberId: number }) => Effect.Effect<void>
  }
>()("iw/identity/KnownCallers") {}
