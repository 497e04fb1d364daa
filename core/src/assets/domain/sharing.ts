import type { AssetItem } from "./asset-type"

/** Spec §5: the same asset may be shared to the same member only twice ("Share limit exceeded"). */
export const SAME_MEMBER_SHARE_LIMIT = 2

/** One sharing of an asset by its owner with another member; `endedAt` once the owner took it back. */
export interface AssetShare {
  readonly id: number
  readonly assetId: number
  readonly fromMemberId: number
  readonly toMemberId: number
  readonly sharedAt: Date
  readonly endedAt: Date | null
}

export type ShareRefusal =
  | "NotAssetOwner"
  | "AssetListed"
  | "SkinNotSharable"
  | "AssetRented"
  | "NoSuchMember"
  | "ShareToSelf"
  | "AssetSharedNow"
  | "SameMemberLimit"

export interface ShareFacts {
  readonly asset: AssetItem
  readonly actorId: number
  readonly targetId: number
  readonly targetExists: boolean
  /** Every sharing of this asset with the target so far, ended or not. */
  readonly sharesToTarget: number
  /** The asset is shared with someone now. */
  readonly sharedNow: boolean
}

/**
 * Whether the owner may share the asset with the member now, or the first refusal (spec §5, §8's 403 codes): only
 * the owner, holding it (a listed asset is in the store's escrow, not in their hands: ASSET_LISTED), never a car skin, never
 * while rented, only with a member who exists and is not themselves, not while it is shared, and at most twice to
 * the same member.
 */
export const decideShare = (f: ShareFacts): ShareRefusal | null => {
  if (f.asset.ownerId !== f.actorId) return "NotAssetOwner"
  if (f.asset.state === "listed") return "AssetListed"
  if (f.asset.type === "car-skin") return "SkinNotSharable"
  if (f.asset.state === "rented") return "AssetRented"
  if (!f.targetExists) return "NoSuchMember"
  if (f.targetId === f.actorId) return "ShareToSelf"
  if (f.sharedNow) return "AssetSharedNow"
  if (f.sharesToTarget >= SAME_MEMBER_SHARE_LIMIT) return "SameMemberLimit"
  return null
}
