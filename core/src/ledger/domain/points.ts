import { scaleOf } from "./asset"

/**
 * How AP points are earned (our rule; the spec names the points and their 360-day window, not how they are
 * earned): activating a PLOT earns one AP point for every ABEY of activation fee paid, to the hundredth (AP has
 * two decimals), credited in the same unit of work as the activation. Points are a lot asset, so each credit
 * lives 360 days, and only credits from 2024-01-01 on count (`countsAsPoints`).
 */
export const activationPoints = (feeAbeyMinor: bigint): bigint => (feeAbeyMinor < 0n ? 0n : feeAbeyMinor / 10n ** BigInt(scaleOf("abey") - scaleOf("ap")))
