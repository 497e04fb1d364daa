import { Data } from "effect"
import type { DayRefusal } from "./domain/revenue-sharing"

/** A revenue-sharing day that cannot be run (422 on field `day`): malformed, before 2023, or not over yet. */
export class RevenueSharingDayRefused extends Data.TaggedError("RevenueSharingDayRefused")<{ readonly day: string; readonly reason: DayRefusal }> {}
