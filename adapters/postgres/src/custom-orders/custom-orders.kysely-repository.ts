import { type CustomOrder, CustomOrderRepository, type OrderEvent, type OrderFile, type OrderKind, type OrderState, type PhotoSide } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"

const ORDER_COLUMNS = ["id", "member_id", "kind", "state", "price", "transfer_id", "refund_transfer_id", "assignee_id", "created_at", "updated_at"] as const
const FILE_COLUMNS = ["id", "order_id", "role", "side", "milestone_id", "name", "mime", "size", "storage_key", "created_at"] as const
const EVENT_COLUMNS = ["id", "order_id", "type", "from_state", "to_state", "note", "actor_kind", "actor_id", "at"] as const

type Row<C extends ReadonlyArray<string>> = { [K in C[number]]: unknown }
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v))

const toOrder = (r: Row<typeof ORDER_COLUMNS>): CustomOrder => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  kind: r.kind as OrderKind,
  state: r.state as OrderState,
  price: BigInt(r.price as string),
  transferId: numOrNull(r.transfer_id),
  refundTransferId: numOrNull(r.refund_transfer_id),
  assigneeId: numOrNull(r.assignee_id),
  createdAt: new Date(r.created_at as Date),
  updatedAt: new Date(r.updated_at as Date)
})

const toFile = (r: Row<typeof FILE_COLUMNS>): OrderFile => ({
  id: Number(r.id),
  orderId: Number(r.order_id),
  role: r.role as OrderFile["role"],
  side: (r.side as PhotoSide | null) ?? null,
  milestoneId: numOrNull(r.milestone_id),
  name: String(r.name),
  mime: String(r.mime),
  size: Number(r.size),
  storageKey: String(r.storage_key),
  createdAt: new Date(r.created_at as Date)
})

const toEvent = (r: Row<typeof EVENT_COLUMNS>): OrderEvent => ({
  id: Number(r.id),
  orderId: Number(r.order_id),
  type: r.type as OrderEvent["type"],
  from: (r.from_state as OrderState | null) ?? null,
  to: (r.to_state as OrderState | null) ?? null,
  note: (r.note as string | null) ?? null,
  actorKind: r.actor_kind as OrderEvent["actorKind"],
  actorId: Number(r.actor_id),
  at: new Date(r.at as Date)
})


/** The custom-orders area's repository (core's CustomOrderRepository). */
export const CustomOrderRepositoryKysely = Layer.effect(
  CustomOrderRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      create: (o) =>
        Effect.map(
          query(db, (x) =>
            x.insertInto("custom_orders").values({ member_id: o.memberId, kind: o.kind, price: o.price.toString(), created_at: o.at, updated_at: o.at }).returning("id").executeTakeFirstOrThrow()
          ),
          (r) => Number(r.id)
        ),
      get: (id, lock = false) =>
        Effect.map(
          query(db, (x) => {
            const q = x.selectFrom("custom_orders").select(ORDER_COLUMNS).where("id", "=", id)
            return (lock ? q.forUpdate() : q).executeTakeFirst()
          }),
          (r) => (r ? toOrder(r) : null)
        ),
      update: (id, change, at) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .updateTable("custom_orders")
              .set({
                updated_at: at,
                ...(change.state === undefined ? {} : { state: change.state }),
                ...(change.transferId === undefined ? {} : { transfer_id: String(change.transferId) }),
                ...(change.refundTransferId === undefined ? {} : { refund_transfer_id: String(change.refundTransferId) }),
                ...(change.assigneeId === undefined ? {} : { assignee_id: change.assigneeId })
              })
              .where("id", "=", id)
              .execute()
          )
        ),
      ofMember: (memberId) =>
        Effect.map(
          query(db, (x) => x.selectFrom("custom_orders").select(ORDER_COLUMNS).where("member_id", "=", memberId).orderBy("id", "desc").limit(200).execute()),
          (rows) => rows.map(toOrder)
        ),
      queue: (q) =>
        Effect.map(
          query(db, async (x) => {
            let base = x.selectFrom("custom_orders").where("kind", "=", q.kind)
            if (q.states !== null && q.states.length > 0) base = base.where("state", "in", [...q.states])
            const rows = await base.select(ORDER_COLUMNS).orderBy("id", "asc").limit(q.limit).offset(q.offset).execute()
            const total = await base.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()
            return { rows: rows.map(toOrder), total: Number(total.n) }
          }),
          (r) => r
        ),
      addFile: (f) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("custom_order_files")
              .values({ order_id: f.orderId, role: f.role, side: f.side, milestone_id: f.milestoneId, name: f.name, mime: f.mime, size: f.size, storage_key: f.storageKey, created_at: f.createdAt })
              .returning("id")
              .executeTakeFirstOrThrow()
          ),
          (r) => Number(r.id)
        ),
      files: (orderId) => Effect.map(query(db, (x) => x.selectFrom("custom_order_files").select(FILE_COLUMNS).where("order_id", "=", orderId).orderBy("id").execute()), (rows) => rows.map(toFile)),
      file: (fileId) => Effect.map(query(db, (x) => x.selectFrom("custom_order_files").select(FILE_COLUMNS).where("id", "=", fileId).executeTakeFirst()), (r) => (r ? toFile(r) : null)),
      addEvent: (e) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("custom_order_events")
              .values({ order_id: e.orderId, type: e.type, from_state: e.from, to_state: e.to, note: e.note, actor_kind: e.actorKind, actor_id: e.actorId, at: e.at })
              .returning("id")
              .executeTakeFirstOrThrow()
          ),
          (r) => Number(r.id)
        ),
      events: (orderId) => Effect.map(query(db, (x) => x.selectFrom("custom_order_events").select(EVENT_COLUMNS).where("order_id", "=", orderId).orderBy("id").execute()), (rows) => rows.map(toEvent))
    }
  })
)
