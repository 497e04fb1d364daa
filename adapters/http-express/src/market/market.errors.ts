import {
  type AssetListed,
  type AssetNotShared,
  type AssetRented,
  type AssetSharedNow,
  type CategoryMismatch,
  type ListingExpired,
  type ListingStatusInvalid,
  type NoSuchMember,
  type NotAssetOwner,
  type NotEnoughListed,
  type NotEnoughToSell,
  type OwnListing,
  type PriceOutOfBounds,
  type ShareLimitExceeded,
  type ShareToSelf,
  type SkinNotSharable,
  balanceValue,
  scaleOf
} from "@iw/core"
import { type ErrorMap, failure, fieldFailure } from "../http-failure"

export type MarketError =
  | PriceOutOfBounds
  | ListingStatusInvalid
  | ListingExpired
  | NotEnoughToSell
  | NotEnoughListed
  | OwnListing
  | CategoryMismatch
  | NotAssetOwner
  | AssetListed
  | SkinNotSharable
  | AssetRented
  | AssetSharedNow
  | ShareLimitExceeded
  | NoSuchMember
  | ShareToSelf
  | AssetNotShared

const abey = (minor: bigint) => balanceValue(minor, scaleOf("abey")).decimal

/** The store's and assets' errors (spec §5, §8): 403 sharing codes, 409 listing states (and ASSET_LISTED: in the store's escrow), the rest 422 on their fields (catalogue `market`). */
export const marketErrors: ErrorMap<MarketError> = {
  PriceOutOfBounds: (e) => fieldFailure("unitPrice", "market.price_bounds", { min: abey(e.min), max: abey(e.max) }),
  ListingStatusInvalid: (e) => failure("LISTING_STATUS_INVALID", { listingId: e.listingId }),
  ListingExpired: (e) => failure("LISTING_EXPIRED", { listingId: e.listingId }),
  NotEnoughToSell: (e) => fieldFailure("quantity", "market.not_enough_to_sell", { available: e.available }),
  NotEnoughListed: (e) => fieldFailure("quantity", "market.not_enough_listed", { available: e.available }),
  OwnListing: () => fieldFailure("listingId", "market.own_listing"),
  CategoryMismatch: (e) => fieldFailure("category", "market.category_mismatch", { category: e.category }),
  NotAssetOwner: (e) => failure("NOT_ASSET_OWNER", { assetId: e.assetId }),
  AssetListed: (e) => failure("ASSET_LISTED", { assetId: e.assetId }),
  SkinNotSharable: (e) => failure("SKIN_NOT_SHARABLE", { assetId: e.assetId }),
  AssetRented: (e) => failure("ASSET_RENTED", { assetId: e.assetId }),
  AssetSharedNow: (e) => failure("ASSET_SHARED_NOW", { assetId: e.assetId }),
  ShareLimitExceeded: (e) => failure("SAME_MEMBER_LIMIT", { limit: e.limit }),
  NoSuchMember: () => fieldFailure("memberId", "market.no_such_member"),
  ShareToSelf: () => fieldFailure("memberId", "market.share_self"),
  AssetNotShared: () => fieldFailure("assetId", "market.not_shared")
}
