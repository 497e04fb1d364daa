/**
 * market — the community store (spec §1, §2, §3 Listing, §5, §9 store fee): listings of assets, minerals and wood in
 * the Buy and Sell menus' categories, price bounds per category, escrow through the ledger while listed, partial
 * sales of resources, buying in one ledger transfer (ABEY to the seller less the store's fee to the house, the goods
 * to the buyer), the states active, sold, expired and cancelled, the member's histories and price history, and the
 * staff's cancelling and statistics. The public face.
 */

// The model
export * from "./domain/category"
export * from "./domain/listing"
export * from "./domain/price-history"

// What it refuses with
export * from "./errors"

// The ports adapters implement and the composition root configures
export * from "./ports/market.repository.port"

// What members do
export { type ListingRequest, categoryOfBuildingTemplate, createListing } from "./use-cases/create-listing.use-case"
export { buyListing } from "./use-cases/buy-listing.use-case"
export { cancelListing, cancelListingAsStaff, expireListings } from "./use-cases/cancel-listing.use-case"
export {
  type BrowseRequest,
  assetsHistoryStatistics,
  browseListings,
  browseListingsUntil,
  listAssetsHistory,
  listListingsForStaff,
  listMemberListingsForStaff,
  listMyListings,
  showListing,
  showPriceHistory
} from "./use-cases/browse-market.use-case"
export { grantResource, listResourceHoldings } from "./use-cases/resources.use-case"
export { listMyBuildingsForSale } from "./use-cases/list-buildings-for-sale.use-case"

// The port it provides to buildings (wired by the composition roots)
export { BuildingListingsLive } from "./building-listings.layer"

// What staff do with the house's primary stock
export { HOUSE_STOCK_DAYS, type HouseStockRequest, listHouseStockForStaff, registerHouseStock, reviseHouseStock } from "./use-cases/manage-house-stock.use-case"
