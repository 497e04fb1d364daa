import { type Holdings, type PaidPurchase, ProgrammeHoldings, type RevenueShare, type RevenueShareState, type RevenueSharingDay, RevenueSharingRepository, USDT_MINOR_PER_CENT } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"

const DAY_COLUMNS = ["day", "income", "pool", "qualified", "paid_total", "state", "runs", "created_at", "paid_at"] as const
const SHARE_COLUMNS = ["day", "member_id", "amount", "state", "transfer_id", "paid_at"] as const

const toDay = (r: { day: string; income: string; pool: string; qualified: number; paid_total: string; state: string; runs: number; created_at: Date; paid_at: Date | null }): RevenueSharingDay => ({
  day: r.day,
  income: BigInt(r.income),
  pool: BigInt(r.pool),
  qualified: Number(r.qualified),
  paidTotal: BigInt(r.paid_total),
  state: r.state as RevenueShareState,
  runs: Number(r.runs),
  createdAt: new Date(r.created_at),
  paidAt: r.paid_at === null ? null : new Date(r.paid_at)
})

const toShare = (r: { day: string; member_id: number; amount: string; state: string; transfer_id: string | null; paid_at: Date | null }): RevenueShare => ({
  day: r.day,
  memberId: Number(r.member_id),
  amount: BigInt(r.amount),
  state: r.state as RevenueShareState,
  transferId: r.transfer_id === null ? null : Number(r.transfer_id),
  paidAt: r.paid_at === null ? null : new Date(r.paid_at)
})

/** The revenue-sharing days and shares (core's RevenueSharingRepository). */
export const RevenueSharingRepositoryKysely = Layer.effect(
  RevenueSharingRepository,
  Effect.gen(function* () {
    const db = yield* Db
    const getDay = (day: string, lock = false) =>
      Effect.map(
        query(db, (x) => {
          const q = x.selectFrom("revenue_sharing_days").select(DAY_COLUMNS).where("day", "=", day)
          return (lock ? q.forUpdate() : q).executeTakeFirst()
        }),
        (r) => (r ? toDay(r) : null)
      )
    return {
      incomeBetween: (from, to) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectFrom("ledger_legs as l")
              .innerJoin("ledger_transfers as t", "t.id", "l.transfer_id")
              .innerJoin("ledger_accounts as a", "a.id", "l.to_account")
              .where("a.owner_kind", "=", "system")
              .where("a.owner_id", "=", "revenue")
              .where("a.asset", "=", "abey")
              .where("t.created_at", ">=", from)
              .where("t.created_at", "<", to)
              .select(sql<string>`coalesce(sum(l.amount), 0)::text`.as("n"))
              .executeTakeFirstOrThrow()
          ),
          (r) => BigInt(r.n)
        ),
      claimDay: (d, shares) =>
        Effect.gen(function* () {
          const inserted = yield* query(db, (x) =>
            x
              .insertInto("revenue_sharing_days")
              .values({ day: d.day, income: d.income, pool: d.pool, qualified: d.qualified, created_at: d.at })
              .onConflict((oc) => oc.column("day").doNothing())
              .returning("day")
              .executeTakeFirst()
          )
          // Only the runner that created the day writes its shares: a second runner's count never adds to them.
          if (inserted !== undefined && shares.length > 0) {
            yield* query(db, (x) => x.insertInto("revenue_sharing_shares").values(shares.map((s) => ({ day: d.day, member_id: s.memberId, amount: s.amount }))).execute())
          }
          return { day: (yield* getDay(d.day, true))!, created: inserted !== undefined }
        }),
      getDay: (day) => getDay(day),
      unpaidShares: (day) =>
        Effect.map(
          query(db, (x) => x.selectFrom("revenue_sharing_shares").select(SHARE_COLUMNS).where("day", "=", day).where("state", "=", "calculating").orderBy("member_id").execute()),
          (rows) => rows.map(toShare)
        ),
      lockShare: (day, memberId) =>
        Effect.map(query(db, (x) => x.selectFrom("revenue_sharing_shares").select(SHARE_COLUMNS).where("day", "=", day).where("member_id", "=", memberId).forUpdate().executeTakeFirst()), (r) =>
          r ? toShare(r) : null
        ),
      markSharePaid: (day, memberId, transferId, at) =>
        Effect.asVoid(
          query(db, (x) =>
            x.updateTable("revenue_sharing_shares").set({ state: "paid", transfer_id: transferId, paid_at: at }).where("day", "=", day).where("member_id", "=", memberId).execute()
          )
        ),
      sharesTotal: (day) =>
        Effect.map(
          query(db, (x) =>
            x.selectFrom("revenue_sharing_shares").where("day", "=", day).where("state", "=", "paid").select(sql<string>`coalesce(sum(amount), 0)::text`.as("n")).executeTakeFirstOrThrow()
          ),
          (r) => BigInt(r.n)
        ),
      finishDay: (day, paidTotal, at) =>
        Effect.asVoid(query(db, (x) => x.updateTable("revenue_sharing_days").set({ state: "paid", paid_total: paidTotal, paid_at: at }).where("day", "=", day).execute())),
      countRun: (day) => Effect.asVoid(query(db, (x) => x.updateTable("revenue_sharing_days").set({ runs: sql`runs + 1` }).where("day", "=", day).execute())),
      sharesOf: (memberId, limit, offset) =>
        query(db, async (x) => {
          const rows = await x.selectFrom("revenue_sharing_shares").select(SHARE_COLUMNS).where("member_id", "=", memberId).orderBy("day", "desc").limit(limit).offset(offset).execute()
          const total = await x.selectFrom("revenue_sharing_shares").where("member_id", "=", memberId).select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()
          return { rows: rows.map(toShare), total: Number(total.n) }
        }),
      paidTotalOf: (memberId) =>
        Effect.map(
          query(db, (x) =>
            x.selectFrom("revenue_sharing_shares").where("member_id", "=", memberId).where("state", "=", "paid").select(sql<string>`coalesce(sum(amount), 0)::text`.as("n")).executeTakeFirstOrThrow()
          ),
          (r) => BigInt(r.n)
        ),
      days: (limit, offset) =>
        query(db, async (x) => {
          const rows = await x.selectFrom("revenue_sharing_days").select(DAY_COLUMNS).orderBy("day", "desc").limit(limit).offset(offset).execute()
          const total = await x.selectFrom("revenue_sharing_days").select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()
          return { rows: rows.map(toDay), total: Number(total.n) }
        })
    }
  })
)

/**
 * What the programmes read of land, buildings and purchases (core's ProgrammeHoldings), one query each: an
 * activated PLOT counts when its latest activation runs at the instant and the member still owns it; a building
 * counts when the member bought it by then.
 */
export const ProgrammeHoldingsKysely = Layer.effect(
  ProgrammeHoldings,
  Effect.gen(function* () {
    const db = yield* Db
    const holdingsAt = (at: Date, memberId: number | null) =>
      query(db, (x) =>
        sql<{ member_id: number; plots: number; buildings: number }>`
          with active as (
            select a.member_id, count(distinct (a.x, a.y))::int as plots
            from plot_activations a
            join plots p on p.x = a.x and p.y = a.y and p.owner_id = a.member_id
            where a.activated_at <= ${at} and a.expires_at > ${at}
              ${memberId === null ? sql`` : sql`and a.member_id = ${memberId}`}
            group by a.member_id
          )
          select active.member_id, active.plots,
            (select count(*)::int from buildings b where b.member_id = active.member_id and b.purchased_at <= ${at}) as buildings
          from active
          order by active.member_id`.execute(x)
      )
    return {
      of: (memberId, at) =>
        Effect.gen(function* () {
          const r = yield* holdingsAt(at, memberId)
          const row = r.rows[0]
          if (row !== undefined) return { activatedPlots: Number(row.plots), buildings: Number(row.buildings) } satisfies Holdings
          const b = yield* query(db, (x) => x.selectFrom("buildings").where("member_id", "=", memberId).where("purchased_at", "<=", at).select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow())
          return { activatedPlots: 0, buildings: Number(b.n) }
        }),
      candidatesAt: (at) => Effect.map(holdingsAt(at, null), (r) => r.rows.map((row) => ({ memberId: Number(row.member_id), activatedPlots: Number(row.plots), buildings: Number(row.buildings) }))),
      approvedPurchases: (memberId) =>
        Effect.map(
          query(db, (x) =>
            x.selectFrom("purchases").select(["id", "product_id", "product_name", "amount", "updated_at"]).where("member_id", "=", memberId).where("status", "=", "approved").orderBy("id", "desc").limit(500).execute()
          ),
          (rows) =>
            rows.map((r): PaidPurchase => ({ purchaseId: Number(r.id), productId: Number(r.product_id), productName: r.product_name, cents: BigInt(r.amount) / USDT_MINOR_PER_CENT, at: new Date(r.updated_at) }))
        )
    }
  })
)
