import { Schema } from "effect"
import { IdFromString, ListMeta, PageQuery, Text, Timestamp } from "../common"

/** Spec §4: a Live2Earn photo's state; a member sees declined as Rejected (`status`). */
export const PhotoState = Schema.Literals(["approved", "pending", "declined"])
export const MemberPhotoStatus = Schema.Literals(["approved", "pending", "rejected"])

export const Live2EarnPhoto = Schema.Struct({
  id: Schema.Int,
  memberId: Schema.Int,
  state: PhotoState,
  /** What the member is shown: declined is rejected. */
  status: MemberPhotoStatus,
  name: Schema.String,
  mime: Schema.String,
  size: Schema.Int,
  reason: Schema.NullOr(Schema.String),
  /** Experience tickets the approval paid (0 until approved). */
  reward: Schema.Int,
  createdAt: Timestamp,
  reviewedAt: Schema.NullOr(Timestamp)
})
export type Live2EarnPhoto = typeof Live2EarnPhoto.Type

export const PhotoList = Schema.Struct({ data: Schema.Array(Live2EarnPhoto), meta: ListMeta })
export const PhotoParams = Schema.Struct({ id: IdFromString })
export const ReviewQuery = Schema.Struct({ state: Schema.optionalKey(PhotoState), ...PageQuery })
export const ReviewBody = Schema.Struct({ decision: Schema.Literals(["approved", "declined"]), reason: Text(500) })

/** `GET member/live2earn/relocation`: where the client takes the member for the programme, and what an approval earns. */
export const Relocation = Schema.Struct({
  allowed: Schema.Boolean,
  /** The member path under the language segment: `live2earn` with access, `` (home) without. */
  path: Schema.String,
  /** Experience tickets an approved photo earns. */
  reward: Schema.Int
})
