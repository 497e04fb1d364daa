import { Effect } from "effect"
import { HEAD_BYTES, IMAGE_MIME, checkImage, sniffImage } from "../../files/index"
import { ValidationFailed, hasFieldErrors } from "../../kernel/errors"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { pay } from "../../ledger/index"
import { type OrderKind, ORDER_PRICES, SIDES_OF, checkOrderPhotos } from "../domain/order"
import { CustomOrderRepository } from "../ports/custom-order.repository.port"
import { cleanName, withStoredFiles } from "./order-access"

/** A photo as it arrived: the sender's file name and its bytes. */
export interface UploadedPhoto {
  readonly name: string
  readonly bytes: Uint8Array
}

/**
 * A member orders a custom avatar or 3D model (spec §1, §5, §9). The photos are checked first: every side the kind
 * needs, each a PNG, JPG or WEBP of at most 5 MB by content; a refused set charges and stores nothing. Then, in one
 * unit of work, the order is created, its price in experience tickets is paid through the ledger (tickets from the
 * lots that expire first; 422 on a shortfall), the photos are attached and the first move (to queued) recorded.
 */
export const placeOrder = (memberId: number, kind: OrderKind, photos: Readonly<Partial<Record<string, UploadedPhoto>>>) =>
  Effect.gen(function* () {
    const heads = Object.fromEntries(Object.entries(photos).flatMap(([side, p]) => (p ? [[side, { size: p.bytes.length, head: p.bytes.subarray(0, HEAD_BYTES) }]] : [])))
    const errors = checkOrderPhotos(kind, heads, (p) => {
      const check = checkImage(p)
      return "error" in check ? check.error : null
    })
    if (hasFieldErrors(errors)) return yield* new ValidationFailed({ errors })
    const sides = SIDES_OF[kind]
    const files = sides.map((side) => {
      const p = photos[side]!
      const mime = IMAGE_MIME[sniffImage(p.bytes.subarray(0, HEAD_BYTES))!]
      return { side, name: cleanName(p.name, `${side}`), bytes: p.bytes, mime }
    })
    return yield* withStoredFiles(files, (keys) =>
      Transactor.use((tx) =>
        tx.transaction(
          Effect.gen(function* () {
            const now = yield* Clock.use((c) => c.now)
            const repo = yield* CustomOrderRepository
            const price = ORDER_PRICES[kind]
            const id = yield* repo.create({ memberId, kind, price, at: now })
            const payment = yield* pay({
              payer: memberId,
              amount: price,
              tender: { asset: "tickets" },
              code: "customOrder",
              reference: { type: "custom-order", id: String(id) },
              idempotencyKey: `custom-order:${id}`,
              field: "tickets"
            })
            yield* repo.update(id, { transferId: payment.transferId! }, now)
            for (const [i, f] of files.entries()) {
              yield* repo.addFile({ orderId: id, role: "photo", side: f.side, milestoneId: null, name: f.name, mime: f.mime, size: f.bytes.length, storageKey: keys[i]!, createdAt: now })
            }
            yield* repo.addEvent({ orderId: id, type: "move", from: null, to: "queued", note: null, actorKind: "member", actorId: memberId, at: now })
            return id
          })
        )
      )
    )
  })
