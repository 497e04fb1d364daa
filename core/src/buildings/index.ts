/**
 * buildings — buildings members buy, place on their PLOTs, remove, exchange (upgrade or downgrade) and mint: the
 * size rules (building-to-plot size checks), the catalogue of templates staff register, placements keyed by four
 * coordinates, purchase and exchange histories, and the building/update live topic. Paid through the ledger's
 * payments face; plots move through land's state machine (events `place` and `removeBuilding`). The public face.
 */

// The model
export * from "./domain/building"
export * from "./domain/building-size"
export * from "./domain/exchange"
export * from "./domain/placement"
export * from "./domain/purchase"

// What it refuses with
export * from "./errors"

// The port adapters implement
export * from "./ports/building.repository.port"

// The port the market provides (wired by the composition roots)
export * from "./ports/building-listings.port"

// What members do
export { buyBuilding, recentlyActivatedPlots } from "./use-cases/buy-building.use-case"
export {
  listBuildingCatalog,
  listBuildingPurchases,
  listExchangeCatalog,
  listExchangeHistory,
  listMapBuildings,
  listOwnedBuildings,
  showAvailableAreas,
  showBuilding,
  showBuildingTemplate,
  showSizeMapByBuilding,
  showSizeMapByType
} from "./use-cases/browse-buildings.use-case"
export { estimateExchange, exchangeBuilding } from "./use-cases/exchange-building.use-case"
export { mintBuilding, showNftProfile } from "./use-cases/mint-building.use-case"
export { placeBuilding } from "./use-cases/place-building.use-case"
export { removeBuilding, removeBuildingAsStaff } from "./use-cases/remove-building.use-case"
export { buildingEventPayload, refuseListed } from "./use-cases/building-changes"

// What staff do
export { listMemberBuildingsForStaff } from "./use-cases/list-member-buildings.use-case"
export { listTemplatesForStaff, saveBuildingTemplate } from "./use-cases/manage-templates.use-case"

// The port it provides to the profile (wired by the composition roots)
export { MemberHoldingsLive } from "./member-holdings.layer"
