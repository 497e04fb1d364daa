import { Data } from "effect"

/** "Building already placed" (403 BUILDING_PLACED): placing it again, or exchanging it before it is removed. */
export class BuildingPlaced extends Data.TaggedError("BuildingPlaced")<{ readonly buildingId: number }> {}

/**
 * The building is listed for sale in the store and so in its escrow, out of its owner's hands until the listing ends
 * (409 BUILDING_LISTED): it cannot be placed, removed, exchanged, minted or listed again. `listingId` is the listing
 * that holds it (null if the store no longer names one), so the member can go to it and cancel it.
 */
export class BuildingListed extends Data.TaggedError("BuildingListed")<{ readonly buildingId: number; readonly listingId: number | null }> {}

/** The building stands on no PLOTs, so there is nothing to remove. */
export class BuildingNotPlaced extends Data.TaggedError("BuildingNotPlaced")<{ readonly buildingId: number }> {}

/** The area given is not the building's footprint in either direction. */
export class AreaNotFootprint extends Data.TaggedError("AreaNotFootprint")<{ readonly size: string }> {}

/** "Some PLOTs are unavailable for building". */
export class PlotsUnavailableForBuilding extends Data.TaggedError("PlotsUnavailableForBuilding")<{ readonly coordinates: ReadonlyArray<string> }> {}

/** "The PLOT :coordinates is already occupied". */
export class PlotOccupied extends Data.TaggedError("PlotOccupied")<{ readonly coordinates: string }> {}

/** "Not enough PLOT size": the member's buildings would exceed their PLOTs. */
export class NotEnoughPlotSize extends Data.TaggedError("NotEnoughPlotSize")<{ readonly needed: number; readonly available: number }> {}

/** "Need to own a PLOT before purchasing buildings": no PLOT of the member's activated within the last 360 days. */
export class NeedPlotBeforeBuilding extends Data.TaggedError("NeedPlotBeforeBuilding")<{}> {}

/** The payment option is not offered for this template (tickets where the catalogue gives no ticket price). */
export class PaymentOptionNotOffered extends Data.TaggedError("PaymentOptionNotOffered")<{ readonly option: string }> {}

/** 404 'Price not found': the catalogue offers no such exchange. */
export class PriceNotFound extends Data.TaggedError("PriceNotFound")<{ readonly from: number; readonly to: number }> {}

/** Virtual-building minting is only for the FEATURE_VB_MINTING members. */
export class VirtualBuildingMintingNotAllowed extends Data.TaggedError("VirtualBuildingMintingNotAllowed")<{}> {}

/** The building was minted before. */
export class BuildingAlreadyMinted extends Data.TaggedError("BuildingAlreadyMinted")<{ readonly buildingId: number }> {}
