import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { addSeconds } from "../../kernel/time"
import { ChainGateway } from "../../chain/index"
import { INVOICE_CURRENCY, INVOICE_LIFETIME_SECONDS, MAX_QUANTITY, invoiceAmount, productName } from "../domain/purchase"
import { ProductNotOffered, QuantityOutOfRange } from "../errors"
import { ProductRepository } from "../ports/product.repository.port"
import { PurchaseRepository } from "../ports/purchase.repository.port"

/**
 * `POST member/purchase {productId, quantity}` (spec §4 Crypto purchase): opens an invoice that shows the amount
 * and the address, and lives 5 minutes.
 */
export const startPurchase = (principal: MemberPrincipal, input: { readonly productId: number; readonly quantity: number }) =>
  Effect.gen(function* () {
    if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_QUANTITY) {
      return yield* new QuantityOutOfRange({ min: 1, max: MAX_QUANTITY })
    }
    const product = yield* ProductRepository.use((r) => r.get(input.productId))
    if (product === null || !product.active || product.kind !== "tickets") {
      return yield* new ProductNotOffered({ productId: input.productId })
    }
    const now = yield* Clock.use((c) => c.now)
    const address = yield* ChainGateway.use((c) => c.receivingAddress)
    return yield* PurchaseRepository.use((r) =>
      r.create({
        memberId: principal.memberId,
        productId: product.id,
        productName: productName(product),
        quantity: input.quantity,
        tickets: product.tickets * BigInt(input.quantity),
        currency: INVOICE_CURRENCY,
        amount: invoiceAmount(product, input.quantity),
        address,
        invoiceExpiresAt: addSeconds(now, INVOICE_LIFETIME_SECONDS),
        createdAt: now
      })
    )
  })
