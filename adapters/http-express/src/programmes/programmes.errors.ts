import type { RevenueSharingDayRefused } from "@iw/core"
import { type ErrorMap, fieldFailure } from "../http-failure"

export type ProgrammesError = RevenueSharingDayRefused

/** The programmes' refusals: a day that cannot be run is 422 on `day` (catalogue `programmes`). */
export const programmesErrors: ErrorMap<ProgrammesError> = {
  RevenueSharingDayRefused: (e) => fieldFailure("day", `programmes.day_${e.reason}`, { day: e.day })
}
