import { api } from "@iw/contracts"
import {
  type Product,
  USD_SCALE,
  approvePurchase,
  balanceValue,
  getMyPurchase,
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
import { Effect } from "effect"
import { routes } from "../router"
import { purchaseWire, transferWire } from "../wire"

const productWire = (p: Product) => ({
  id: p.id,
  kind: p.kind,
  name: p.name,
  description: p.description,
  tickets: Number(p.tickets),
  priceUsd: balanceValue(p.priceCents, USD_SCALE).decimal,
  active: p.active,
  sort: p.sort
})

const page = (q: { page?: number; perPage?: number }) => ({ page: q.page ?? 1, perPage: q.perPage ?? 15 })

/** Spec §4 Crypto purchase: the member's invoices and hashes; staff review and the product catalogue. */
export const purchasesRoutes = () =>
  routes(api.purchases, {
    products: () => Effect.map(listProducts("tickets"), (list) => ({ data: list.map(productWire) })),
    list: ({ principal, query }) => Effect.map(listMyPurchases(principal, page(query)), (p) => ({ ...p, data: p.data.map(purchaseWire) })),
    start: ({ principal, body }) => Effect.map(startPurchase(principal, body), purchaseWire),
    get: ({ principal, params }) => Effect.map(getMyPurchase(principal, params.id), purchaseWire),
    submitTransaction: ({ principal, params, body }) => Effect.map(submitTransactionHash(principal, params.id, body.txHash), purchaseWire),
    staffList: ({ principal, query }) => Effect.map(listPurchases(principal, { status: query.status, memberId: query.memberId }, page(query)), (p) => ({ ...p, data: p.data.map(purchaseWire) })),
    staffShow: ({ principal, params }) =>
      Effect.map(showPurchase(principal, params.id), (d) => ({
        purchase: purchaseWire(d.purchase),
        credit: d.credit ? transferWire(d.credit) : null,
        refund: d.refund ? transferWire(d.refund) : null,
        chain: d.chain
      })),
    approve: ({ principal, params, body }) => Effect.map(approvePurchase(principal, params.id, body.reason, body.txHash), purchaseWire),
    reject: ({ principal, params, body }) => Effect.map(rejectPurchase(principal, params.id, body.reason), purchaseWire),
    refund: ({ principal, params, body }) => Effect.map(refundPurchase(principal, params.id, body.reason), purchaseWire),
    staffProducts: ({ principal }) => Effect.map(listAllProducts(principal), (list) => ({ data: list.map(productWire) })),
    createProduct: ({ principal, body }) => Effect.map(saveProduct(principal, null, body), productWire),
    updateProduct: ({ principal, params, body }) => Effect.map(saveProduct(principal, params.id, body), productWire)
  })
