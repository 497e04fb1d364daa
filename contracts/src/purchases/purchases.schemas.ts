import { Schema } from "effect"
import { BalanceValue, IdFromString, listOf, MemberId, PageQuery, RowId, Text, Timestamp } from "../common"


/** A product's name and description in the languages other than English (English is `name`, `description`). */
const ProductWords = Schema.Struct({ name: Text(200), description: Text(1000) })
export const ProductTranslations = Schema.Struct({
  cn: Schema.optionalKey(ProductWords),
  tc: Schema.optionalKey(ProductWords),
  jp: Schema.optionalKey(ProductWords),
  kr: Schema.optionalKey(ProductWords),
  ru: Schema.optionalKey(ProductWords)
})
export const ProductKind = Schema.Literals(["tickets", "shop"])
export const Product = Schema.Struct({
  id: Schema.Int,
  kind: ProductKind,
  /** Members get them in the request's Accept-Language (English where the product has none in it); staff, in English. */
  name: Schema.String,
  description: Schema.String,
  /** The other languages, as staff wrote them. */
  translations: ProductTranslations,
  tickets: Schema.Int,
  /** US dollars, exact, e.g. "12.5". */
  priceUsd: Schema.String,
  active: Schema.Boolean,
  sort: Schema.Int
})
export const ProductList = Schema.Struct({ data: Schema.Array(Product) })

export const PurchaseStatus = Schema.Literals(["incomplete", "pending", "approved", "rejected", "refunded"])
/** Why an incomplete purchase needs action (null while its invoice is open and simply awaits payment). */
export const PurchaseIssue = Schema.Literals(["invoice_expired", "late", "amount", "recipient", "currency"])
export const Purchase = Schema.Struct({
  id: Schema.Int,
  memberId: MemberId,
  productId: Schema.Int,
  productName: Schema.String,
  quantity: Schema.Int,
  tickets: Schema.Int,
  currency: Schema.String,
  amount: BalanceValue,
  address: Schema.String,
  status: PurchaseStatus,
  issue: Schema.NullOr(PurchaseIssue),
  txHash: Schema.NullOr(Schema.String),
  invoiceExpiresAt: Timestamp,
  reviewNote: Schema.NullOr(Schema.String),
  createdAt: Timestamp,
  updatedAt: Timestamp
})
export const PurchaseList = listOf(Purchase)
export const StartPurchaseBody = Schema.Struct({
  productId: RowId,
  quantity: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(100))
})
export const TxHashBody = Schema.Struct({ txHash: Text(100) })
export const IdParams = Schema.Struct({ id: IdFromString })
export const PurchaseQuery = Schema.Struct({ ...PageQuery, status: Schema.optionalKey(PurchaseStatus), memberId: Schema.optionalKey(IdFromString) })
export const ReasonBody = Schema.Struct({ reason: Text(500) })
/** Approving may name the payment's hash when the member never entered one (staff found the payment themselves). */
export const ApproveBody = Schema.Struct({ reason: Text(500), txHash: Schema.optionalKey(Text(100)) })

export const Transfer = Schema.Struct({
  id: Schema.Int,
  code: Schema.String,
  createdAt: Timestamp,
  legs: Schema.Array(Schema.Struct({ from: Schema.String, to: Schema.String, asset: Schema.String, amount: BalanceValue }))
})
export const PurchaseChain = Schema.Struct({ kind: Schema.String, simulated: Schema.Boolean })
export const PurchaseDetail = Schema.Struct({ purchase: Purchase, credit: Schema.NullOr(Transfer), refund: Schema.NullOr(Transfer), chain: PurchaseChain })

export const ProductBody = Schema.Struct({
  kind: ProductKind,
  name: Text(200),
  description: Text(1000),
  translations: Schema.optionalKey(ProductTranslations),
  tickets: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(1_000_000)),
  priceUsd: Text(20),
  active: Schema.Boolean,
  sort: Schema.Int.check(Schema.isBetween({ minimum: -1000, maximum: 1000 }))
})

