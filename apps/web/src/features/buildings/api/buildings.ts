import type { BuildingsSchemas } from "@iw/contracts"
import { api } from "../../../lib/api"

export type Template = BuildingsSchemas.BuildingTemplate
export type OwnedBuilding = BuildingsSchemas.OwnedBuilding
export type PaymentOption = (typeof BuildingsSchemas.BuildingPaymentOption)["Type"]

/** The catalogue and the member's buildings, for the marketplace page. */
export const marketplace = () => Promise.all([api.buildings.catalog(), api.buildings.owned()]).then(([catalog, owned]) => ({ catalog: catalog.data, owned: owned.data }))

export const buyBuilding = (templatesId: number, paymentOption: PaymentOption) => api.buildings.buy({ body: { templatesId, paymentOption } })

/** What the Place screen needs: the building, the member's free PLOTs and size totals, and what stands on the map. */
export const placeData = (buildingId: number) =>
  Promise.all([api.buildings.building({ query: { id: buildingId } }), api.buildings.availableAreas(), api.buildings.mapBuildings({ query: {} })]).then(([building, areas, map]) => ({
    building,
    areas,
    standing: map.rows
  }))

export const placeBuilding = (buildingId: number, area: { startX: number; startY: number; endX: number; endY: number }) => api.buildings.place({ body: { buildingId, ...area } })
export const removeBuilding = (buildingId: number) => api.buildings.remove({ query: { buildingId } })

export type AbeyOption = (typeof BuildingsSchemas.AbeyPaymentOption)["Type"]
export type ExchangeOption = (typeof BuildingsSchemas.ExchangeOption)["Type"]

/** The Building Exchange screen's first read: the member's buildings, the size map by type, and how an upgrade may be paid. */
export const exchangeStart = () =>
  Promise.all([api.buildings.owned(), api.buildings.sizeMapType(), api.buildings.exchangePaymentOptions()]).then(([owned, sizes, options]) => ({
    // A building listed in the store is in escrow: not exchangeable until the listing ends.
    owned: owned.data.filter((b) => !b.listed),
    sizes: sizes.data,
    options: options.data as ReadonlyArray<AbeyOption>,
    defaultOption: options.default as AbeyOption
  }))

/** What one building may become, with the price of each. */
export const exchangeCatalog = (buildingId: number) => api.buildings.exchangeCatalog({ query: { buildingId } })
export const exchangeEstimate = (buildingId: number, templatesId: number, paymentOption: AbeyOption) => api.buildings.exchangeEstimate({ query: { buildingId, templatesId, paymentOption } })
export const exchangeBuilding = (buildingId: number, templatesId: number, paymentOption: AbeyOption) => api.buildings.exchange({ body: { buildingId, templatesId, paymentOption } })

export const exchangeHistory = () => api.buildings.exchangeHistory().then((r) => r.data)
export const purchaseHistory = () => api.buildings.purchaseHistory().then((r) => r.data)

/** The member's buildings alone (my-assets). */
export const ownedBuildings = () => api.buildings.owned().then((r) => r.data)

/** Ends the store listing that holds one of the member's buildings: the building is back in their hands. */
export const cancelListing = (listingId: number) => api.market.cancel({ params: { id: listingId } })
