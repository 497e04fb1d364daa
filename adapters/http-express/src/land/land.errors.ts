import { formatCst } from "@iw/contracts"
import { balanceValue } from "@iw/core"
import { type HttpFailure, fieldFailure } from "../errors"

const abey = (v: bigint) => balanceValue(v, 8).decimal

/** Land domain errors to 422 field answers with their spec §8 message ids (catalogue `land`). */
export const mapLandError = (e: { _tag?: string } & Record<string, unknown>): HttpFailure | null => {
  switch (e?._tag) {
    case "CartLimitExceeded":
      return fieldFailure("plots", "land.cart_limit", { limit: e.limit as number })
    case "PlotsUnavailable":
      return fieldFailure("plots", "land.unavailable", { coordinates: (e.coordinates as ReadonlyArray<string>).join(" ") })
    case "PlotNotForPurchase":
      return fieldFailure("plots", "land.not_for_purchase", { coordinates: e.coordinates as string })
    case "LegalInfoNotVerified":
      return fieldFailure("legalInfo", "land.legal_info_required")
    case "PlotTransitionRefused":
      return fieldFailure("plot", "land.transition_refused", { coordinates: e.coordinates as string, from: e.from as string, event: e.event as string })
    case "PlotNotOwned":
      return fieldFailure("plot", "land.not_owned", { coordinates: e.coordinates as string })
    case "PlotAlreadyMinted":
      return fieldFailure("plot", "land.already_minted", { coordinates: e.coordinates as string })
    case "WalletNotLinked":
      return fieldFailure("address", "wallet.not_linked")
    case "MintNotConfirmed":
      return fieldFailure("confirm", "land.mint_confirm")
    case "ActivationNotOpen":
      return fieldFailure("plot", "land.activation_not_open", { openDate: formatCst(e.openDate as Date) })
    case "ActivationStillActive":
      return fieldFailure("plot", "land.activation_active", { until: formatCst(e.until as Date) })
    case "LandActivationRequirement":
      // Spec §8: the client's generic handler shows the land activation message for this code.
      return { ...fieldFailure("plot", "land.activation_requirement"), code: "LAND_ACTIVATION_REQUIREMENT" } as HttpFailure
    case "NotEnoughBalanceToActivate":
      return fieldFailure("plot", "land.not_enough_balance_to_activate", { needed: abey(e.needed as bigint), available: abey(e.available as bigint) })
    case "AreaHasHeldPlots":
      return fieldFailure("area", "land.area_has_held_plots", { count: e.count as number })
    case "AreaOverlapsReservedArea":
      return fieldFailure("area", "land.area_overlaps_reserved", { names: (e.names as ReadonlyArray<string>).join(", ") })
    case "DistrictHasSoldPlots":
      return fieldFailure("id", "land.district_has_sold_plots", { count: e.count as number })
    default:
      return null
  }
}
