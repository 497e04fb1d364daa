import type { Live2EarnNotAllowed, PhotoAlreadyReviewed } from "@iw/core"
import { type ErrorMap, failure } from "../http-failure"

export type Live2EarnError = PhotoAlreadyReviewed | Live2EarnNotAllowed

/** Live2Earn (issue 17): a second review is 409 PHOTO_STATE; a member outside the programme is 403. */
export const live2earnErrors: ErrorMap<Live2EarnError> = {
  PhotoAlreadyReviewed: (e) => failure("PHOTO_STATE", { state: e.state }),
  Live2EarnNotAllowed: () => failure("FORBIDDEN")
}
