import { Effect } from "effect"
import { FileStorage } from "../../files/index"
import { NotFound } from "../../kernel/errors"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { SecureRandom } from "../../kernel/ports/secure-random.port"
import { requirePermission } from "../../kernel/permissions"
import type { StaffPrincipal } from "../../kernel/principal"
import { type CustomOrder, CustomOrderRepository } from "../ports/custom-order.repository.port"

/** Who acts on an order: its member, or an artist of the queue. */
export type OrderActor = { readonly kind: "member"; readonly memberId: number } | { readonly kind: "staff"; readonly staffId: number }

export const actorIdOf = (a: OrderActor): number => (a.kind === "member" ? a.memberId : a.staffId)

/** An artist: staff with the 3d-models role (the only role that works the queues). */
export const queueWorker = (principal: StaffPrincipal) => Effect.as(requirePermission(principal, "custom-orders"), { kind: "staff", staffId: principal.staffId } as const satisfies OrderActor)

/** The order as this actor may see it: a member only their own (another member's id is simply not found). */
export const orderFor = (actor: OrderActor, id: number, lock = false) =>
  Effect.gen(function* () {
    const o = yield* CustomOrderRepository.use((r) => r.get(id, lock))
    if (o === null || (actor.kind === "member" && o.memberId !== actor.memberId)) return yield* new NotFound({ entity: "order", id: String(id) })
    return o
  })

/** A file on its way to storage: a display name, its bytes and its type as read from its content. */
export interface FileToStore {
  readonly name: string
  readonly bytes: Uint8Array
  readonly mime: string
}

/** Writes files under fresh random keys; `work` runs after, and if it fails the files are removed again. */
export const withStoredFiles = <A, E, R>(files: ReadonlyArray<FileToStore>, work: (keys: ReadonlyArray<string>) => Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const storage = yield* FileStorage
    const keys: Array<string> = []
    for (const f of files) {
      const key = `custom-orders/${yield* SecureRandom.use((r) => r.token(18))}`
      yield* storage.put(key, f.bytes)
      keys.push(key)
    }
    return yield* work(keys).pipe(Effect.onError(() => Effect.forEach(keys, (k) => storage.remove(k), { discard: true })))
  })

/** Every queue action is in the audit log, in the action's unit of work. */
export const auditQueue = (actor: OrderActor, action: string, order: Pick<CustomOrder, "id" | "memberId" | "kind">, details: Record<string, unknown> = {}) =>
  actor.kind === "staff"
    ? AuditLog.use((a) =>
        a.record({
          actor: { kind: "staff", id: String(actor.staffId) },
          action: `custom-orders.${action}`,
          target: { type: "custom-order", id: String(order.id) },
          details: { memberId: order.memberId, kind: order.kind, ...details }
        })
      )
    : Effect.void

/** A display name without paths or control characters, at most 120 characters. */
export const cleanName = (name: string, fallback: string): string => (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "").trim().slice(0, 120) || fallback
