import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { buyShovel } from "../../gold-rush/index"
import { pay } from "../../ledger/index"
import { SHOP_PRODUCTS, seedItem, shopProduct } from "../domain/shop"
import { ShopProductUnavailable, ShopQuantityOutOfRange } from "../errors"
import { LumberYardRepository } from "../ports/lumber-yard.repository.port"

/** The shop's products. */
export const listShopProducts = () => Effect.succeed(SHOP_PRODUCTS)

/**
 * Buys seeds (added to the inventory) or the shovel (Gold Rush's), paid in ABEY through the ledger's payments face in
 * the same unit of work. `idempotencyKey` makes a double click buy once.
 */
export const buyShopProduct = (principal: MemberPrincipal, input: { readonly productId: number; readonly quantity: number }, idempotencyKey: string) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const product = shopProduct(input.productId)
        if (product === null) return yield* new ShopProductUnavailable({ productId: input.productId })
        if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > product.maxQuantity) {
          return yield* new ShopQuantityOutOfRange({ min: 1, max: product.maxQuantity })
        }
        const now = yield* Clock.use((c) => c.now)
        if (product.kind === "tool") {
          const bought = yield* buyShovel(principal, `shop:${idempotencyKey}`)
          return { product, quantity: 1, transferId: bought.transferId }
        }
        const paid = yield* pay({
          payer: principal.memberId,
          amount: product.price * BigInt(input.quantity),
          tender: { asset: "abey", option: "abeyBalanceFirst" },
          code: "shopPurchase",
          reference: { type: "shop", id: product.code },
          idempotencyKey: `shop:${principal.memberId}:${idempotencyKey}`,
          field: "quantity"
        })
        const repo = yield* LumberYardRepository
        if (!paid.replayed) {
          yield* repo.changeInventory(principal.memberId, seedItem(product.wood), input.quantity)
          yield* repo.record({ memberId: principal.memberId, action: "purchase", treeId: null, details: { productId: product.id, quantity: input.quantity }, createdAt: now })
        }
        return { product, quantity: input.quantity, transferId: paid.transferId }
      })
    )
  )
