import { formatCst } from "@iw/contracts"
import type {
  ActivationNotOpen,
  ActivationStillActive,
  AreaHasHeldPlots,
  AreaOverlapsReservedArea,
  CartLimitExceeded,
  DistrictHasSoldPlots,
  LandActivationRequirement,
  LegalInfoNotVerified,
  MintNotConfirmed,
  NotEnoughBalanceToActivate,
  PlotAlreadyMinted,
  PlotNotForPurchase,
  PlotNotOwned,
  PlotTransitionRefused,
  PlotsUnavailable,
  WalletNotLinked
} from "@iw/core"
import { type ErrorMap, type HttpFailure, fieldFailure } from "../http-failure"
import { abeyWire } from "../wire"

export type LandError =
  | CartLimitExceeded
  | PlotsUnavailable
  | PlotNotForPurchase
  | LegalInfoNotVerified
  | PlotTransitionRefused
  | PlotNotOwned
  | PlotAlreadyMinted
  | WalletNotLinked
  | MintNotConfirmed
  | ActivationNotOpen
  | ActivationStillActive
  | LandActivationRequirement
  | NotEnoughBalanceToActivate
  | AreaHasHeldPlots
  | AreaOverlapsReservedArea
  | DistrictHasSoldPlots

/** Land domain errors to 422 field answers with their spec §8 message ids (catalogue `land`). */
export const landErrors: ErrorMap<LandError> = {
  CartLimitExceeded: (e) => fieldFailure("plots", "land.cart_limit", { limit: e.limit }),
  PlotsUnavailable: (e) => fieldFailure("plots", "land.unavailable", { coordinates: e.coordinates.join(" ") }),
  PlotNotForPurchase: (e) => fieldFailure("plots", "land.not_for_purchase", { coordinates: e.coordinates }),
  LegalInfoNotVerified: () => fieldFailure("legalInfo", "land.legal_info_required"),
  PlotTransitionRefused: (e) => fieldFailure("plot", "land.transition_refused", { coordinates: e.coordinates, from: e.from, event: e.event }),
  PlotNotOwned: (e) => fieldFailure("plot", "land.not_owned", { coordinates: e.coordinates }),
  PlotAlreadyMinted: (e) => fieldFailure("plot", "land.already_minted", { coordinates: e.coordinates }),
  WalletNotLinked: () => fieldFailure("address", "wallet.not_linked"),
  MintNotConfirmed: () => fieldFailure("confirm", "land.mint_confirm"),
  ActivationNotOpen: (e) => fieldFailure("plot", "land.activation_not_open", { openDate: formatCst(e.openDate) }),
  ActivationStillActive: (e) => fieldFailure("plot", "land.activation_active", { until: formatCst(e.until) }),
  // Spec §8: the client's generic handler shows the land activation message for this code.
  LandActivationRequirement: (): HttpFailure => ({ status: 422, errors: { plot: [{ code: "land.activation_requirement" }] }, code: "LAND_ACTIVATION_REQUIREMENT" }),
  NotEnoughBalanceToActivate: (e) => fieldFailure("plot", "land.not_enough_balance_to_activate", { needed: abeyWire(e.needed).decimal, available: abeyWire(e.available).decimal }),
  AreaHasHeldPlots: (e) => fieldFailure("area", "land.area_has_held_plots", { count: e.count }),
  AreaOverlapsReservedArea: (e) => fieldFailure("area", "land.area_overlaps_reserved", { names: e.names.join(", ") }),
  DistrictHasSoldPlots: (e) => fieldFailure("id", "land.district_has_sold_plots", { count: e.count })
}
