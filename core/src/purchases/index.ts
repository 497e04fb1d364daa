/**
 * purchases — experience tickets bought with crypto: products, invoices, transaction hashes checked on the chain,
 * staff review, and the tickets credited (and refunded) through the ledger. The public face of the area.
 */

// The model
export {
  INVOICE_CURRENCY,
  INVOICE_LIFETIME_SECONDS,
  MAX_QUANTITY,
  type Product,
  type ProductTranslations,
  productDescription,
  productName,
  type Purchase,
  PURCHASE_ISSUES,
  PURCHASE_STATUSES,
  type PurchaseIssue,
  type PurchaseStatus,
  USDT_MINOR_PER_CENT
} from "./domain/purchase"

// What it refuses with
export * from "./errors"

// The ports adapters implement
export * from "./ports/product.repository.port"
export * from "./ports/purchase.repository.port"

// What members do
export { getMyPurchase, listMyPurchases } from "./use-cases/list-my-purchases.use-case"
export { listProducts } from "./use-cases/list-products.use-case"
export { startPurchase } from "./use-cases/start-purchase.use-case"
export { submitTransactionHash } from "./use-cases/submit-transaction-hash.use-case"

// What staff do
export { approvePurchase, listPurchases, refundPurchase, rejectPurchase, showPurchase } from "./use-cases/review-purchase.use-case"
export { type ProductInput, USD_SCALE, listAllProducts, saveProduct } from "./use-cases/save-product.use-case"
export { simulatePayment } from "./use-cases/simulate-payment.use-case"

// Periodic jobs (apps/api/src/jobs.ts)
export { expireInvoices, reconcilePurchases } from "./use-cases/settle-purchase"
