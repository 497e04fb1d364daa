import { ActivationRepository, type PlotActivation } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"
import { coordList } from "./plot.kysely-repository"

const toActivation = (r: { x: number; y: number; member_id: number | string; activated_at: Date | string; expires_at: Date | string }): PlotActivation => ({
  x: Number(r.x),
  y: Number(r.y),
  memberId: Number(r.member_id),
  activatedAt: new Date(r.activated_at),
  expiresAt: new Date(r.expires_at)
})

/** PLOT activations and mints (core's ActivationRepository). */
export const ActivationRepositoryKysely = Layer.effect(
  ActivationRepository,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      latestActivation: (c) =>
        Effect.map(
          query(db, (x) => x.selectFrom("plot_activations").select(["x", "y", "member_id", "activated_at", "expires_at"]).where("x", "=", c.x).where("y", "=", c.y).orderBy("activated_at", "desc").limit(1).executeTakeFirst()),
          (r) => (r ? toActivation(r) : null)
        ),
      latestActivations: (coords) =>
        coords.length === 0
          ? Effect.succeed([])
          : Effect.map(
              query(db, (x) =>
                sql<{ x: number; y: number; member_id: string; activated_at: Date; expires_at: Date }>`
                  select distinct on (x, y) x, y, member_id, activated_at, expires_at from plot_activations
                  where (x, y) in (${coordList(coords)}) order by x, y, activated_at desc
                `.execute(x)
              ),
              (r) => r.rows.map(toActivation)
            ),
      activeOf: (memberId, now) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("plot_activations as a")
              .innerJoin("plots as p", (j) => j.onRef("p.x", "=", "a.x").onRef("p.y", "=", "a.y"))
              .select(["a.x", "a.y", "a.member_id", "a.activated_at", "a.expires_at"])
              .where("a.member_id", "=", memberId)
              .where("p.owner_id", "=", memberId)
              .where("a.expires_at", ">", now)
              .execute()
          ),
          (rows) => rows.map(toActivation)
        ),
      recordActivation: (a, transferId) =>
        Effect.asVoid(query(db, (x) => x.insertInto("plot_activations").values({ x: a.x, y: a.y, member_id: a.memberId, activated_at: a.activatedAt, expires_at: a.expiresAt, transfer_id: transferId || null }).execute())),
      recordMint: (c, memberId, address, at) => Effect.asVoid(query(db, (x) => x.insertInto("plot_mints").values({ x: c.x, y: c.y, member_id: memberId, address, minted_at: at }).execute())),
      mintOf: (c) =>
        Effect.map(query(db, (x) => x.selectFrom("plot_mints").select(["x", "y", "member_id", "address", "minted_at"]).where("x", "=", c.x).where("y", "=", c.y).executeTakeFirst()), (r) =>
          r ? { x: Number(r.x), y: Number(r.y), memberId: Number(r.member_id), address: r.address, mintedAt: new Date(r.minted_at) } : null
        )
    }
  })
)
