/**
 * Live2Earn (spec §1, §4, §5, §6): members with accessLive2Earn (FEATURE_LIVE2EARN) send photos of their life in the
 * world, PNG, JPG or WEBP of at most 5 MB by content. Staff review each: approved, or declined with a reason; a
 * member sees a declined photo as "Rejected". Pure rules.
 */
export const PHOTO_STATES = ["approved", "pending", "declined"] as const
export type PhotoState = (typeof PHOTO_STATES)[number]

/** What the member is shown: spec §4, declined is shown as Rejected. */
export type MemberPhotoStatus = "approved" | "pending" | "rejected"
export const memberStatusOf = (state: PhotoState): MemberPhotoStatus => (state === "declined" ? "rejected" : state)

/**
 * What an approval earns (our decision; the spec names none): 5 experience tickets per approved photo, credited
 * through the ledger (a `programPayout` from issuance) in the same unit of work as the approval, once per photo.
 * Tickets are what custom avatars and models cost, so the programme pays in the product's own currency.
 */
export const LIVE2EARN_REWARD_TICKETS = 5n

/** A review's reason is at most this long; a decline needs one. */
export const REASON_MAX = 500

export type ReviewDecision = "approved" | "declined"

/** A review's refusal: only a pending photo is reviewed, and a decline says why. Null when it may be recorded. */
export const reviewRefusal = (state: PhotoState, decision: ReviewDecision, reason: string): "not_pending" | "reason_required" | "reason_too_long" | null => {
  if (state !== "pending") return "not_pending"
  const r = reason.trim()
  if (decision === "declined" && r === "") return "reason_required"
  if (r.length > REASON_MAX) return "reason_too_long"
  return null
}

/** Whether a review pays the reward: an approval does, a decline does not. */
export const rewardOf = (decision: ReviewDecision): bigint => (decision === "approved" ? LIVE2EARN_REWARD_TICKETS : 0n)
