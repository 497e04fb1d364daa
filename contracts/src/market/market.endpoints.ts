import { endpoint } from "../endpoint"
import { AUTH_ERRORS, STAFF_ERRORS, errorCase, invalid } from "../errors"
import * as S from "./market.schemas"

const SHARE_403 = [errorCase("NOT_ASSET_OWNER"), errorCase("SKIN_NOT_SHARABLE"), errorCase("ASSET_RENTED"), errorCase("ASSET_SHARED_NOW"), errorCase("ASSET_LISTED")]

/** Issue 13: the community store (listings, buying, selling, histories, price history), assets and sharing, and the staff's side. */
export const market = {
  terms: endpoint({ id: "market.terms", method: "GET", path: "member/market/terms", access: "member", summary: "The store's fee and every category's price bounds, for the sell dialog before confirming.", success: S.MarketTerms, errors: AUTH_ERRORS }),
  listings: endpoint({
    id: "market.listings",
    method: "GET",
    path: "member/market/listings",
    access: "member",
    summary: "Active listings not past their expiry, by category and item, with unit-price filters (ABEY), sorting and paging (15 a page by default).",
    query: S.BrowseQuery,
    success: S.ListingList,
    errors: AUTH_ERRORS
  }),
  listing: endpoint({ id: "market.listing", method: "GET", path: "member/market/listings/:id", access: "member", summary: "One listing in any state.", params: S.IdParams, success: S.Listing, errors: [...AUTH_ERRORS, errorCase("NOT_FOUND")] }),
  mine: endpoint({ id: "market.mine", method: "GET", path: "member/market/my-listings", access: "member", summary: "The caller's listings in every state (or one), newest first.", query: S.MineQuery, success: S.ListingList, errors: AUTH_ERRORS }),
  create: endpoint({
    id: "market.create",
    method: "POST",
    path: "member/market/listings",
    access: "member",
    summary:
      "Lists an asset (assetId), one of the caller's buildings (buildingId: virtualbuildings, premium-buildings or buildings) or whole units of a mineral or wood (resource, quantity) at a unit price in ABEY for 1, 3, 7 (default), 14 or 30 days. The item goes into escrow at once; the store's fee is fixed on the listing. 403 when the asset is not the caller's to sell, rented or shared now; 409 ASSET_LISTED when it is listed already; 403 BUILDING_PLACED when the building stands on its PLOTs (remove it first); 409 BUILDING_LISTED when it is listed already (with that listing's ID).",
    body: S.CreateListingBody,
    success: S.Listing,
    status: 201,
    errors: [
      ...AUTH_ERRORS,
      errorCase("NOT_FOUND"),
      errorCase("NOT_ASSET_OWNER"),
      errorCase("ASSET_LISTED"),
      errorCase("ASSET_RENTED"),
      errorCase("ASSET_SHARED_NOW"),
      errorCase("BUILDING_PLACED"),
      errorCase("BUILDING_LISTED"),
      invalid({
        unitPrice: ["market.price_bounds", "market.price_format"],
        quantity: ["market.not_enough_to_sell", "validation.required"],
        category: ["market.category_mismatch"],
        assetId: ["validation.required"],
        buildingId: ["buildings.already_minted"]
      })
    ]
  }),
  cancel: endpoint({
    id: "market.cancel",
    method: "POST",
    path: "member/market/listings/:id/cancel",
    access: "member",
    summary: "Takes the caller's active listing down; what is unsold comes back out of escrow. 409 'Listing Status Invalid' when it is not active.",
    params: S.IdParams,
    success: S.Listing,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND"), errorCase("LISTING_STATUS_INVALID")]
  }),
  buy: endpoint({
    id: "market.buy",
    method: "POST",
    path: "member/market/buy",
    access: "member",
    summary:
      "Buys units of a listing (quantity 1 by default): one ledger transfer pays the seller in ABEY less the store's fee (to the house) and moves the goods to the buyer; house stock is paid to the house whole, and each unit becomes a new asset of the buyer's. 409 'Listing Status Invalid' or 'Listing expired' (its escrow goes back to the seller).",
    body: S.BuyBody,
    success: S.BuyResult,
    errors: [
      ...AUTH_ERRORS,
      errorCase("NOT_FOUND"),
      errorCase("LISTING_STATUS_INVALID"),
      errorCase("LISTING_EXPIRED"),
      invalid({ quantity: ["market.not_enough_listed"], listingId: ["market.own_listing"], paymentOption: ["ledger.insufficient_abey"] })
    ]
  }),
  history: endpoint({ id: "market.history", method: "GET", path: "member/market/assets-history", access: "member", summary: "The caller's sales and purchases in the store, newest first (15 a page).", query: S.HistoryQuery, success: S.SaleList, errors: AUTH_ERRORS }),
  priceHistory: endpoint({
    id: "market.priceHistory",
    method: "GET",
    path: "member/market/price-history",
    access: "member",
    summary: "An item's sales by CST day over the last `days` days (30 by default): units, average and last unit price.",
    query: S.PriceHistoryQuery,
    success: S.PriceHistory,
    errors: AUTH_ERRORS
  }),
  myAssets: endpoint({ id: "market.myAssets", method: "GET", path: "member/assets", access: "member", summary: "The caller's assets with their sharings, the minerals and wood they may sell, and the assets shared with them.", success: S.MyAssets, errors: AUTH_ERRORS }),
  share: endpoint({
    id: "market.share",
    method: "POST",
    path: "member/assets/share",
    access: "member",
    summary:
      "Shares the caller's asset with a member by member ID: 'There is no user with this Member ID'; at most twice to the same member (403 SAME_MEMBER_LIMIT 'Share limit exceeded'); 403 NOT_ASSET_OWNER, SKIN_NOT_SHARABLE, ASSET_RENTED, ASSET_SHARED_NOW; 409 ASSET_LISTED while it is listed for sale in the store.",
    body: S.ShareBody,
    success: S.ShareResult,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND"), ...SHARE_403, errorCase("SAME_MEMBER_LIMIT"), invalid({ memberId: ["market.no_such_member", "market.share_self"] })]
  }),
  unshare: endpoint({
    id: "market.unshare",
    method: "POST",
    path: "member/assets/unshare",
    access: "member",
    summary: "Takes a shared asset back (the sharing still counts towards the limit).",
    body: S.UnshareBody,
    success: S.ShareResult,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND"), errorCase("NOT_ASSET_OWNER"), invalid({ assetId: ["market.not_shared"] })]
  }),
  staffListings: endpoint({ id: "market.staff.listings", method: "GET", path: "staff/market/listings", access: "staff", summary: "Listings (active by default), by category and state.", query: S.StaffListingsQuery, success: S.ListingList, errors: STAFF_ERRORS }),
  staffCancel: endpoint({
    id: "market.staff.cancel",
    method: "POST",
    path: "staff/market/listings/:id/cancel",
    access: "staff",
    summary: "Takes any active listing down with a reason, in the audit log; its escrow goes back to the seller.",
    params: S.IdParams,
    body: S.StaffCancelBody,
    success: S.Listing,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND"), errorCase("LISTING_STATUS_INVALID")]
  }),
  staffStock: endpoint({
    id: "market.staff.stock",
    method: "GET",
    path: "staff/market/stock",
    access: "staff",
    summary: "The house's primary stock (listings with no owner), every state by default, newest first.",
    query: S.HouseStockQuery,
    success: S.ListingList,
    errors: STAFF_ERRORS
  }),
  staffStockCreate: endpoint({
    id: "market.staff.stockCreate",
    method: "POST",
    path: "staff/market/stock",
    access: "staff",
    summary:
      "Registers house stock (product-registration): units of an asset kind of the Buy menu, sold on the same shelves as the members' listings, paid to the house without a store fee. In the audit log with its values.",
    body: S.HouseStockBody,
    success: S.Listing,
    status: 201,
    errors: [...STAFF_ERRORS, invalid({ unitPrice: ["market.price_bounds", "market.price_format"] })]
  }),
  staffStockRevise: endpoint({
    id: "market.staff.stockRevise",
    method: "POST",
    path: "staff/market/stock/:id",
    access: "staff",
    summary:
      "Revises active house stock: the units still offered (what was sold stays sold), the unit price, and optionally the days left from now. In the audit log with the values before and after. Withdraw it with the staff cancel.",
    params: S.IdParams,
    body: S.HouseStockReviseBody,
    success: S.Listing,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND"), errorCase("LISTING_STATUS_INVALID"), invalid({ unitPrice: ["market.price_bounds", "market.price_format"] })]
  }),
  staffMember: endpoint({ id: "market.staff.member", method: "GET", path: "staff/members/:id/market", access: "staff", summary: "A member's assets and listings.", params: S.MemberParams, success: S.StaffMemberMarket, errors: STAFF_ERRORS }),
  staffGrant: endpoint({
    id: "market.staff.grant",
    method: "POST",
    path: "staff/assets/grant",
    access: "staff",
    summary: "Gives a member an asset (house stock, a prize, a correction), with a reason, in the audit log.",
    body: S.GrantBody,
    success: S.Asset,
    status: 201,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  staffGrantResource: endpoint({
    id: "market.staff.grantResource",
    method: "POST",
    path: "staff/assets/grant-resource",
    access: "staff",
    summary: "Credits a member whole units of a mineral or wood through the ledger (issued), with a reason, in the audit log.",
    body: S.GrantResourceBody,
    success: S.ResourceHoldings,
    status: 201,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  staffStats: endpoint({
    id: "market.staff.assetsHistory",
    method: "GET",
    path: "staff/statistics/assets-history",
    access: "staff",
    summary: "Store sales per CST day between `from` and `to` (the last 30 days by default): sales, units, value and fees in ABEY.",
    query: S.StatsQuery,
    success: S.AssetsHistoryStats,
    errors: STAFF_ERRORS
  })
} as const
