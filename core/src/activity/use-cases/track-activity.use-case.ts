import { Effect } from "effect"
import { ValidationFailed, fieldError } from "../../kernel/errors"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { GameCalendar } from "../../gold-rush/index"
import { TRACKER_BEATS_PER_MINUTE, routeKey } from "../domain/tracker"
import { TrackerRateLimited } from "../errors"
import { ActivityRepository } from "../ports/activity.repository.port"

/**
 * `POST member/common/tracker` (spec §7, every 15 s while a member is signed in): the route the member looks at, the
 * seconds it was visible since their previous beat, and whether it is visible now. Admitted by the shared per-member
 * limiter (429 past {@link TRACKER_BEATS_PER_MINUTE} a minute), credited at most the wall time since the previous
 * beat, then recorded (buffered: the store writes beats in batches). Staff signed in as the member are not counted.
 */
export const trackActivity = (principal: MemberPrincipal, input: { readonly route: string; readonly seconds: number; readonly visibility: "visible" | "hidden" }) =>
  Effect.gen(function* () {
    const route = routeKey(input.route)
    if (route === null) return yield* new ValidationFailed({ errors: fieldError("route", "validation.regex") })
    // Staff signed in as the member (support's impersonation) are not the member: their time is not counted.
    if (principal.impersonatorId !== null) return { credited: 0 }
    const now = yield* Clock.use((c) => c.now)
    const credited = yield* ActivityRepository.use((r) => r.admit(principal.memberId, now.getTime(), input.seconds))
    if (credited === null) return yield* new TrackerRateLimited({ perMinute: TRACKER_BEATS_PER_MINUTE })
    const day = (yield* GameCalendar).dayOf(now)
    yield* ActivityRepository.use((r) => r.record({ memberId: principal.memberId, route, seconds: credited, visible: input.visibility === "visible", at: now, day }))
    return { credited }
  })
