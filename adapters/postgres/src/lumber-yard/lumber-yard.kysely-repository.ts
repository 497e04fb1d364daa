import { type LumberEvent, LumberYardRepository, type Tree, type Wood } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"

const TREE_COLUMNS = ["id", "member_id", "x", "y", "position", "wood", "growth", "last_watered_day", "planted_at", "harvested_at"] as const

const toTree = (r: { [K in (typeof TREE_COLUMNS)[number]]: unknown }): Tree => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  plot: { x: Number(r.x), y: Number(r.y) },
  position: Number(r.position),
  wood: Number(r.wood) as Wood,
  growth: Number(r.growth),
  lastWateredDay: r.last_watered_day === null ? null : Number(r.last_watered_day),
  plantedAt: new Date(r.planted_at as Date),
  harvestedAt: r.harvested_at === null ? null : new Date(r.harvested_at as Date)
})

/** The lumber-yard area's repository (core's LumberYardRepository). */
export const LumberYardRepositoryKysely = Layer.effect(
  LumberYardRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      trees: (memberId, plot) =>
        Effect.map(
          query(db, (x) => {
            let s = x.selectFrom("lumber_trees").select(TREE_COLUMNS).where("member_id", "=", memberId).where("harvested_at", "is", null)
            if (plot) s = s.where("x", "=", plot.x).where("y", "=", plot.y)
            return s.orderBy("id").execute()
          }),
          (rows) => rows.map(toTree)
        ),
      lockTree: (memberId, treeId) =>
        Effect.map(
          query(db, (x) => x.selectFrom("lumber_trees").select(TREE_COLUMNS).where("id", "=", treeId).where("member_id", "=", memberId).forUpdate().executeTakeFirst()),
          (r) => (r ? toTree(r) : null)
        ),
      plant: (t) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("lumber_trees")
              .values({ member_id: t.memberId, x: t.plot.x, y: t.plot.y, position: t.position, wood: t.wood, planted_at: t.plantedAt })
              .onConflict((oc) => oc.doNothing())
              .returning(TREE_COLUMNS)
              .executeTakeFirst()
          ),
          (r) => (r ? toTree(r) : null)
        ),
      saveGrowth: (treeId, growth, day) =>
        Effect.asVoid(query(db, (x) => x.updateTable("lumber_trees").set({ growth, last_watered_day: day }).where("id", "=", treeId).execute())),
      markHarvested: (treeId, at) => Effect.asVoid(query(db, (x) => x.updateTable("lumber_trees").set({ harvested_at: at }).where("id", "=", treeId).execute())),
      inventory: (memberId) =>
        Effect.map(
          query(db, (x) => x.selectFrom("lumber_inventory").select(["item", "quantity"]).where("member_id", "=", memberId).where("quantity", ">", 0).orderBy("item").execute()),
          (rows) => new Map(rows.map((r) => [r.item, Number(r.quantity)]))
        ),
      changeInventory: (memberId, item, delta) =>
        delta >= 0
          ? Effect.as(
              query(db, (x) =>
                x
                  .insertInto("lumber_inventory")
                  .values({ member_id: memberId, item, quantity: delta })
                  .onConflict((oc) => oc.columns(["member_id", "item"]).doUpdateSet({ quantity: sql`lumber_inventory.quantity + ${delta}` }))
                  .execute()
              ),
              true
            )
          : Effect.map(
              query(db, (x) =>
                x
                  .updateTable("lumber_inventory")
                  .set({ quantity: sql`quantity + ${delta}` })
                  .where("member_id", "=", memberId)
                  .where("item", "=", item)
                  .where("quantity", ">=", -delta)
                  .executeTakeFirst()
              ),
              (r) => Number(r.numUpdatedRows) === 1
            ),
      record: (e) =>
        Effect.asVoid(
          query(db, (x) =>
            x.insertInto("lumber_history").values({ member_id: e.memberId, action: e.action, tree_id: e.treeId, details: JSON.stringify(e.details), created_at: e.createdAt }).execute()
          )
        ),
      treesOf: (memberIds) =>
        memberIds.length === 0
          ? Effect.succeed([])
          : Effect.map(
              query(db, (x) => x.selectFrom("lumber_trees").select(TREE_COLUMNS).where("member_id", "in", [...memberIds]).where("harvested_at", "is", null).orderBy("id").execute()),
              (rows) => rows.map(toTree)
            ),
      gameMembers: (afterId, limit) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom((q) =>
                q
                  .selectFrom("lumber_trees")
                  .select("member_id")
                  .where("harvested_at", "is", null)
                  .union(q.selectFrom("gold_rush_shovels").select("member_id"))
                  .as("m")
              )
              .select("m.member_id")
              .where("m.member_id", ">", afterId)
              .orderBy("m.member_id")
              .limit(limit)
              .execute()
          ),
          (rows) => rows.map((r) => Number(r.member_id))
        ),
      history: (memberId, q) =>
        Effect.map(
          Effect.all([
            query(db, (x) =>
              x.selectFrom("lumber_history").select(["id", "member_id", "action", "tree_id", "details", "created_at"]).where("member_id", "=", memberId).orderBy("id", "desc").limit(q.limit).offset(q.offset).execute()
            ),
            query(db, (x) => x.selectFrom("lumber_history").select((e) => e.fn.countAll<string>().as("n")).where("member_id", "=", memberId).executeTakeFirstOrThrow())
          ]),
          ([rows, n]) => ({
            rows: rows.map(
              (r): LumberEvent => ({
                id: Number(r.id),
                memberId: Number(r.member_id),
                action: r.action as LumberEvent["action"],
                treeId: r.tree_id === null ? null : Number(r.tree_id),
                details: JSON.parse(r.details) as LumberEvent["details"],
                createdAt: new Date(r.created_at as unknown as Date)
              })
            ),
            total: Number(n.n)
          })
        )
    }
  })
)
