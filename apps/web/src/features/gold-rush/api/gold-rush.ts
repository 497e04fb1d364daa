import { newIdempotencyKey } from "@iw/ui"
import { api } from "../../../lib/api"

export type Minerals = Partial<Record<"1" | "2" | "3" | "4" | "5", number>>

/** What the Gold Rush page shows: the shovel, the member's PLOTs with their sessions, and the balances. */
export const goldRushState = () =>
  Promise.all([api.goldRush.shovelStatus(), api.goldRush.lands(), api.goldRush.balances()]).then(([shovel, lands, balances]) => ({ shovel, lands: lands.data, balances }))

export const buyShovel = (key: string = newIdempotencyKey()) => api.goldRush.shovelPurchase({}, { idempotencyKey: key })
export const startMining = (plotId: { x: number; y: number }) => api.goldRush.miningStart({ body: { plotId } })
export const finishMining = (plotId: { x: number; y: number }) => api.goldRush.miningFinish({ body: { plotId } })
export const calculateRedeem = (minerals: Minerals) => api.goldRush.redeemCalculate({ body: { minerals } })
export const redeem = (minerals: Minerals) => api.goldRush.redeem({ body: { minerals } })
export const histories = () =>
  Promise.all([api.goldRush.miningHistory({ query: {} }), api.goldRush.redeemHistory({ query: {} })]).then(([mining, redeem]) => ({ mining: mining.data, redeem: redeem.data }))
