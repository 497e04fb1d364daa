/**
 * live2earn — the Live2Earn photo programme for members with accessLive2Earn (FEATURE_LIVE2EARN): photos (PNG, JPG,
 * WEBP up to 5 MB by content), staff review with a reason (approved, pending, declined — shown as Rejected), an
 * approval's reward of experience tickets through the ledger, and `member/live2earn/relocation`. The public face.
 */

// The model
export * from "./domain/photo"

// What it refuses with
export * from "./errors"

// The port adapters implement
export * from "./ports/live2earn.repository.port"

// What members and staff do
export {
  hasLive2EarnAccess,
  listLive2EarnReviewQueue,
  listMyLive2EarnPhotos,
  live2EarnRelocation,
  openLive2EarnPhoto,
  reviewLive2EarnPhoto,
  uploadLive2EarnPhoto
} from "./use-cases/live2earn.use-cases"
