import type {
  AreaNotFootprint,
  BuildingAlreadyMinted,
  BuildingListed,
  BuildingNotPlaced,
  BuildingPlaced,
  NeedPlotBeforeBuilding,
  NotEnoughPlotSize,
  PaymentOptionNotOffered,
  PlotOccupied,
  PlotsUnavailableForBuilding,
  PriceNotFound,
  VirtualBuildingMintingNotAllowed
} from "@iw/core"
import { type ErrorMap, failure, fieldFailure } from "../http-failure"

export type BuildingsError =
  | BuildingPlaced
  | BuildingListed
  | BuildingNotPlaced
  | AreaNotFootprint
  | PlotsUnavailableForBuilding
  | PlotOccupied
  | NotEnoughPlotSize
  | NeedPlotBeforeBuilding
  | PaymentOptionNotOffered
  | PriceNotFound
  | VirtualBuildingMintingNotAllowed
  | BuildingAlreadyMinted

/**
 * Buildings errors to their spec §8 answers: 403 BUILDING_PLACED, 404 'Price not found', 409 BUILDING_LISTED (in the
 * store's escrow, with the listing that holds it), the rest 422 on their fields (catalogue `buildings`).
 */
export const buildingsErrors: ErrorMap<BuildingsError> = {
  BuildingPlaced: (e) => failure("BUILDING_PLACED", { buildingId: e.buildingId }),
  BuildingListed: (e) => failure("BUILDING_LISTED", e.listingId === null ? { buildingId: e.buildingId } : { buildingId: e.buildingId, listingId: e.listingId }),
  BuildingNotPlaced: () => fieldFailure("buildingId", "buildings.not_placed"),
  AreaNotFootprint: (e) => fieldFailure("area", "buildings.area_not_footprint", { size: e.size }),
  PlotsUnavailableForBuilding: (e) => fieldFailure("area", "buildings.plots_unavailable", { coordinates: e.coordinates.join(" ") }),
  PlotOccupied: (e) => fieldFailure("area", "buildings.plot_occupied", { coordinates: e.coordinates }),
  NotEnoughPlotSize: (e) => fieldFailure("area", "buildings.not_enough_plot_size", { needed: e.needed, available: e.available }),
  NeedPlotBeforeBuilding: () => fieldFailure("templatesId", "buildings.need_plot"),
  PaymentOptionNotOffered: (e) => fieldFailure("paymentOption", "buildings.payment_option_unavailable", { option: e.option }),
  PriceNotFound: (e) => failure("PRICE_NOT_FOUND", { from: e.from, to: e.to }),
  VirtualBuildingMintingNotAllowed: () => failure("FORBIDDEN"),
  BuildingAlreadyMinted: () => fieldFailure("buildingId", "buildings.already_minted")
}
