import { Schema } from "effect"
import { BalanceValue, IdFromString, ListMeta, MemberId, NumberFromDigits, PageQuery, RowId, Text, Timestamp } from "../common"

/** Spec §2 side menus: every category of the Sell menu (the Buy menu's are a subset). */
export const MarketCategory = Schema.Literals([
  "vshop",
  "vshop-files",
  "vehicles",
  "buildings",
  "premium-buildings",
  "avatars",
  "furniture",
  "animation",
  "plants_trees",
  "pets",
  "virtualbuildings",
  "minerals",
  "wood",
  "custom_models"
])
/** Spec §3 Asset types. */
export const AssetType = Schema.Literals([
  "car",
  "car-skin",
  "boat",
  "jetski",
  "motorcycle",
  "helicopter",
  "premium-building",
  "building-size",
  "furniture-set",
  "avatar",
  "animation",
  "plant-tree",
  "pet",
  "vshop-item"
])
/** Minerals (1 iron … 5 diamond) and wood (6 soft … 8 luxury) as the ledger names them. */
export const MarketResource = Schema.Literals(["mineral_1", "mineral_2", "mineral_3", "mineral_4", "mineral_5", "wood_6", "wood_7", "wood_8"])
export const ListingState = Schema.Literals(["active", "sold", "expired", "cancelled"])
export const PaymentOption = Schema.Literals(["abeyBalanceFirst", "bonusFirst", "ordinaryOnly"])
/** An ABEY amount as a plain decimal (up to 8 decimals). */
export const AbeyDecimal = Schema.String.check(Schema.isPattern(/^\d{1,12}(\.\d{1,8})?$/))

/** Spec §3 Listing: listing ID, owner ID, amount, quantity, unit price, price, expiry, date and fee. */
export const Listing = Schema.Struct({
  id: Schema.Int,
  /** The seller; null when the house sells its primary stock (then `house` is true). */
  ownerId: Schema.NullOr(Schema.Int),
  house: Schema.Boolean,
  category: MarketCategory,
  /** asset: one asset; resource: units of a mineral or wood; stock: units of the house's primary stock; building: one building. */
  itemKind: Schema.Literals(["asset", "resource", "stock", "building"]),
  itemKey: Schema.String,
  name: Schema.String,
  /** The asset type of an asset or of house stock. */
  assetType: Schema.NullOr(AssetType),
  assetId: Schema.NullOr(Schema.Int),
  buildingId: Schema.NullOr(Schema.Int),
  resource: Schema.NullOr(MarketResource),
  amount: Schema.Int,
  quantity: Schema.Int,
  unitPrice: BalanceValue,
  price: BalanceValue,
  feePercent: Schema.String,
  fee: BalanceValue,
  proceeds: BalanceValue,
  state: ListingState,
  expiry: Timestamp,
  date: Timestamp
})
export type Listing = typeof Listing.Type
export const ListingList = Schema.Struct({ data: Schema.Array(Listing), meta: ListMeta })

export const BrowseQuery = Schema.Struct({
  ...PageQuery,
  category: Schema.optionalKey(MarketCategory),
  itemKey: Schema.optionalKey(Text(40)),
  minPrice: Schema.optionalKey(AbeyDecimal),
  maxPrice: Schema.optionalKey(AbeyDecimal),
  sort: Schema.optionalKey(Schema.Literals(["newest", "priceAsc", "priceDesc"]))
})
export const MineQuery = Schema.Struct({ ...PageQuery, state: Schema.optionalKey(ListingState) })
export const HistoryQuery = Schema.Struct({ ...PageQuery })

export const CreateListingBody = Schema.Struct({
  category: MarketCategory,
  assetId: Schema.optionalKey(RowId),
  /** One of the caller's buildings, taken off its PLOTs first (virtualbuildings, premium-buildings, buildings). */
  buildingId: Schema.optionalKey(RowId),
  resource: Schema.optionalKey(MarketResource),
  quantity: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000 }))),
  unitPrice: AbeyDecimal,
  days: Schema.optionalKey(Schema.Literals([1, 3, 7, 14, 30]))
})

export const BuyBody = Schema.Struct({
  listingId: RowId,
  quantity: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000 }))),
  paymentOption: Schema.optionalKey(PaymentOption)
})
export const BuyResult = Schema.Struct({ listing: Listing, quantity: Schema.Int, price: BalanceValue, fee: BalanceValue, paidOrdinary: BalanceValue, paidBonus: BalanceValue })

export const IdParams = Schema.Struct({ id: IdFromString })

/** What the store keeps of a sale, for a member's history (seen from their side) and price history. */
export const Sale = Schema.Struct({
  id: Schema.Int,
  listingId: Schema.Int,
  category: MarketCategory,
  itemKey: Schema.String,
  name: Schema.String,
  side: Schema.Literals(["sold", "bought"]),
  /** The other member; null when bought from the house. */
  counterpartyId: Schema.NullOr(Schema.Int),
  quantity: Schema.Int,
  unitPrice: BalanceValue,
  price: BalanceValue,
  fee: BalanceValue,
  net: BalanceValue,
  date: Timestamp
})
export const SaleList = Schema.Struct({ data: Schema.Array(Sale), meta: ListMeta })

export const PriceHistoryQuery = Schema.Struct({ itemKey: Text(40), days: Schema.optionalKey(NumberFromDigits.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 365 }))) })
export const PriceHistory = Schema.Struct({
  itemKey: Schema.String,
  data: Schema.Array(Schema.Struct({ day: Timestamp, units: Schema.Int, averageUnitPrice: BalanceValue, lastUnitPrice: BalanceValue }))
})

/** The store's terms a sell dialog shows before confirming: the fee and the price bounds of every category. */
export const MarketTerms = Schema.Struct({
  feeBasisPoints: Schema.Int,
  feePercent: Schema.String,
  listingDays: Schema.Array(Schema.Int),
  defaultDays: Schema.Int,
  bounds: Schema.Array(Schema.Struct({ category: MarketCategory, min: BalanceValue, max: BalanceValue }))
})

export const AssetShare = Schema.Struct({ id: Schema.Int, memberId: Schema.Int, sharedAt: Timestamp, endedAt: Schema.NullOr(Timestamp) })
export const Asset = Schema.Struct({
  id: Schema.Int,
  ownerId: Schema.Int,
  type: AssetType,
  category: MarketCategory,
  name: Schema.String,
  state: Schema.Literals(["held", "listed", "rented"]),
  createdAt: Timestamp,
  shares: Schema.Array(AssetShare)
})
/** The caller's assets, the minerals and wood they may sell (whole units), and what others share with them. */
export const ResourceHolding = Schema.Struct({ resource: MarketResource, category: MarketCategory, units: Schema.Int })
export const ResourceHoldings = Schema.Struct({ data: Schema.Array(ResourceHolding) })
/** One of the caller's buildings as the Sell menu shows it: listable only when `held` (not placed, minted or listed). */
export const SellableBuilding = Schema.Struct({
  id: Schema.Int,
  templateId: Schema.Int,
  name: Schema.String,
  size: Schema.String,
  category: MarketCategory,
  state: Schema.Literals(["held", "placed", "minted", "listed"])
})
export const MyAssets = Schema.Struct({
  data: Schema.Array(Asset),
  resources: Schema.Array(ResourceHolding),
  buildings: Schema.Array(SellableBuilding),
  sharedWithMe: Schema.Array(Schema.Struct({ id: Schema.Int, ownerId: Schema.Int, type: AssetType, name: Schema.String }))
})
export const ShareBody = Schema.Struct({ assetId: RowId, memberId: MemberId })
export const UnshareBody = Schema.Struct({ assetId: RowId })
export const ShareResult = Schema.Struct({ assetId: Schema.Int, share: AssetShare })

export const MemberParams = Schema.Struct({ id: IdFromString })
export const StaffCancelBody = Schema.Struct({ reason: Text(500).check(Schema.isMinLength(1)) })
export const StaffListingsQuery = Schema.Struct({ ...PageQuery, category: Schema.optionalKey(MarketCategory), state: Schema.optionalKey(ListingState) })
export const StaffMemberMarket = Schema.Struct({ assets: Schema.Array(Asset), listings: Schema.Array(Listing) })
export const GrantBody = Schema.Struct({ memberId: MemberId, type: AssetType, name: Text(64).check(Schema.isMinLength(1)), reason: Text(500).check(Schema.isMinLength(1)) })
export const GrantResourceBody = Schema.Struct({ memberId: MemberId, resource: MarketResource, units: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000 })), reason: Text(500).check(Schema.isMinLength(1)) })
export const StatsQuery = Schema.Struct({ from: Schema.optionalKey(Timestamp), to: Schema.optionalKey(Timestamp) })
export const AssetsHistoryStats = Schema.Struct({
  from: Timestamp,
  to: Timestamp,
  data: Schema.Array(Schema.Struct({ day: Timestamp, sales: Schema.Int, units: Schema.Int, value: BalanceValue, fees: BalanceValue }))
})

/** Staff register house stock: units of an asset kind of the Buy menu at a unit price in ABEY, 1 to 365 days on the shelf (365 by default). */
export const HouseStockBody = Schema.Struct({
  assetType: AssetType,
  name: Text(64).check(Schema.isMinLength(1)),
  quantity: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100_000 })),
  unitPrice: AbeyDecimal,
  days: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 365 })))
})
/** Staff revise active house stock: the units still offered, the unit price, and optionally the days left from now. */
export const HouseStockReviseBody = Schema.Struct({
  quantity: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100_000 })),
  unitPrice: AbeyDecimal,
  days: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 365 })))
})
export const HouseStockQuery = Schema.Struct({ ...PageQuery, state: Schema.optionalKey(ListingState) })
