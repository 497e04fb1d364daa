import { Data } from "effect"

/** More beats than the tracker takes from one member in a minute (429). */
export class TrackerRateLimited extends Data.TaggedError("TrackerRateLimited")<{ readonly perMinute: number }> {}
