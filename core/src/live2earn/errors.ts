import { Data } from "effect"
import type { PhotoState } from "./domain/photo"

/** The photo was reviewed already (409 PHOTO_STATE). */
export class PhotoAlreadyReviewed extends Data.TaggedError("PhotoAlreadyReviewed")<{ readonly state: PhotoState }> {}

/** The member is not in the programme (accessLive2Earn is false): 403. */
export class Live2EarnNotAllowed extends Data.TaggedError("Live2EarnNotAllowed")<{}> {}
