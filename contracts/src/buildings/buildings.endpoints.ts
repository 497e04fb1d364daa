import { endpoint } from "../endpoint"
import { AUTH_ERRORS, STAFF_ERRORS, errorCase, invalid } from "../errors"
import * as S from "./buildings.schemas"

const PLACE_FIELDS = invalid({ area: ["buildings.area_not_footprint", "buildings.plots_unavailable", "buildings.plot_occupied", "buildings.not_enough_plot_size"] })

/** Spec §7 "Buildings and exchange" (issue 12), the map's buildings, and staff product-registration of templates. */
export const buildings = {
  catalog: endpoint({ id: "buildings.catalog", method: "GET", path: "member/building/catalog", access: "member", summary: "The building templates on sale, with prices and how each may be paid.", success: S.TemplateList, errors: AUTH_ERRORS }),
  owned: endpoint({ id: "buildings.owned", method: "GET", path: "member/building/owned", access: "member", summary: "The caller's buildings, placed or not.", success: S.OwnedList, errors: AUTH_ERRORS }),
  availableAreas: endpoint({
    id: "buildings.availableAreas",
    method: "GET",
    path: "member/building/available-areas",
    access: "member",
    summary: "The caller's PLOTs a building may stand on now (own, activated, not a road, nothing on it), and the totals of the size rule.",
    success: S.AvailableAreas,
    errors: AUTH_ERRORS
  }),
  template: endpoint({ id: "buildings.template", method: "GET", path: "member/building/template", access: "member", summary: "One template of the catalogue, by templatesId (or id).", query: S.TemplateQuery, success: S.BuildingTemplate, errors: [...AUTH_ERRORS, errorCase("NOT_FOUND"), invalid({ templatesId: ["validation.required"] })] }),
  building: endpoint({ id: "buildings.building", method: "GET", path: "member/building", access: "member", summary: "One of the caller's buildings, by buildingId (or id).", query: S.BuildingQuery, success: S.OwnedBuilding, errors: [...AUTH_ERRORS, errorCase("NOT_FOUND"), invalid({ buildingId: ["validation.required"] })] }),
  buy: endpoint({
    id: "buildings.buy",
    method: "POST",
    path: "member/building",
    access: "member",
    summary:
      "Buys a building of the catalogue (templatesId, paymentOption: abeyBalanceFirst by default, bonusFirst, ordinaryOnly, or tickets where the template has a ticket price). Needs a PLOT of the caller's activated within the last 360 days.",
    body: S.BuyBody,
    success: S.BuyResult,
    status: 201,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND"), invalid({ templatesId: ["buildings.need_plot"], paymentOption: ["buildings.payment_option_unavailable", "ledger.insufficient_abey", "ledger.insufficient_tickets"] })]
  }),
  place: endpoint({
    id: "buildings.place",
    method: "POST",
    path: "member/building/place",
    access: "member",
    summary:
      "Stands one of the caller's buildings on an area given by four coordinates, which must be its footprint in either direction, on the caller's own activated land with nothing on it. Publishes plot/update and building/update. 403 BUILDING_PLACED when it already stands; 409 BUILDING_LISTED (with the listing's ID) while it is listed for sale in the store.",
    body: S.PlaceBody,
    success: S.PlaceResult,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND"), errorCase("BUILDING_PLACED"), errorCase("BUILDING_LISTED"), PLACE_FIELDS]
  }),
  remove: endpoint({
    id: "buildings.remove",
    method: "DELETE",
    path: "member/building/remove",
    access: "member",
    summary: "Takes the caller's building off its PLOTs (they go back to owned or minted). Publishes plot/update and building/update. 409 BUILDING_LISTED while it is listed for sale in the store.",
    query: S.BuildingIdQuery,
    success: S.PlaceResult,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND"), errorCase("BUILDING_LISTED"), invalid({ buildingId: ["buildings.not_placed"] })]
  }),
  mapBuildings: endpoint({
    id: "buildings.mapBuildings",
    method: "GET",
    path: "member/map/buildings",
    access: "member",
    summary: "Every building standing on the map (or overlapping x0..x1, y0..y1), as compact rows [id, memberId, templateId, startX, startY, endX, endY].",
    query: S.MapBuildingsQuery,
    success: S.MapBuildings,
    errors: AUTH_ERRORS
  }),
  sizeMapBuilding: endpoint({ id: "buildings.sizeMapBuilding", method: "GET", path: "member/building/exchange/size-map/building", access: "member", summary: "Each of the caller's buildings with its size and PLOT count.", success: S.SizeMapBuilding, errors: AUTH_ERRORS }),
  sizeMapType: endpoint({ id: "buildings.sizeMapType", method: "GET", path: "member/building/exchange/size-map/type", access: "member", summary: "Every size with the PLOTs it needs (1x1=1 … 5x5=25) and the templates of that size.", success: S.SizeMapType, errors: AUTH_ERRORS }),
  exchangeCatalog: endpoint({
    id: "buildings.exchangeCatalog",
    method: "GET",
    path: "member/building/exchange/catalog",
    access: "member",
    summary: "What the building may become, each with its kind and what the exchange costs (upgrade) or gives back as bonus ABEY (downgrade).",
    query: S.BuildingIdQuery,
    success: S.ExchangeCatalog,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND")]
  }),
  exchangePaymentOptions: endpoint({ id: "buildings.exchangePaymentOptions", method: "GET", path: "member/building/exchange/payment-options", access: "member", summary: "How an upgrade may be paid, and the default (abeyBalanceFirst).", success: S.PaymentOptions, errors: AUTH_ERRORS }),
  exchangePrice: endpoint({
    id: "buildings.exchangePrice",
    method: "GET",
    path: "member/building/exchange/price",
    access: "member",
    summary: "The price of exchanging the building for a template; 404 'Price not found' when the catalogue offers no such exchange.",
    query: S.ExchangeQuery,
    success: S.ExchangePriceResult,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND"), errorCase("PRICE_NOT_FOUND")]
  }),
  exchangeEstimate: endpoint({
    id: "buildings.exchangeEstimate",
    method: "GET",
    path: "member/building/exchange/estimate",
    access: "member",
    summary: "The price and what the caller's balances would pay with the option (default abeyBalanceFirst), without paying.",
    query: S.ExchangeQuery,
    success: S.ExchangeEstimate,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND"), errorCase("PRICE_NOT_FOUND")]
  }),
  exchange: endpoint({
    id: "buildings.exchange",
    method: "POST",
    path: "member/building/exchange",
    access: "member",
    summary:
      "Exchanges a removed building for another template {buildingId, templatesId}: an upgrade pays the difference in ABEY, a downgrade gives the difference back as bonus ABEY. 403 BUILDING_PLACED while it stands; 409 BUILDING_LISTED while it is listed for sale in the store; 404 'Price not found'.",
    body: S.ExchangeBody,
    success: S.ExchangeResult,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND"), errorCase("BUILDING_PLACED"), errorCase("BUILDING_LISTED"), errorCase("PRICE_NOT_FOUND"), invalid({ paymentOption: ["ledger.insufficient_abey"] })]
  }),
  exchangeHistory: endpoint({ id: "buildings.exchangeHistory", method: "GET", path: "member/building/exchange/history", access: "member", summary: "The caller's exchanges, newest first.", success: S.ExchangeHistory, errors: AUTH_ERRORS }),
  purchaseHistory: endpoint({ id: "buildings.purchaseHistory", method: "GET", path: "member/building/purchase-history", access: "member", summary: "The caller's building purchases, newest first.", success: S.PurchaseHistory, errors: AUTH_ERRORS }),
  has3DPremium: endpoint({ id: "buildings.has3DPremium", method: "GET", path: "member/assets/has3DPremiumBuilding", access: "member", summary: "Whether the caller owns a 3D premium building.", success: S.Exists, errors: AUTH_ERRORS }),
  virtualExists: endpoint({ id: "buildings.virtualExists", method: "GET", path: "member/virtual-building/exists", access: "member", summary: "Whether the caller owns a virtual building.", success: S.Exists, errors: AUTH_ERRORS }),
  nftProfile: endpoint({ id: "buildings.nftProfile", method: "GET", path: "member/building/nft/profile", access: "member", summary: "The linked wallet and the caller's buildings minted to it.", success: S.NftProfile, errors: AUTH_ERRORS }),
  nftMint: endpoint({
    id: "buildings.nftMint",
    method: "POST",
    path: "member/building/nft/mint",
    access: "member",
    summary: "Mints the caller's building to their confirmed linked wallet as an NFT, once (the checkbox must be ticked). A virtual building only for the FEATURE_VB_MINTING members (403); 409 BUILDING_LISTED while it is listed for sale in the store. Publishes building/update.",
    body: S.MintBody,
    success: S.MintResult,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND"), errorCase("FORBIDDEN"), errorCase("BUILDING_LISTED"), invalid({ confirm: ["land.mint_confirm"], address: ["wallet.not_linked"], buildingId: ["buildings.already_minted"] })]
  }),
  staffMemberBuildings: endpoint({ id: "buildings.staff.memberBuildings", method: "GET", path: "staff/members/:id/buildings", access: "staff", summary: "A member's buildings.", params: S.MemberParams, success: S.OwnedList, errors: STAFF_ERRORS }),
  staffRemove: endpoint({
    id: "buildings.staff.remove",
    method: "POST",
    path: "staff/buildings/:id/remove",
    access: "staff",
    summary: "Takes any member's building off its PLOTs, with a reason, in the audit log.",
    params: S.IdParams,
    body: S.StaffRemoveBody,
    success: S.PlaceResult,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND"), invalid({ buildingId: ["buildings.not_placed"] })]
  }),
  staffTemplates: endpoint({ id: "buildings.staff.templates", method: "GET", path: "staff/product-registration/buildings", access: "staff", summary: "Every building template, on sale or not.", success: S.TemplateList, errors: STAFF_ERRORS }),
  staffSaveTemplate: endpoint({
    id: "buildings.staff.saveTemplate",
    method: "POST",
    path: "staff/product-registration/buildings",
    access: "staff",
    summary: "Creates (no id) or changes a building template: name, size, prices, which templates it may be exchanged for, whether it is on sale.",
    body: S.TemplateBody,
    success: S.BuildingTemplate,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND"), invalid({ price: ["validation.min"], exchangeableTo: ["buildings.exchange_target"] })]
  })
} as const
