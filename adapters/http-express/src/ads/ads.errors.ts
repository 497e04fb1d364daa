import type { AdCreationDisabled, AdLimitReached, AdNotFound, AdnetCreditsRequired, AdnetPackageRequired, AdnetRefundState, CantDeleteLastAd, WorldGatewayUnavailable } from "@iw/core"
import { type ErrorMap, failure } from "../http-failure"

export type AdsError = AdNotFound | CantDeleteLastAd | AdCreationDisabled | AdnetPackageRequired | AdnetCreditsRequired | AdLimitReached | AdnetRefundState | WorldGatewayUnavailable

/** Ads and AdNet (issue 15, spec §8): the spec's codes and texts. */
export const adsErrors: ErrorMap<AdsError> = {
  AdNotFound: (e) => failure("AD_NOT_FOUND", { adId: e.adId }),
  CantDeleteLastAd: () => failure("CANT_DELETE_LAST_AD"),
  AdCreationDisabled: () => failure("AD_CREATION_DISABLED"),
  AdnetPackageRequired: () => failure("ADNET_PACKAGE_REQUIRED"),
  AdnetCreditsRequired: (e) => failure("ADNET_CREDITS_REQUIRED", { credits: e.credits }),
  AdLimitReached: (e) => failure("AD_LIMIT_REACHED", { items: e.items, amount: e.amount }),
  AdnetRefundState: (e) => failure("ADNET_REFUND_STATE", { purchaseId: e.purchaseId }),
  WorldGatewayUnavailable: () => failure("SERVICE_UNAVAILABLE")
}
