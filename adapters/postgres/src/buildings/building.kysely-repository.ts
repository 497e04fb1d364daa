import { type Building, type BuildingArea, type BuildingDirection, BuildingRepository, type BuildingSize, type BuildingTemplate } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"

const TEMPLATE_COLUMNS = ["id", "name", "size", "price_minor", "ticket_price", "exchangeable_to", "premium_3d", "virtual", "active", "image"] as const
const BUILDING_COLUMNS = ["id", "member_id", "template_id", "size", "direction", "start_x", "start_y", "end_x", "end_y", "minted", "purchased_at", "listed"] as const

/** PostgreSQL answers an int[] as an array; PGlite too; a text form `{1,2}` is parsed for safety. */
const intArray = (v: unknown): ReadonlyArray<number> =>
  Array.isArray(v) ? v.map(Number) : typeof v === "string" ? v.replace(/[{}]/g, "").split(",").filter((s) => s !== "").map(Number) : []

const toTemplate = (r: { [K in (typeof TEMPLATE_COLUMNS)[number]]: unknown }): BuildingTemplate => ({
  id: Number(r.id),
  name: String(r.name),
  size: r.size as BuildingSize,
  price: BigInt(r.price_minor as string),
  ticketPrice: r.ticket_price === null ? null : BigInt(r.ticket_price as string),
  exchangeableTo: intArray(r.exchangeable_to),
  premium3d: Boolean(r.premium_3d),
  virtual: Boolean(r.virtual),
  active: Boolean(r.active),
  image: (r.image as string | null) ?? null
})

const toBuilding = (r: { [K in (typeof BUILDING_COLUMNS)[number]]: unknown }): Building => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  templateId: Number(r.template_id),
  size: r.size as BuildingSize,
  direction: r.direction as BuildingDirection,
  area: r.start_x === null ? null : { startX: Number(r.start_x), startY: Number(r.start_y), endX: Number(r.end_x), endY: Number(r.end_y) },
  minted: Boolean(r.minted),
  purchasedAt: new Date(r.purchased_at as Date),
  listed: Boolean(r.listed)
})

const pgArray = (xs: ReadonlyArray<number>) => `{${xs.map((x) => Math.trunc(x)).join(",")}}`

/** The buildings area's repository (core's BuildingRepository). */
export const BuildingRepositoryKysely = Layer.effect(
  BuildingRepository,
  Effect.gen(function* () {
    const db = yield* Db
    const template = (id: number) =>
      Effect.map(query(db, (x) => x.selectFrom("building_templates").select(TEMPLATE_COLUMNS).where("id", "=", id).executeTakeFirst()), (r) => (r ? toTemplate(r) : null))
    return {
      templates: (q) =>
        Effect.map(
          query(db, (x) => {
            let s = x.selectFrom("building_templates").select(TEMPLATE_COLUMNS)
            if (q.activeOnly) s = s.where("active", "=", true)
            return s.orderBy("id").execute()
          }),
          (rows) => rows.map(toTemplate)
        ),
      template,
      saveTemplate: (id, t) =>
        Effect.map(
          query(db, (x) => {
            const values = {
              name: t.name,
              size: t.size,
              price_minor: t.price.toString(),
              ticket_price: t.ticketPrice === null ? null : t.ticketPrice.toString(),
              exchangeable_to: pgArray(t.exchangeableTo),
              premium_3d: t.premium3d,
              virtual: t.virtual,
              active: t.active,
              image: t.image
            }
            return id === null
              ? x.insertInto("building_templates").values(values).returning(TEMPLATE_COLUMNS).executeTakeFirstOrThrow()
              : x.updateTable("building_templates").set(values).where("id", "=", id).returning(TEMPLATE_COLUMNS).executeTakeFirstOrThrow()
          }),
          toTemplate
        ),
      building: (id) => Effect.map(query(db, (x) => x.selectFrom("buildings").select(BUILDING_COLUMNS).where("id", "=", id).executeTakeFirst()), (r) => (r ? toBuilding(r) : null)),
      lockBuilding: (id) =>
        Effect.map(query(db, (x) => x.selectFrom("buildings").select(BUILDING_COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst()), (r) => (r ? toBuilding(r) : null)),
      ofMember: (memberId) =>
        Effect.map(query(db, (x) => x.selectFrom("buildings").select(BUILDING_COLUMNS).where("member_id", "=", memberId).orderBy("id", "desc").execute()), (rows) => rows.map(toBuilding)),
      placed: (area) =>
        Effect.map(
          query(db, (x) => {
            let s = x.selectFrom("buildings").select(BUILDING_COLUMNS).where("start_x", "is not", null)
            if (area !== null) s = s.where("start_x", "<=", area.endX).where("end_x", ">=", area.startX).where("start_y", "<=", area.endY).where("end_y", ">=", area.startY)
            return s.orderBy("id").execute()
          }),
          (rows) =>
            rows.map((r) => {
              const b = toBuilding(r)
              return { id: b.id, memberId: b.memberId, templateId: b.templateId, size: b.size, direction: b.direction, ...(b.area as BuildingArea) }
            })
        ),
      create: (b) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("buildings")
              .values({ member_id: b.memberId, template_id: b.templateId, size: b.size, direction: b.direction, minted: b.minted, purchased_at: b.purchasedAt, mint_address: null, minted_at: null })
              .returning(BUILDING_COLUMNS)
              .executeTakeFirstOrThrow()
          ),
          toBuilding
        ),
      place: (id, memberId, a, direction, at) =>
        Effect.asVoid(
          query(db, async (x) => {
            await x.updateTable("buildings").set({ start_x: a.startX, start_y: a.startY, end_x: a.endX, end_y: a.endY, direction }).where("id", "=", id).execute()
            await sql`
              insert into building_plots (x, y, building_id)
              select gx, gy, ${id}::int from generate_series(${a.startX}::int, ${a.endX}::int) as gx cross join generate_series(${a.startY}::int, ${a.endY}::int) as gy
            `.execute(x)
            await x.insertInto("building_placements").values({ building_id: id, member_id: memberId, start_x: a.startX, start_y: a.startY, end_x: a.endX, end_y: a.endY, placed_at: at, removed_at: null }).execute()
          })
        ),
      unplace: (id, at) =>
        Effect.asVoid(
          query(db, async (x) => {
            await x.deleteFrom("building_plots").where("building_id", "=", id).execute()
            await x.updateTable("buildings").set({ start_x: null, start_y: null, end_x: null, end_y: null }).where("id", "=", id).execute()
            await x.updateTable("building_placements").set({ is_removed: true, removed_at: at }).where("building_id", "=", id).where("is_removed", "=", false).execute()
          })
        ),
      changeTemplate: (id, templateId, size) => Effect.asVoid(query(db, (x) => x.updateTable("buildings").set({ template_id: templateId, size }).where("id", "=", id).execute())),
      setListed: (id, listed) => Effect.asVoid(query(db, (x) => x.updateTable("buildings").set({ listed }).where("id", "=", id).execute())),
      setOwner: (id, memberId) => Effect.asVoid(query(db, (x) => x.updateTable("buildings").set({ member_id: memberId }).where("id", "=", id).execute())),
      setMinted: (id, at, address, txHash) => Effect.asVoid(query(db, (x) => x.updateTable("buildings").set({ minted: true, minted_at: at, mint_address: address, mint_tx: txHash }).where("id", "=", id).execute())),
      recordPurchase: (p) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("building_purchases")
              .values({ building_id: p.buildingId, member_id: p.memberId, template_id: p.templateId, payment_option: p.paymentOption, asset: p.asset, amount_minor: p.amount.toString(), transfer_id: p.transferId, purchased_at: p.purchasedAt })
              .execute()
          )
        ),
      purchases: (memberId) =>
        Effect.map(query(db, (x) => x.selectFrom("building_purchases").selectAll().where("member_id", "=", memberId).orderBy("id", "desc").execute()), (rows) =>
          rows.map((r) => ({
            id: Number(r.id),
            buildingId: Number(r.building_id),
            memberId: Number(r.member_id),
            templateId: Number(r.template_id),
            paymentOption: r.payment_option,
            amount: BigInt(r.amount_minor),
            asset: r.asset as "abey" | "tickets",
            transferId: r.transfer_id === null ? null : Number(r.transfer_id),
            purchasedAt: new Date(r.purchased_at)
          }))
        ),
      recordExchange: (e) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("building_exchanges")
              .values({ building_id: e.buildingId, member_id: e.memberId, from_template_id: e.fromTemplateId, to_template_id: e.toTemplateId, kind: e.kind, amount_minor: e.amount.toString(), transfer_id: e.transferId, exchanged_at: e.exchangedAt })
              .execute()
          )
        ),
      exchanges: (memberId) =>
        Effect.map(query(db, (x) => x.selectFrom("building_exchanges").selectAll().where("member_id", "=", memberId).orderBy("id", "desc").execute()), (rows) =>
          rows.map((r) => ({
            id: Number(r.id),
            buildingId: Number(r.building_id),
            memberId: Number(r.member_id),
            fromTemplateId: Number(r.from_template_id),
            toTemplateId: Number(r.to_template_id),
            kind: r.kind as "upgrade" | "downgrade" | "same",
            amount: BigInt(r.amount_minor),
            transferId: r.transfer_id === null ? null : Number(r.transfer_id),
            exchangedAt: new Date(r.exchanged_at)
          }))
        ),
      lastPlacement: (id) =>
        Effect.map(
          query(db, (x) => x.selectFrom("building_placements").selectAll().where("building_id", "=", id).orderBy("id", "desc").limit(1).executeTakeFirst()),
          (r) =>
            r
              ? { buildingId: Number(r.building_id), memberId: Number(r.member_id), startX: r.start_x, startY: r.start_y, endX: r.end_x, endY: r.end_y, isRemoved: r.is_removed }
              : null
        )
    }
  })
)
