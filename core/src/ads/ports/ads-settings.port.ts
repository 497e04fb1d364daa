import { Context } from "effect"
import type { Prices } from "../domain/display"

/** AdNet settings the composition root reads from configuration. */
export class AdsSettings extends Context.Service<
  AdsSettings,
  {
    /** 'Ad creation is temporarily disabled.' */
    readonly creationDisabled: boolean
    /** Credits (minor units) creating an ad needs. */
    readonly minCredits: bigint
    readonly prices: Prices
    /** ABEY minor units per US cent, for package prices and owner payouts. */
    readonly abeyMinorPerCent: bigint
  }
>()("iw/ads/AdsSettings") {}
