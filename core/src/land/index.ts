/**
 * land — PLOTs and the map: the plot state machine, districts and reserved areas, buying (paid through the ledger's
 * payments face), activation, minting, the world snapshot and its live updates, and the staff's registration tools.
 * The public face of the area: adapters, apps and other areas import it from here and nowhere else.
 */

// The model
export {
  ACTIVATION_DAYS,
  ACTIVATION_FEE_BASIS_POINTS,
  activationEnds,
  activationFee,
  isActive,
  type PlotActivation
} from "./domain/activation"
export { AREA_ACTIONS, type AreaAction } from "./domain/area-change"
export { CART_LIMIT, type CartLine, distinctCoords } from "./domain/cart"
export * from "./domain/district"
export * from "./domain/plot"
export { type PlotActions, heldCount, isActivatable, isMintable, plotActions } from "./domain/plot-actions"
export { TILE_SIZE, type Tile, countTiles } from "./domain/tiles"

// What it refuses with
export * from "./errors"

// The ports adapters implement, one per job
export * from "./ports/activation.repository.port"
export * from "./ports/district.repository.port"
export * from "./ports/plot.repository.port"
export * from "./ports/sales.repository.port"

// What members do
export { activatePlot } from "./use-cases/activate-plot.use-case"
export {
  MAP_PAGE_MAX,
  MAP_PAGE_SIZE,
  listDistricts,
  listMyPlots,
  listReservedAreas,
  readWorldCells,
  readWorldChanges,
  readWorldVersion,
  showDistrictAt,
  showLandStatistics,
  showMapPage,
  showPlot,
  showPlotsAround
} from "./use-cases/browse-map.use-case"
export { LIVE_PLOTS_PER_MESSAGE, plotEventPayload } from "./use-cases/publish-plot-changes"
export { buyPlots } from "./use-cases/buy-plots.use-case"
export { checkCart } from "./use-cases/check-cart.use-case"
export { mintPlot } from "./use-cases/mint-plot.use-case"

// What staff do
export { changeAreaAvailability } from "./use-cases/change-area-availability.use-case"
export { deleteDistrict } from "./use-cases/delete-district.use-case"
export { editDistrict } from "./use-cases/edit-district.use-case"
export { listDistrictsForStaff, listReservedAreasForStaff } from "./use-cases/list-registered-land.use-case"
export { registerPlots, reserveArea } from "./use-cases/register-plots.use-case"
export { showPlotForStaff } from "./use-cases/show-plot-for-staff.use-case"
export { showPlotSales } from "./use-cases/show-plot-sales.use-case"
export { unreserveArea } from "./use-cases/unreserve-area.use-case"

// The port it provides to the ledger (wired by the composition roots)
export { PlotHoldersLive } from "./plot-holders.layer"
