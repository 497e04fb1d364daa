import { api } from "@iw/contracts"
import {
  type Product,
  ValidationFailed,
  approvePurchase,
  balanceValue,
  fieldError,
  getMyPurchase,
  listAllProducts,
  listMyPurchases,
  listProducts,
  listPurchases,
  parseAmount,
  refundPurchase,
  rejectPurchase,
  saveProduct,
  showPurchase,
  startPurchase,
  submitTransactionHash
} from "@iw/core"
import { Effect } from "effect"
import type { makeBinder } from "../router"
import { purchaseWire, transferWire } from "../wire"

const productWire = (p: Product) => ({
  id: p.id,
  kind: p.kind,
  name: p.name,
  description: p.description,
  tickets: Number(p.tickets),
  priceUsd: balanceValue(p.priceCents, 2).decimal,
  active: p.active,
  sort: p.sort
})

const page = (q: { page?: number; perPage?: number }) => ({ page: q.page ?? 1, perPage: q.perPage ?? 15 })

const draftOf = (b: { kind: "tickets" | "shop"; name: string; description: string; tickets: number; priceUsd: string; active: boolean; sort: number }) =>
  Effect.gen(function* () {
    const cents = parseAmount(b.priceUsd, 2)
    if (cents === null) return yield* new ValidationFailed({ errors: fieldError("priceUsd", "validation.numeric") })
    return { kind: b.kind, name: b.name, description: b.description, tickets: BigInt(b.tickets), priceCents: cents, active: b.active, sort: b.sort }
  })

export const purchasesRoutes = (bind: ReturnType<typeof makeBinder>) => {
  const e = api.purchases
  bind(e.products, () => Effect.map(listProducts("tickets"), (list) => ({ data: list.map(productWire) })))
  bind(e.list, ({ principal, query }) => Effect.map(listMyPurchases(principal, page(query)), (p) => ({ ...p, data: p.data.map(purchaseWire) })))
  bind(e.start, ({ principal, body }) => Effect.map(startPurchase(principal, body), purchaseWire))
  bind(e.get, ({ principal, params }) => Effect.map(getMyPurchase(principal, params.id), purchaseWire))
  bind(e.submitTransaction, ({ principal, params, body }) => Effect.map(submitTransactionHash(principal, params.id, body.txHash), purchaseWire))
  bind(e.staffList, ({ principal, query }) =>
    Effect.map(listPurchases(principal, { status: query.status, memberId: query.memberId }, page(query)), (p) => ({ ...p, data: p.data.map(purchaseWire) }))
  )
  bind(e.staffShow, ({ principal, params }) =>
    Effect.map(showPurchase(principal, params.id), (d) => ({
      purchase: purchaseWire(d.purchase),
      credit: d.credit ? transferWire(d.credit) : null,
      refund: d.refund ? transferWire(d.refund) : null,
      chain: d.chain
    }))
  )
  bind(e.approve, ({ principal, params, body }) => Effect.map(approvePurchase(principal, params.id, body.reason, body.txHash), purchaseWire))
  bind(e.reject, ({ principal, params, body }) => Effect.map(rejectPurchase(principal, params.id, body.reason), purchaseWire))
  bind(e.refund, ({ principal, params, body }) => Effect.map(refundPurchase(principal, params.id, body.reason), purchaseWire))
  bind(e.staffProducts, ({ principal }) => Effect.map(listAllProducts(principal), (list) => ({ data: list.map(productWire) })))
  bind(e.createProduct, ({ principal, body }) => Effect.map(Effect.flatMap(draftOf(body), (d) => saveProduct(principal, null, d)), productWire))
  bind(e.updateProduct, ({ principal, params, body }) => Effect.map(Effect.flatMap(draftOf(body), (d) => saveProduct(principal, params.id, d)), productWire))
}
