import { api } from "@iw/contracts"
import {
  type Product,
  USD_SCALE,
  approvePurchase,
  balanceValue,
  getMyPurchase,
  inLang,
  productDescription,
  productName,
  listAllProducts,
  listMyPurchases,
  listProducts,
  listPurchases,
  refundPurchase,
  rejectPurchase,
  saveProduct,
  showPurchase,
  startPurchase,
  submitTransactionHash
} from "@iw/core"
import type { LangCode } from "@iw/contracts/i18n"
import { Effect } from "effect"
import { routes } from "../router"
import { purchaseWire, transferWire } from "../wire"

/** A product: for a member in the reader's language, for staff (who edit it) in English; the other languages beside. */
const productWire = (p: Product, lang: LangCode = "en") => ({
  id: p.id,
  kind: p.kind,
  name: inLang(productName(p), lang),
  description: inLang(productDescription(p), lang),
  translations: p.translations,
  tickets: Number(p.tickets),
  priceUsd: balanceValue(p.priceCents, USD_SCALE).decimal,
  active: p.active,
  sort: p.sort
})

const page = (q: { page?: number; perPage?: number }) => ({ page: q.page ?? 1, perPage: q.perPage ?? 15 })

/** Spec §4 Crypto purchase: the member's invoices and hashes; staff review and the product catalogue. */
export const purchasesRoutes = () =>
  routes(api.purchases, {
    products: ({ lang }) => Effect.map(listProducts("tickets"), (list) => ({ data: list.map((p) => productWire(p, lang)) })),
    list: ({ principal, query, lang }) => Effect.map(listMyPurchases(principal, page(query)), (p) => ({ ...p, data: p.data.map((x) => purchaseWire(x, lang)) })),
    start: ({ principal, body, lang }) => Effect.map(startPurchase(principal, body), (p) => purchaseWire(p, lang)),
    get: ({ principal, params, lang }) => Effect.map(getMyPurchase(principal, params.id), (p) => purchaseWire(p, lang)),
    submitTransaction: ({ principal, params, body, lang }) => Effect.map(submitTransactionHash(principal, params.id, body.txHash), (p) => purchaseWire(p, lang)),
    staffList: ({ principal, query, lang }) =>
      Effect.map(listPurchases(principal, { status: query.status, memberId: query.memberId }, page(query)), (p) => ({ ...p, data: p.data.map((x) => purchaseWire(x, lang)) })),
    staffShow: ({ principal, params, lang }) =>
      Effect.map(showPurchase(principal, params.id), (d) => ({
        purchase: purchaseWire(d.purchase, lang),
        credit: d.credit ? transferWire(d.credit) : null,
        refund: d.refund ? transferWire(d.refund) : null,
        chain: d.chain
      })),
    approve: ({ principal, params, body, lang }) => Effect.map(approvePurchase(principal, params.id, body.reason, body.txHash), (p) => purchaseWire(p, lang)),
    reject: ({ principal, params, body, lang }) => Effect.map(rejectPurchase(principal, params.id, body.reason), (p) => purchaseWire(p, lang)),
    refund: ({ principal, params, body, lang }) => Effect.map(refundPurchase(principal, params.id, body.reason), (p) => purchaseWire(p, lang)),
    staffProducts: ({ principal }) => Effect.map(listAllProducts(principal), (list) => ({ data: list.map((p) => productWire(p)) })),
    createProduct: ({ principal, body }) => Effect.map(saveProduct(principal, null, body), (p) => productWire(p)),
    updateProduct: ({ principal, params, body }) => Effect.map(saveProduct(principal, params.id, body), (p) => productWire(p))
  })
