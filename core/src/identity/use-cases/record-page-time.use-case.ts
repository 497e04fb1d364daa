import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { ActivityRepository } from "../ports/activity.repository.port"

/** `member/common/tracker`: adds the seconds a page was visible. Staff signed in as the member are not counted. */
export const recordPageTime = (principal: MemberPrincipal, input: { readonly path: string; readonly seconds: number }) =>
  Effect.gen(function* () {
    if (principal.impersonatorId !== null || input.seconds <= 0) return
    const now = yield* Clock.use((c) => c.now)
    const path = input.path.split("?")[0].replace(/\/\d+(?=\/|$)/g, "/:id").slice(0, 512)
    yield* ActivityRepository.use((a) => a.addPageTime(principal.memberId, now.toISOString().slice(0, 10), path, Math.min(input.seconds, 60)))
  })
