import { Data } from "effect"

/** 404 AD_NOT_FOUND: 'Ad #{adId} not found' (not the caller's, deleted, or never was). */
export class AdNotFound extends Data.TaggedError("AdNotFound")<{ readonly adId: number }> {}

/** 403 CANT_DELETE_LAST_AD: at least one ad must remain. */
export class CantDeleteLastAd extends Data.TaggedError("CantDeleteLastAd")<{}> {}

/** 403 AD_CREATION_DISABLED: 'Ad creation is temporarily disabled.' (configuration). */
export class AdCreationDisabled extends Data.TaggedError("AdCreationDisabled")<{}> {}

/** 403 ADNET_PACKAGE_REQUIRED: the member has no active AdNet package. */
export class AdnetPackageRequired extends Data.TaggedError("AdnetPackageRequired")<{}> {}

/** 403 ADNET_CREDITS_REQUIRED: fewer credits than creating an ad needs. */
export class AdnetCreditsRequired extends Data.TaggedError("AdnetCreditsRequired")<{ readonly credits: string }> {}

/** 403 AD_LIMIT_REACHED: 'up to {items} ads per ${amount} package'. */
export class AdLimitReached extends Data.TaggedError("AdLimitReached")<{ readonly items: number; readonly amount: string }> {}

/** 409 ADNET_REFUND_STATE: the package purchase was refunded already. */
export class AdnetRefundState extends Data.TaggedError("AdnetRefundState")<{ readonly purchaseId: number }> {}

/** The 2D world's gateway did not answer (the day is skipped with gatewayUnavailable). */
export class WorldGatewayUnavailable extends Data.TaggedError("WorldGatewayUnavailable")<{ readonly reason: string }> {}
