import { type Localized, type Product, ProductRepository, type Purchase, type PurchaseIssue, PurchaseRepository, type PurchaseStatus } from "@iw/core"
import { Effect, Layer } from "effect"
import type { Selectable } from "kysely"
import type { Database } from "../database"
import { Db, query } from "../executor"

const toProduct = (r: Selectable<Database["products"]>): Product => ({
  id: Number(r.id),
  kind: r.kind as Product["kind"],
  name: r.name,
  description: r.description,
  translations: r.translations ?? {},
  tickets: BigInt(r.tickets),
  priceCents: BigInt(r.price_cents),
  active: r.active,
  sort: r.sort
})

const PRODUCT_COLUMNS = ["id", "kind", "name", "description", "tickets", "price_cents", "active", "sort", "translations"] as const

export const ProductRepositoryKysely = Layer.effect(
  ProductRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      list: (f) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("products")
              .select(PRODUCT_COLUMNS)
              .$if(f.activeOnly, (b) => b.where("active", "=", true))
              .$if(f.kind !== undefined, (b) => b.where("kind", "=", f.kind!))
              .orderBy("sort")
              .orderBy("id")
              .execute()
          ),
          (rows) => rows.map(toProduct)
        ),
      get: (id) => Effect.map(query(db, (x) => x.selectFrom("products").select(PRODUCT_COLUMNS).where("id", "=", id).executeTakeFirst()), (r) => (r ? toProduct(r) : null)),
      create: (d) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("products")
              .values({ kind: d.kind, name: d.name, description: d.description, translations: JSON.stringify(d.translations), tickets: d.tickets.toString(), price_cents: d.priceCents.toString(), active: d.active, sort: d.sort })
              .returning(PRODUCT_COLUMNS)
              .executeTakeFirstOrThrow()
          ),
          toProduct
        ),
      update: (id, d) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .updateTable("products")
              .set({ kind: d.kind, name: d.name, description: d.description, translations: JSON.stringify(d.translations), tickets: d.tickets.toString(), price_cents: d.priceCents.toString(), active: d.active, sort: d.sort })
              .where("id", "=", id)
              .execute()
          )
        )
    }
  })
)

const PURCHASE_COLUMNS = [
  "id",
  "member_id",
  "product_id",
  "product_name",
  "product_names",
  "quantity",
  "tickets",
  "currency",
  "amount",
  "address",
  "status",
  "tx_hash",
  "invoice_expires_at",
  "review_note",
  "transfer_id",
  "refund_transfer_id",
  "created_at",
  "updated_at",
  "issue"
] as const

const toPurchase = (r: Pick<Selectable<Database["purchases"]>, (typeof PURCHASE_COLUMNS)[number]>): Purchase => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  productId: r.product_id,
  productName: { ...(r.product_names ?? {}), en: r.product_name } as Localized,
  quantity: r.quantity,
  tickets: BigInt(r.tickets),
  currency: r.currency,
  amount: BigInt(r.amount),
  address: r.address,
  status: r.status as PurchaseStatus,
  issue: r.issue as PurchaseIssue | null,
  txHash: r.tx_hash,
  invoiceExpiresAt: r.invoice_expires_at,
  reviewNote: r.review_note,
  transferId: r.transfer_id === null ? null : Number(r.transfer_id),
  refundTransferId: r.refund_transfer_id === null ? null : Number(r.refund_transfer_id),
  createdAt: r.created_at,
  updatedAt: r.updated_at
})

export const PurchaseRepositoryKysely = Layer.effect(
  PurchaseRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      create: (p) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("purchases")
              .values({
                member_id: p.memberId,
                product_id: p.productId,
                product_name: p.productName.en.slice(0, 80),
                product_names: JSON.stringify(Object.fromEntries(Object.entries(p.productName).filter(([l]) => l !== "en"))),
                quantity: p.quantity,
                tickets: p.tickets.toString(),
                currency: p.currency,
                amount: p.amount.toString(),
                address: p.address,
                status: "incomplete",
                invoice_expires_at: p.invoiceExpiresAt,
                created_at: p.createdAt,
                updated_at: p.createdAt
              })
              .returning(PURCHASE_COLUMNS)
              .executeTakeFirstOrThrow()
          ),
          toPurchase
        ),
      get: (id) =>
        Effect.map(query(db, (x) => x.selectFrom("purchases").select(PURCHASE_COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst()), (r) => (r ? toPurchase(r) : null)),
      update: (id, c, at) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .updateTable("purchases")
              .set({
                updated_at: at,
                ...(c.status !== undefined ? { status: c.status } : {}),
                ...(c.issue !== undefined ? { issue: c.issue } : {}),
                ...(c.txHash !== undefined ? { tx_hash: c.txHash } : {}),
                ...(c.reviewNote !== undefined ? { review_note: c.reviewNote?.slice(0, 500) ?? null } : {}),
                ...(c.transferId !== undefined ? { transfer_id: c.transferId } : {}),
                ...(c.refundTransferId !== undefined ? { refund_transfer_id: c.refundTransferId } : {})
              })
              .where("id", "=", id)
              .execute()
          )
        ),
      withTxHash: (hash) => Effect.map(query(db, (x) => x.selectFrom("purchases").select("id").where("tx_hash", "=", hash).executeTakeFirst()), (r) => (r ? Number(r.id) : null)),
      list: (q) =>
        query(db, async (x) => {
          const base = x
            .selectFrom("purchases")
            .$if(q.memberId !== undefined, (b) => b.where("member_id", "=", q.memberId!))
            .$if(q.status !== undefined, (b) => b.where("status", "=", q.status!))
          const [rows, count] = await Promise.all([
            base.select(PURCHASE_COLUMNS).orderBy("id", "desc").limit(q.limit).offset(q.offset).execute(),
            base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()
          ])
          return { rows: rows.map(toPurchase), total: Number(count.n) }
        }),
      expiredInvoiceIds: (now, limit) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("purchases")
              .select("id")
              .where("status", "=", "incomplete")
              .where("tx_hash", "is", null)
              .where("issue", "is", null)
              .where("invoice_expires_at", "<=", now)
              .orderBy("invoice_expires_at")
              .limit(limit)
              .execute()
          ),
          (rows) => rows.map((r) => Number(r.id))
        ),
      pendingIds: (limit) => Effect.map(query(db, (x) => x.selectFrom("purchases").select("id").where("status", "=", "pending").orderBy("id").limit(limit).execute()), (rows) => rows.map((r) => Number(r.id)))
    }
  })
)
