import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { GameCalendar } from "../../gold-rush/index"
import { ACTIVITY_PACKAGES, BOX_SECONDS, activityPackages } from "../domain/tracker"
import { ActivityRepository } from "../ports/activity.repository.port"

/** The window boxes are counted in: the largest package's days (56), today included. */
export const BOX_WINDOW_DAYS = ACTIVITY_PACKAGES[ACTIVITY_PACKAGES.length - 1]

/** `GET member/common/tracker`: the caller's boxes over the last 56 CST days and the activity packages reached. */
export const showActivityPackages = (principal: MemberPrincipal) =>
  Effect.gen(function* () {
    yield* ActivityRepository.use((r) => r.flush)
    const today = (yield* GameCalendar).dayOf(yield* Clock.use((c) => c.now))
    const boxes = yield* ActivityRepository.use((r) => r.memberBoxes(principal.memberId, today - (BOX_WINDOW_DAYS - 1), BOX_SECONDS))
    return { ...activityPackages(boxes), windowDays: BOX_WINDOW_DAYS, boxSeconds: BOX_SECONDS }
  })
