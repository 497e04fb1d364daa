import { Schema } from "effect"
import { BalanceValue, IdFromString, ListMeta, NumberFromDigits, Text, Timestamp } from "../common"
import { PlotCoordinate, PlotCoordinateFromString, PlotId, PlotIdQuery } from "./plot-id"

/** Coordinates on the wire (see plot-id.ts): whole numbers from 0; in a query they arrive as strings. */
export const CoordInt = PlotCoordinate
export const CoordFromString = PlotCoordinateFromString

export const PlotStatus = Schema.Literals(["available", "sold", "owned", "minted", "staked", "placed", "unavailable", "temporarily_unavailable", "reserved"])
/** Every state of spec §4, including a cart line's `in_cart` and `sold_out`. */
export const PlotState = Schema.Literals(["available", "in_cart", "sold", "owned", "minted", "staked", "placed", "sold_out", "unavailable", "temporarily_unavailable", "reserved"])
export const PlotKind = Schema.Literals(["land", "road", "plaza"])
export const PlotLevel = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 4 }))

/** Spec §3 PLOT. Price in ABEY. */
export const Plot = Schema.Struct({
  ...PlotId.fields,
  level: Schema.Int,
  size: Schema.Int,
  price: BalanceValue,
  status: PlotStatus,
  ownerId: Schema.NullOr(Schema.Int),
  name: Schema.NullOr(Schema.String),
  image: Schema.NullOr(Schema.String),
  minted: Schema.Boolean,
  purchaseDate: Schema.NullOr(Timestamp),
  kind: PlotKind,
  districtId: Schema.NullOr(Schema.Int)
})
export type Plot = typeof Plot.Type

/** Spec §7 member/map: perPage defaults to 12000 (spec §9). */
export const MapQuery = Schema.Struct({
  page: Schema.optionalKey(IdFromString),
  perPage: Schema.optionalKey(NumberFromDigits.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 20000 })))
})
export const MapPage = Schema.Struct({ data: Schema.Array(Plot), meta: ListMeta })

export const CoordQuery = PlotIdQuery
export const AroundQuery = Schema.Struct({
  ...PlotIdQuery.fields,
  radius: Schema.optionalKey(NumberFromDigits.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 25 })))
})
export const PlotList = Schema.Struct({ data: Schema.Array(Plot) })
export const MyPlotsQuery = Schema.Struct({
  page: Schema.optionalKey(IdFromString),
  perPage: Schema.optionalKey(NumberFromDigits.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 })))
})

export const Area = Schema.Struct({ x0: CoordInt, y0: CoordInt, x1: CoordInt, y1: CoordInt })

export const District = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  x0: Schema.Int,
  y0: Schema.Int,
  x1: Schema.Int,
  y1: Schema.Int,
  thumbnail: Schema.NullOr(Schema.String),
  plots: Schema.Int,
  available: Schema.Int
})
export const DistrictList = Schema.Struct({ data: Schema.Array(District) })

export const ReservedArea = Schema.Struct({ id: Schema.Int, name: Schema.String, x0: Schema.Int, y0: Schema.Int, x1: Schema.Int, y1: Schema.Int, createdAt: Timestamp })
export const ReservedAreaList = Schema.Struct({ data: Schema.Array(ReservedArea) })
/** The staff list of reserved areas: each with the number of registered plots inside it. */
export const ReservedAreaSummary = Schema.Struct({ ...ReservedArea.fields, plots: Schema.Int })
export const ReservedAreaSummaryList = Schema.Struct({ data: Schema.Array(ReservedAreaSummary) })

export const Activation = Schema.Struct({ activatedAt: Timestamp, expiresAt: Timestamp })

/** What an activation started now would cost (the fee, in ABEY), how many days it runs and when it would end. */
export const ActivationOffer = Schema.Struct({ fee: BalanceValue, days: Schema.Int, endsAt: Timestamp })

/**
 * What the caller may do with a PLOT, decided by the server's rules so a client shows them without its own copy:
 * activate it (their land), mint it (theirs, not minted yet), and the activation offer. Each request is still
 * decided by the server (the open date, a running activation, the phase 2 rule, the balance).
 */
export const PlotActions = {
  canActivate: Schema.Boolean,
  canMint: Schema.Boolean,
  activationOffer: ActivationOffer
}

/**
 * A row of `member/plots/member`: the PLOT with its latest activation by the caller and whether it runs now, so the
 * my-plots page needs one request per page.
 */
export const MyPlot = Schema.Struct({ ...Plot.fields, activation: Schema.NullOr(Activation), activeNow: Schema.Boolean, ...PlotActions })
export const MyPlotsPage = Schema.Struct({ data: Schema.Array(MyPlot), meta: ListMeta })

export const PlotDetail = Schema.Struct({
  plot: Plot,
  mine: Schema.Boolean,
  activation: Schema.NullOr(Activation),
  activeNow: Schema.Boolean,
  reservedArea: Schema.NullOr(ReservedArea),
  ...PlotActions,
  /** How many PLOTs a cart holds ("Cart limit exceeded" past it). */
  cartLimit: Schema.Int
})

/** A square of the map with how many of its plots are for sale: the client loads and redraws by tile. */
export const Tile = Schema.Struct({ x0: Schema.Int, y0: Schema.Int, x1: Schema.Int, y1: Schema.Int, plots: Schema.Int, available: Schema.Int })
export const TileList = Schema.Struct({ tileSize: Schema.Int, version: Schema.Int, width: Schema.Int, height: Schema.Int, data: Schema.Array(Tile) })

export const Statistics = Schema.Struct({
  total: Schema.Int,
  byStatus: Schema.Record(Schema.String, Schema.Int),
  /** Plots members hold (sold, owned, minted, staked, placed). */
  held: Schema.Int,
  byLevel: Schema.Array(Schema.Struct({ level: Schema.Int, total: Schema.Int, available: Schema.Int, minPrice: BalanceValue, maxPrice: BalanceValue })),
  version: Schema.Int
})

export const CoordBody = PlotId
/**
 * A cart: the plots to check or buy. 1000 bounds the body's size only; the cart rule (core's CART_LIMIT, answered as
 * `cartLimit` by member/plot) refuses far fewer, with spec §8's "Cart limit exceeded".
 */
export const CartBody = Schema.Struct({ plots: Schema.Array(CoordBody).check(Schema.isMinLength(1), Schema.isMaxLength(1000)) })

export const CartLine = Schema.Struct({ ...PlotId.fields, state: PlotState, price: BalanceValue, level: Schema.Int })
export const Cart = Schema.Struct({ data: Schema.Array(CartLine), total: BalanceValue, limit: Schema.Int })

export const PurchaseResult = Schema.Struct({
  plots: Schema.Array(Plot),
  total: BalanceValue,
  paidBonus: BalanceValue,
  paidOrdinary: BalanceValue,
  transferId: Schema.NullOr(Schema.Int),
  version: Schema.Int
})

export const ActivationResult = Schema.Struct({ plot: Plot, activation: Activation, fee: BalanceValue })

/** Minting needs the checkbox: `confirm` must be true (spec §5). */
export const MintBody = Schema.Struct({ ...PlotId.fields, confirm: Schema.Boolean })
export const MintResult = Schema.Struct({ plot: Plot, address: Schema.NullOr(Schema.String) })

/** Staff plot registration: an area of plots with a level, a price in ABEY and a kind; optionally a new district. */
export const RegisterPlotsBody = Schema.Struct({
  area: Area,
  level: PlotLevel,
  price: Text(30),
  kind: PlotKind,
  district: Schema.optionalKey(Schema.Struct({ name: Text(64).check(Schema.isMinLength(1)), thumbnail: Schema.optionalKey(Schema.NullOr(Text(500))) }))
})
export const RegisterPlotsResult = Schema.Struct({ count: Schema.Int, version: Schema.Int, districtId: Schema.NullOr(Schema.Int) })

export const ReserveAreaBody = Schema.Struct({ area: Area, name: Text(64).check(Schema.isMinLength(1)) })
export const ReserveAreaResult = Schema.Struct({ area: ReservedArea, count: Schema.Int, version: Schema.Int })

export const SalesQuery = Schema.Struct({ from: Schema.optionalKey(Text(30)), to: Schema.optionalKey(Text(30)) })
export const SalesReport = Schema.Struct({
  from: Timestamp,
  to: Timestamp,
  count: Schema.Int,
  amount: BalanceValue,
  buyers: Schema.Int,
  days: Schema.Array(Schema.Struct({ day: Schema.String, count: Schema.Int, amount: BalanceValue })),
  byLevel: Schema.Array(Schema.Struct({ level: Schema.Int, count: Schema.Int, amount: BalanceValue }))
})

export const DeltaQuery = Schema.Struct({ since: NumberFromDigits.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)) })

/** What staff do to the sale of an area's land: suspend (temporarily unavailable) and resume, withdraw (unavailable) and release. */
export const AreaAction = Schema.Literals(["suspend", "resume", "withdraw", "release"])
export const AreaAvailabilityBody = Schema.Struct({ area: Area, action: AreaAction })
/** How many plots moved, and how many land plots of the area stayed as they were (held, reserved, already there). */
export const AreaAvailabilityResult = Schema.Struct({ action: AreaAction, count: Schema.Int, unchanged: Schema.Int, version: Schema.Int })

export const UnreserveResult = Schema.Struct({ area: ReservedArea, count: Schema.Int, version: Schema.Int })

export const IdParams = Schema.Struct({ id: IdFromString })
/** A district's name and thumbnail; a field left out keeps its value, a null thumbnail removes it. */
export const EditDistrictBody = Schema.Struct({
  name: Schema.optionalKey(Text(64).check(Schema.isMinLength(1))),
  thumbnail: Schema.optionalKey(Schema.NullOr(Text(500)))
})
export const DeleteDistrictResult = Schema.Struct({ id: Schema.Int, name: Schema.String, plots: Schema.Int, version: Schema.Int })

/** `plots show x,y` and the staff plot page: everything about one PLOT. */
export const StaffPlotDetail = Schema.Struct({
  plot: Plot,
  district: Schema.NullOr(District),
  owner: Schema.NullOr(Schema.Struct({ id: Schema.Int, name: Schema.NullOr(Schema.String) })),
  activation: Schema.NullOr(Schema.Struct({ memberId: Schema.Int, activatedAt: Timestamp, expiresAt: Timestamp, activeNow: Schema.Boolean })),
  mint: Schema.NullOr(Schema.Struct({ memberId: Schema.Int, address: Schema.String, mintedAt: Timestamp })),
  reservedAreas: Schema.Array(ReservedArea)
})
