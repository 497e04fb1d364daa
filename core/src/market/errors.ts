import { Data } from "effect"

/** "price must be higher than {min} and lower than {max}" (422 on unitPrice). */
export class PriceOutOfBounds extends Data.TaggedError("PriceOutOfBounds")<{ readonly min: bigint; readonly max: bigint }> {}

/** "Listing Status Invalid": the listing is sold, cancelled or expired. */
export class ListingStatusInvalid extends Data.TaggedError("ListingStatusInvalid")<{ readonly listingId: number; readonly state: string }> {}

/** "Listing expired": past its expiry (its escrow goes back to the seller). */
export class ListingExpired extends Data.TaggedError("ListingExpired")<{ readonly listingId: number }> {}

/** "Not enough mineral to sell": the seller holds fewer whole units of the resource than listed (422 on quantity). */
export class NotEnoughToSell extends Data.TaggedError("NotEnoughToSell")<{ readonly resource: string; readonly available: number }> {}

/** More units asked for than the listing has left (422 on quantity). */
export class NotEnoughListed extends Data.TaggedError("NotEnoughListed")<{ readonly available: number }> {}

/** A member cannot buy their own listing (422 on listingId). */
export class OwnListing extends Data.TaggedError("OwnListing")<{ readonly listingId: number }> {}

/** The category does not sell this item (an asset in another category, a resource outside minerals and wood). */
export class CategoryMismatch extends Data.TaggedError("CategoryMismatch")<{ readonly category: string }> {}
