import { GoldRushRepository, type Mineral, type MiningSession, type RedeemLine, type Redemption } from "@iw/core"
import { Effect, Layer } from "effect"
import { Db, query } from "../executor"

const SESSION_COLUMNS = ["id", "member_id", "x", "y", "started_at", "ready_at", "finished_at", "mineral", "roll", "transfer_id"] as const
const REDEMPTION_COLUMNS = ["id", "member_id", "lines", "coins", "abey_minor", "transfer_id", "created_at"] as const

const toSession = (r: { [K in (typeof SESSION_COLUMNS)[number]]: unknown }): MiningSession => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  plot: { x: Number(r.x), y: Number(r.y) },
  startedAt: new Date(r.started_at as Date),
  readyAt: new Date(r.ready_at as Date),
  finishedAt: r.finished_at === null ? null : new Date(r.finished_at as Date),
  mineral: r.mineral === null ? null : (Number(r.mineral) as Mineral),
  roll: r.roll === null ? null : Number(r.roll),
  transferId: r.transfer_id === null ? null : Number(r.transfer_id)
})

/** Lines are stored as JSON text with the bigint coins as strings. */
const linesToText = (lines: ReadonlyArray<RedeemLine>) => JSON.stringify(lines.map((l) => ({ ...l, coins: l.coins.toString() })))
const linesOf = (text: string): ReadonlyArray<RedeemLine> =>
  (JSON.parse(text) as Array<Omit<RedeemLine, "coins"> & { coins: string }>).map((l) => ({ ...l, coins: BigInt(l.coins) }))

const toRedemption = (r: { [K in (typeof REDEMPTION_COLUMNS)[number]]: unknown }): Redemption => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  lines: linesOf(String(r.lines)),
  coins: BigInt(r.coins as string),
  abeyMinor: BigInt(r.abey_minor as string),
  transferId: r.transfer_id === null ? null : Number(r.transfer_id),
  createdAt: new Date(r.created_at as Date)
})

/** The gold-rush area's repository (core's GoldRushRepository). */
export const GoldRushRepositoryKysely = Layer.effect(
  GoldRushRepository,
  Effect.gen(function* () {
    const db = yield* Db
    const shovel = (memberId: number, lock: boolean) =>
      Effect.map(
        query(db, (x) => {
          const s = x.selectFrom("gold_rush_shovels").select(["durability", "active_day"]).where("member_id", "=", memberId)
          return (lock ? s.forUpdate() : s).executeTakeFirst()
        }),
        (r) => (r ? { durability: Number(r.durability), activeDay: Number(r.active_day) } : null)
      )
    return {
      shovel: (memberId) => shovel(memberId, false),
      lockShovel: (memberId) => shovel(memberId, true),
      saveShovel: (memberId, s, at) =>
        Effect.asVoid(
          query(db, (x) =>
            x
              .insertInto("gold_rush_shovels")
              .values({ member_id: memberId, durability: s.durability, active_day: s.activeDay, updated_at: at })
              .onConflict((oc) => oc.column("member_id").doUpdateSet({ durability: s.durability, active_day: s.activeDay, updated_at: at }))
              .execute()
          )
        ),
      openSessions: (memberId) =>
        Effect.map(
          query(db, (x) => x.selectFrom("gold_rush_sessions").select(SESSION_COLUMNS).where("member_id", "=", memberId).where("finished_at", "is", null).orderBy("id").execute()),
          (rows) => rows.map(toSession)
        ),
      startSession: (s) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("gold_rush_sessions")
              .values({ member_id: s.memberId, x: s.plot.x, y: s.plot.y, started_at: s.startedAt, ready_at: s.readyAt })
              .onConflict((oc) => oc.doNothing())
              .returning(SESSION_COLUMNS)
              .executeTakeFirst()
          ),
          (r) => (r ? toSession(r) : null)
        ),
      lockOpenSession: (memberId, plot) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("gold_rush_sessions")
              .select(SESSION_COLUMNS)
              .where("member_id", "=", memberId)
              .where("x", "=", plot.x)
              .where("y", "=", plot.y)
              .where("finished_at", "is", null)
              .forUpdate()
              .executeTakeFirst()
          ),
          (r) => (r ? toSession(r) : null)
        ),
      finishSession: (id, f) =>
        Effect.map(
          query(db, (x) =>
            x
              .updateTable("gold_rush_sessions")
              .set({ finished_at: f.finishedAt, mineral: f.mineral, roll: f.roll, transfer_id: f.transferId })
              .where("id", "=", id)
              .returning(SESSION_COLUMNS)
              .executeTakeFirstOrThrow()
          ),
          toSession
        ),
      shovelsOf: (memberIds) =>
        memberIds.length === 0
          ? Effect.succeed(new Map())
          : Effect.map(
              query(db, (x) => x.selectFrom("gold_rush_shovels").select(["member_id", "durability", "active_day"]).where("member_id", "in", [...memberIds]).execute()),
              (rows) => new Map(rows.map((r) => [Number(r.member_id), { durability: Number(r.durability), activeDay: Number(r.active_day) }]))
            ),
      openSessionsOf: (memberIds) =>
        memberIds.length === 0
          ? Effect.succeed([])
          : Effect.map(
              query(db, (x) => x.selectFrom("gold_rush_sessions").select(SESSION_COLUMNS).where("member_id", "in", [...memberIds]).where("finished_at", "is", null).orderBy("id").execute()),
              (rows) => rows.map(toSession)
            ),
      readySessionMembers: (now, limit) =>
        Effect.map(
          query(db, (x) =>
            x.selectFrom("gold_rush_sessions").select("member_id").distinct().where("finished_at", "is", null).where("ready_at", "<=", now).orderBy("member_id").limit(limit).execute()
          ),
          (rows) => rows.map((r) => Number(r.member_id))
        ),
      miningHistory: (memberId, q) =>
        Effect.map(
          Effect.all([
            query(db, (x) => x.selectFrom("gold_rush_sessions").select(SESSION_COLUMNS).where("member_id", "=", memberId).orderBy("id", "desc").limit(q.limit).offset(q.offset).execute()),
            query(db, (x) => x.selectFrom("gold_rush_sessions").select((e) => e.fn.countAll<string>().as("n")).where("member_id", "=", memberId).executeTakeFirstOrThrow())
          ]),
          ([rows, n]) => ({ rows: rows.map(toSession), total: Number(n.n) })
        ),
      recordRedemption: (r) =>
        Effect.map(
          query(db, (x) =>
            x
              .insertInto("gold_rush_redemptions")
              .values({ member_id: r.memberId, lines: linesToText(r.lines), coins: r.coins, abey_minor: r.abeyMinor, created_at: r.createdAt })
              .returning(REDEMPTION_COLUMNS)
              .executeTakeFirstOrThrow()
          ),
          toRedemption
        ),
      setRedemptionTransfer: (id, transferId) =>
        Effect.asVoid(query(db, (x) => x.updateTable("gold_rush_redemptions").set({ transfer_id: transferId }).where("id", "=", id).execute())),
      redeemHistory: (memberId, q) =>
        Effect.map(
          Effect.all([
            query(db, (x) =>
              x.selectFrom("gold_rush_redemptions").select(REDEMPTION_COLUMNS).where("member_id", "=", memberId).where("transfer_id", "is not", null).orderBy("id", "desc").limit(q.limit).offset(q.offset).execute()
            ),
            query(db, (x) =>
              x.selectFrom("gold_rush_redemptions").select((e) => e.fn.countAll<string>().as("n")).where("member_id", "=", memberId).where("transfer_id", "is not", null).executeTakeFirstOrThrow()
            )
          ]),
          ([rows, n]) => ({ rows: rows.map(toRedemption), total: Number(n.n) })
        )
    }
  })
)
