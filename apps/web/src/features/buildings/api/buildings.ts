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
