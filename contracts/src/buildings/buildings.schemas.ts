import { Schema } from "effect"
import { BalanceValue, IdFromString, RowId, Text, Timestamp } from "../common"
import { PlotCoordinate, PlotCoordinateFromString } from "../land/plot-id"

/** Spec §3 Building: sizes, direction. */
export const BuildingSize = Schema.Literals(["1x1", "2x1", "2x2", "3x3", "4x4", "5x5"])
export const BuildingDirection = Schema.Literals(["horizontal", "vertical"])
/** ABEY with the ledger's three options (default abeyBalanceFirst), or tickets where the catalogue allows. */
export const AbeyPaymentOption = Schema.Literals(["abeyBalanceFirst", "bonusFirst", "ordinaryOnly"])
export const BuildingPaymentOption = Schema.Literals(["abeyBalanceFirst", "bonusFirst", "ordinaryOnly", "tickets"])

/** A template of the catalogue: prices in ABEY (and tickets where allowed), the templates it may become. */
export const BuildingTemplate = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  size: BuildingSize,
  plots: Schema.Int,
  price: BalanceValue,
  ticketPrice: Schema.NullOr(Schema.Int),
  exchangeableTo: Schema.Array(Schema.Int),
  premium3d: Schema.Boolean,
  virtual: Schema.Boolean,
  active: Schema.Boolean,
  image: Schema.NullOr(Schema.String),
  paymentOptions: Schema.Array(BuildingPaymentOption)
})
export type BuildingTemplate = typeof BuildingTemplate.Type
export const TemplateList = Schema.Struct({ data: Schema.Array(BuildingTemplate) })

/** Spec §3: a built building keyed by four coordinates (start x/y, end x/y). */
export const BuildingArea = Schema.Struct({ startX: PlotCoordinate, startY: PlotCoordinate, endX: PlotCoordinate, endY: PlotCoordinate })

/** A building the member owns: placed when `area` is set. */
export const OwnedBuilding = Schema.Struct({
  id: Schema.Int,
  memberId: Schema.Int,
  templateId: Schema.Int,
  name: Schema.String,
  size: BuildingSize,
  plots: Schema.Int,
  direction: BuildingDirection,
  placed: Schema.Boolean,
  area: Schema.NullOr(BuildingArea),
  minted: Schema.Boolean,
  premium3d: Schema.Boolean,
  virtual: Schema.Boolean,
  purchasedAt: Timestamp,
  /** In the store's escrow: listed for sale, so not placeable, exchangeable or sellable until the listing ends. */
  listed: Schema.Boolean,
  /** The active listing that holds it (its ID and shelf); null when not listed. */
  listing: Schema.NullOr(Schema.Struct({ id: Schema.Int, category: Schema.String }))
})
export type OwnedBuilding = typeof OwnedBuilding.Type
export const OwnedList = Schema.Struct({ data: Schema.Array(OwnedBuilding) })

/** `GET member/building`: the spec's payload field `buildingId` (spec §3), or `id`. */
export const BuildingQuery = Schema.Struct({ buildingId: Schema.optionalKey(IdFromString), id: Schema.optionalKey(IdFromString) })
/** `GET member/building/template`: the spec's payload field `templatesId` (spec §3), or `id`. */
export const TemplateQuery = Schema.Struct({ templatesId: Schema.optionalKey(IdFromString), id: Schema.optionalKey(IdFromString) })
export const BuildingIdQuery = Schema.Struct({ buildingId: IdFromString })
export const IdParams = Schema.Struct({ id: IdFromString })

/** Spec §3 payload: buildingId, templatesId, paymentOption. Buying names the template and how to pay. */
export const BuyBody = Schema.Struct({ templatesId: RowId, paymentOption: Schema.optionalKey(BuildingPaymentOption) })
export const BuyResult = Schema.Struct({ building: OwnedBuilding, amount: Schema.String, asset: Schema.Literals(["abey", "tickets"]), paidOrdinary: BalanceValue, paidBonus: BalanceValue })

export const PlaceBody = Schema.Struct({ buildingId: RowId, ...BuildingArea.fields })
/** The building after the change, the area it took or left, and the world version of the change. */
export const PlaceResult = Schema.Struct({ building: OwnedBuilding, area: BuildingArea, version: Schema.Int })

/** The member's free PLOTs and the size totals of "Not enough PLOT size". */
export const AvailableAreas = Schema.Struct({
  plots: Schema.Array(Schema.Struct({ x: Schema.Int, y: Schema.Int })),
  ownedPlotSize: Schema.Int,
  placedSize: Schema.Int
})

/** Placed buildings as compact rows `[id, memberId, templateId, startX, startY, endX, endY]`. */
export const MapBuildingsQuery = Schema.Struct({
  x0: Schema.optionalKey(PlotCoordinateFromString),
  y0: Schema.optionalKey(PlotCoordinateFromString),
  x1: Schema.optionalKey(PlotCoordinateFromString),
  y1: Schema.optionalKey(PlotCoordinateFromString)
})
export const MapBuildings = Schema.Struct({
  columns: Schema.Array(Schema.String),
  rows: Schema.Array(Schema.Array(Schema.Int))
})

export const SizeMapType = Schema.Struct({ data: Schema.Array(Schema.Struct({ size: BuildingSize, plots: Schema.Int, templateIds: Schema.Array(Schema.Int) })) })
export const SizeMapBuilding = Schema.Struct({
  data: Schema.Array(Schema.Struct({ buildingId: Schema.Int, templateId: Schema.Int, size: BuildingSize, plots: Schema.Int, placed: Schema.Boolean }))
})

export const ExchangeKind = Schema.Literals(["upgrade", "downgrade", "same"])
export const ExchangeOption = Schema.Struct({ template: BuildingTemplate, kind: ExchangeKind, pay: BalanceValue, refund: BalanceValue })
export const ExchangeCatalog = Schema.Struct({ building: OwnedBuilding, placed: Schema.Boolean, data: Schema.Array(ExchangeOption) })

export const ExchangeQuery = Schema.Struct({ buildingId: IdFromString, templatesId: IdFromString, paymentOption: Schema.optionalKey(AbeyPaymentOption) })
export const ExchangePriceResult = Schema.Struct({ buildingId: Schema.Int, templatesId: Schema.Int, kind: ExchangeKind, pay: BalanceValue, refund: BalanceValue, placed: Schema.Boolean })
export const ExchangeEstimate = Schema.Struct({
  ...ExchangePriceResult.fields,
  paymentOption: AbeyPaymentOption,
  /** What the balances would pay; null when they fall short. */
  split: Schema.NullOr(Schema.Struct({ ordinary: BalanceValue, bonus: BalanceValue })),
  available: BalanceValue
})
export const ExchangeBody = Schema.Struct({ buildingId: RowId, templatesId: RowId, paymentOption: Schema.optionalKey(AbeyPaymentOption) })
export const ExchangeResult = Schema.Struct({ building: OwnedBuilding, kind: ExchangeKind, amount: BalanceValue, version: Schema.Int })
export const PaymentOptions = Schema.Struct({ data: Schema.Array(Schema.String), default: Schema.String })

export const ExchangeHistoryItem = Schema.Struct({
  id: Schema.Int,
  buildingId: Schema.Int,
  fromTemplateId: Schema.Int,
  fromName: Schema.String,
  toTemplateId: Schema.Int,
  toName: Schema.String,
  kind: ExchangeKind,
  amount: BalanceValue,
  exchangedAt: Timestamp
})
export const ExchangeHistory = Schema.Struct({ data: Schema.Array(ExchangeHistoryItem) })
export const PurchaseHistoryItem = Schema.Struct({
  id: Schema.Int,
  buildingId: Schema.Int,
  templateId: Schema.Int,
  name: Schema.String,
  paymentOption: Schema.String,
  asset: Schema.Literals(["abey", "tickets"]),
  amount: Schema.String,
  purchasedAt: Timestamp
})
export const PurchaseHistory = Schema.Struct({ data: Schema.Array(PurchaseHistoryItem) })

export const Exists = Schema.Struct({ exists: Schema.Boolean })

/** Staff: a template's fields on product-registration (prices in whole ABEY as a decimal string, tickets as an integer). */
export const TemplateBody = Schema.Struct({
  id: Schema.optionalKey(RowId),
  name: Text(64).check(Schema.isMinLength(1)),
  size: BuildingSize,
  price: Schema.String.check(Schema.isPattern(/^\d{1,12}(\.\d{1,8})?$/)),
  ticketPrice: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  exchangeableTo: Schema.Array(Schema.Int).check(Schema.isMaxLength(20)),
  premium3d: Schema.Boolean,
  virtual: Schema.Boolean,
  active: Schema.Boolean,
  image: Schema.NullOr(Text(300))
})
export const StaffRemoveBody = Schema.Struct({ reason: Text(500).check(Schema.isMinLength(1)) })
export const MemberParams = Schema.Struct({ id: IdFromString })

/** NFT: mint a building to the linked wallet (the checkbox must be ticked), and the member's NFT profile. */
export const MintBody = Schema.Struct({ buildingId: RowId, confirm: Schema.Boolean })
/** `txHash`: the mint's transaction on the chain (the simulated chain by default). */
export const MintResult = Schema.Struct({ building: OwnedBuilding, address: Schema.String, txHash: Schema.String, version: Schema.Int })
export const NftProfile = Schema.Struct({ address: Schema.NullOr(Schema.String), addressStatus: Schema.String, data: Schema.Array(OwnedBuilding) })
