import { Schema } from "effect"
import { BalanceValue, ListMeta, PageQuery, Timestamp } from "../common"
import { PlotCoordinate, PlotId, PlotIdInput } from "../land/plot-id"

/** Spec §3 Materials 1 iron … 5 diamond. */
export const MineralId = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 5 }))

export const ShovelState = Schema.Struct({ durability: Schema.Int, canDig: Schema.Boolean, rusting: Schema.Boolean, belowDig: Schema.Boolean })
export const ShovelStatus = Schema.Struct({ owned: Schema.Boolean, price: BalanceValue, state: Schema.NullOr(ShovelState) })
export const ShovelPurchase = Schema.Struct({ transferId: Schema.NullOr(Schema.Int), state: ShovelState })

export const MiningSession = Schema.Struct({
  id: Schema.Int,
  plotId: PlotId,
  startedAt: Timestamp,
  readyAt: Timestamp,
  secondsLeft: Schema.Int,
  finishedAt: Schema.NullOr(Timestamp),
  mineral: Schema.NullOr(MineralId),
  /** The stored draw (0..99) that decided the mineral. */
  roll: Schema.NullOr(Schema.Int)
})
export const MiningBody = Schema.Struct({ plotId: PlotIdInput })
export const MiningStarted = Schema.Struct({ session: MiningSession, shovel: ShovelState })
export const MiningFinished = Schema.Struct({ session: MiningSession, mineral: MineralId, quantity: Schema.Int })
export const MiningStatus = Schema.Struct({ data: Schema.Array(MiningSession) })
export const GoldRushLand = Schema.Struct({ x: PlotCoordinate, y: PlotCoordinate, level: Schema.Int, session: Schema.NullOr(MiningSession) })
export const GoldRushLands = Schema.Struct({ data: Schema.Array(GoldRushLand) })

export const GoldRushBalances = Schema.Struct({
  minerals: Schema.Record(Schema.String, BalanceValue),
  wood: Schema.Record(Schema.String, BalanceValue),
  balance: BalanceValue
})

const Quantity = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 }))
/** Whole minerals to redeem, by material id. */
export const RedeemMinerals = Schema.Struct({
  "1": Schema.optionalKey(Quantity),
  "2": Schema.optionalKey(Quantity),
  "3": Schema.optionalKey(Quantity),
  "4": Schema.optionalKey(Quantity),
  "5": Schema.optionalKey(Quantity)
})
export const RedeemBody = Schema.Struct({ minerals: RedeemMinerals })
export const RedeemLine = Schema.Struct({ mineral: MineralId, quantity: Schema.Int, coinsEach: Schema.Int, coins: Schema.String })
/** Coins as a whole number (string), ABEY as a balance value: 1 coin = 0.01 ABEY. */
export const RedeemQuote = Schema.Struct({ lines: Schema.Array(RedeemLine), coins: Schema.String, abey: BalanceValue })
export const Redemption = Schema.Struct({ id: Schema.Int, lines: Schema.Array(RedeemLine), coins: Schema.String, abey: BalanceValue, transferId: Schema.NullOr(Schema.Int), createdAt: Timestamp })

export const HistoryQuery = Schema.Struct({ ...PageQuery })
export const MiningHistory = Schema.Struct({ data: Schema.Array(MiningSession), meta: ListMeta })
export const RedeemHistory = Schema.Struct({ data: Schema.Array(Redemption), meta: ListMeta })
