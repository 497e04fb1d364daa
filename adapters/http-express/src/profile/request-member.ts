import { type Member, MemberRepository } from "@iw/core"
import { Effect } from "effect"
import type { Request } from "express"
import type { PerRequest } from "../router"

/**
 * One read of a member per request (issue 11 §2, `GET member`): authentication reads the caller's member row to check
 * it is active, and the profile needs the same row. A request that only reads (GET) shares the first read of each
 * member between its authentication and its handler, so the profile reuses what authentication read. Any write
 * through the repository forgets what was read, so nothing the request changed is answered stale. Requests that
 * write (POST, PUT, DELETE) read afresh every time, as before.
 */
export const reuseMemberReads = <R>(req: Request): PerRequest<R> | null => {
  if (req.method !== "GET" && req.method !== "HEAD") return null
  const read = new Map<number, Member | null>()
  return <A, E>(effect: Effect.Effect<A, E, R>) =>
    MemberRepository.use((repo) =>
      Effect.provideService(effect, MemberRepository, {
        ...repo,
        findById: (id) => (read.has(id) ? Effect.succeed(read.get(id) ?? null) : Effect.tap(repo.findById(id), (m) => Effect.sync(() => read.set(id, m)))),
        create: (m) => Effect.suspend(() => (read.clear(), repo.create(m))),
        setStatus: (id, status, at) => Effect.suspend(() => (read.clear(), repo.setStatus(id, status, at)))
      })
    ) as Effect.Effect<A, E, R>
}
