import { Effect } from "effect"
import { GLB_MIME, HEAD_BYTES, IMAGE_MIME, checkImage, checkModel } from "../../files/index"
import { type FieldError, ValidationFailed, fieldError } from "../../kernel/errors"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { MAX_PREVIEWS, NOTE_MAX, isFinalOrder } from "../domain/order"
import { OrderStateConflict } from "../errors"
import { CustomOrderRepository } from "../ports/custom-order.repository.port"
import { type OrderActor, auditQueue, cleanName, orderFor, withStoredFiles } from "./order-access"
import type { UploadedPhoto } from "./place-order.use-case"

/** Runs `work` on the order locked in one unit of work, refusing a final (cancelled or complete) order. */
const onOpenOrder = <A, E, R>(actor: OrderActor, id: number, action: string, work: (now: Date) => Effect.Effect<A, E, R>) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const order = yield* orderFor(actor, id, true)
        if (isFinalOrder(order.state)) return yield* new OrderStateConflict({ from: order.state, to: order.state, reason: "not_allowed" })
        const out = yield* work(yield* Clock.use((c) => c.now))
        yield* auditQueue(actor, action, order, out as Record<string, unknown>)
        return out
      })
    )
  )

/** An artist takes an order: it is theirs to work (audited). */
export const takeOrder = (actor: OrderActor & { kind: "staff" }, id: number) =>
  Effect.gen(function* () {
    yield* onOpenOrder(actor, id, "take", (now) => Effect.as(CustomOrderRepository.use((r) => r.update(id, { assigneeId: actor.staffId }, now)), { assigneeId: actor.staffId }))
    return yield* orderFor(actor, id)
  })

/**
 * A milestone: the artist's note and up to four preview images (PNG, JPG or WEBP of at most 5 MB, by content), shown
 * to the member like a parcel's tracking steps.
 */
export const addMilestone = (actor: OrderActor & { kind: "staff" }, id: number, noteText: string, previews: ReadonlyArray<UploadedPhoto>) =>
  Effect.gen(function* () {
    const note = noteText.trim()
    if (note === "") return yield* new ValidationFailed({ errors: fieldError("note", "validation.required") })
    if (note.length > NOTE_MAX) return yield* new ValidationFailed({ errors: fieldError("note", "validation.max.string", { max: NOTE_MAX }) })
    if (previews.length > MAX_PREVIEWS) return yield* new ValidationFailed({ errors: fieldError("previews", "upload.TOO_MANY", { max: MAX_PREVIEWS }) })
    const refusals: Array<FieldError> = []
    const files = previews.map((p) => {
      const check = checkImage({ size: p.bytes.length, head: p.bytes.subarray(0, HEAD_BYTES) })
      if ("error" in check) refusals.push({ ...check.error, params: { ...check.error.params, name: p.name.slice(0, 100) } })
      return { name: cleanName(p.name, "preview"), bytes: p.bytes, mime: "kind" in check ? IMAGE_MIME[check.kind] : "" }
    })
    if (refusals.length > 0) return yield* new ValidationFailed({ errors: { previews: refusals } })
    yield* withStoredFiles(files, (keys) =>
      onOpenOrder(actor, id, "milestone", (now) =>
        Effect.gen(function* () {
          const repo = yield* CustomOrderRepository
          const milestoneId = yield* repo.addEvent({ orderId: id, type: "milestone", from: null, to: null, note, actorKind: "staff", actorId: actor.staffId, at: now })
          for (const [i, f] of files.entries()) {
            yield* repo.addFile({ orderId: id, role: "preview", side: null, milestoneId, name: f.name, mime: f.mime, size: f.bytes.length, storageKey: keys[i]!, createdAt: now })
          }
          return { milestoneId, previews: files.length }
        })
      )
    )
    return yield* orderFor(actor, id)
  })

/** The finished file: a glb (glTF binary by its first bytes, at most 19 MB); a later upload replaces the earlier as the one the member downloads. */
export const uploadDeliverable = (actor: OrderActor & { kind: "staff" }, id: number, file: UploadedPhoto | undefined) =>
  Effect.gen(function* () {
    if (file === undefined) return yield* new ValidationFailed({ errors: fieldError("deliverable", "validation.required") })
    const refusal = checkModel({ size: file.bytes.length, head: file.bytes.subarray(0, HEAD_BYTES) })
    if (refusal !== null) return yield* new ValidationFailed({ errors: { deliverable: [refusal] } })
    const name = cleanName(file.name, "model.glb").replace(/(\.glb)?$/i, ".glb")
    yield* withStoredFiles([{ name, bytes: file.bytes, mime: GLB_MIME }], (keys) =>
      onOpenOrder(actor, id, "deliverable", (now) =>
        Effect.map(
          CustomOrderRepository.use((r) => r.addFile({ orderId: id, role: "deliverable", side: null, milestoneId: null, name, mime: GLB_MIME, size: file.bytes.length, storageKey: keys[0]!, createdAt: now })),
          (fileId) => ({ fileId, size: file.bytes.length })
        )
      )
    )
    return yield* orderFor(actor, id)
  })
