import { Data } from "effect"

/** 403 NOT_ASSET_OWNER: the asset is not the caller's. */
export class NotAssetOwner extends Data.TaggedError("NotAssetOwner")<{ readonly assetId: number }> {}

/**
 * 409 ASSET_LISTED: the caller's asset is listed for sale in the store, so in its escrow and out of their hands until
 * the listing ends: it can be neither shared nor listed again (told as such, not as if it were someone else's).
 */
export class AssetListed extends Data.TaggedError("AssetListed")<{ readonly assetId: number }> {}

/** 403 SKIN_NOT_SHARABLE: car skins are never shared. */
export class SkinNotSharable extends Data.TaggedError("SkinNotSharable")<{ readonly assetId: number }> {}

/** 403 ASSET_RENTED: a rented asset can be neither shared nor sold. */
export class AssetRented extends Data.TaggedError("AssetRented")<{ readonly assetId: number }> {}

/** 403 ASSET_SHARED_NOW: the asset is shared with someone now. */
export class AssetSharedNow extends Data.TaggedError("AssetSharedNow")<{ readonly assetId: number }> {}

/** 403 SAME_MEMBER_LIMIT: "Share limit exceeded" (twice to the same member). */
export class ShareLimitExceeded extends Data.TaggedError("ShareLimitExceeded")<{ readonly assetId: number; readonly memberId: number; readonly limit: number }> {}

/** "There is no user with this Member ID" (422 on memberId). */
export class NoSuchMember extends Data.TaggedError("NoSuchMember")<{ readonly memberId: number }> {}

/** Sharing with oneself (422 on memberId). */
export class ShareToSelf extends Data.TaggedError("ShareToSelf")<{}> {}

/** The asset is not shared now, so there is nothing to take back (422 on assetId). */
export class AssetNotShared extends Data.TaggedError("AssetNotShared")<{ readonly assetId: number }> {}
