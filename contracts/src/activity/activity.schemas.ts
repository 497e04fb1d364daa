import { Schema } from "effect"
import { BalanceValue, Text } from "../common"

/** Spec §7 tracker: the route the member looks at, the seconds it was visible since the previous beat, and whether it is visible now. */
export const TrackerBody = Schema.Struct({
  route: Text(512),
  seconds: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 3600 })),
  visibility: Schema.Literals(["visible", "hidden"])
})
export const TrackerResult = Schema.Struct({
  /** The seconds credited (at most 15, and never more than the time since the member's previous beat). */
  credited: Schema.Int
})
export const ActivityPackages = Schema.Struct({
  boxes: Schema.Int,
  reached: Schema.Array(Schema.Int),
  next: Schema.NullOr(Schema.Int),
  missing: Schema.Int,
  windowDays: Schema.Int,
  boxSeconds: Schema.Int
})

const IsoDay = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/))
/** A report's period: ISO dates (CST days), both counted; default the last 30 days; at most 366 days. */
export const StatsQuery = Schema.Struct({ from: Schema.optional(IsoDay), to: Schema.optional(IsoDay) })
const Period = { from: IsoDay, to: IsoDay }

export const SalesRow = Schema.Struct({
  day: IsoDay,
  productId: Schema.Int,
  productName: Schema.String,
  purchases: Schema.Int,
  quantity: Schema.Int,
  currency: Schema.String,
  amount: BalanceValue
})
export const SalesReport = Schema.Struct({ ...Period, data: Schema.Array(SalesRow) })

export const RevenueRow = Schema.Struct({ day: IsoDay, source: Schema.String, asset: Schema.String, transfers: Schema.Int, amount: BalanceValue })
export const RevenueReport = Schema.Struct({ ...Period, data: Schema.Array(RevenueRow) })

export const ActivityDay = Schema.Struct({ day: IsoDay, activeMembers: Schema.Int, seconds: Schema.Int, beats: Schema.Int, boxes: Schema.Int })
export const ActivityRoute = Schema.Struct({ route: Schema.String, seconds: Schema.Int, beats: Schema.Int, memberDays: Schema.Int })
export const UsersActivityReport = Schema.Struct({ ...Period, data: Schema.Array(ActivityDay), routes: Schema.Array(ActivityRoute) })

export const NftTransferRow = Schema.Struct({ day: IsoDay, collection: Schema.String, kind: Schema.Literals(["mint", "transfer"]), count: Schema.Int })
export const NftTransferReport = Schema.Struct({ ...Period, data: Schema.Array(NftTransferRow) })
