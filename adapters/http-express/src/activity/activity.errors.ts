import type { TrackerRateLimited } from "@iw/core"
import { type ErrorMap, failure } from "../http-failure"

export type ActivityError = TrackerRateLimited

/** The tracker's refusals: more beats a minute than it takes is 429. */
export const activityErrors: ErrorMap<ActivityError> = {
  TrackerRateLimited: (e) => failure("TOO_MANY_ATTEMPTS", { perMinute: e.perMinute })
}
