import {
  type AccountRef,
  type AssetTotal,
  type HistoryLine,
  LedgerRepository,
  type Lot,
  type Memo,
  type MemoParam,
  type Pocket,
  type StoredTransfer,
  type TransferCode,
  accountKey,
  isMemoCode,
  mayGoNegative,
  ownerId,
  parseAccountKey,
  type Asset
} from "@iw/core"
import { Effect, Layer } from "effect"
import { type ExpressionBuilder, type Kysely, sql } from "kysely"
import type { Database } from "../database"
import { Db, query } from "../executor"

/** A line's words as stored: its code and parameters (migration 0080 read the older English memos into codes). */
const memoOfRow = (r: { memo_code: string | null; memo_params: Record<string, unknown> | null }): Memo | null =>
  r.memo_code !== null && isMemoCode(r.memo_code) ? { code: r.memo_code, params: (r.memo_params ?? {}) as Record<string, MemoParam> } : null

const refOfRow = (r: { owner_kind: string; owner_id: string; asset: string; pocket: string }): AccountRef =>
  parseAccountKey(`${r.owner_kind}:${r.owner_id}:${r.asset}:${r.pocket}`)

/** Account ids for refs, creating missing accounts at zero. */
const ensureAccounts = async (x: Kysely<Database>, refs: ReadonlyArray<AccountRef>): Promise<Map<string, number>> => {
  if (refs.length === 0) return new Map()
  await x
    .insertInto("ledger_accounts")
    .values(refs.map((r) => ({ owner_kind: r.owner.kind, owner_id: ownerId(r.owner), asset: r.asset, pocket: r.pocket, balance: "0", may_go_negative: mayGoNegative(r) })))
    .onConflict((oc) => oc.columns(["owner_kind", "owner_id", "asset", "pocket"]).doNothing())
    .execute()
  const rows = await x
    .selectFrom("ledger_accounts")
    .select(["id", "owner_kind", "owner_id", "asset", "pocket"])
    .where((eb) =>
      eb.or(refs.map((r) => eb.and([eb("owner_kind", "=", r.owner.kind), eb("owner_id", "=", ownerId(r.owner)), eb("asset", "=", r.asset), eb("pocket", "=", r.pocket)])))
    )
    .execute()
  return new Map(rows.map((row) => [accountKey(refOfRow(row)), Number(row.id)]))
}

const loadTransfer = async (x: Kysely<Database>, where: { id?: number; key?: string }): Promise<StoredTransfer | null> => {
  let q = x.selectFrom("ledger_transfers").select(["id", "code", "reference_type", "reference_id", "idempotency_key", "fingerprint", "memo_code", "memo_params", "created_at"])
  q = where.id !== undefined ? q.where("id", "=", where.id) : q.where("idempotency_key", "=", where.key!)
  const t = await q.executeTakeFirst()
  if (!t) return null
  const legs = await x
    .selectFrom("ledger_legs as l")
    .innerJoin("ledger_accounts as f", "f.id", "l.from_account")
    .innerJoin("ledger_accounts as t", "t.id", "l.to_account")
    .select(["l.amount", "f.owner_kind as f_kind", "f.owner_id as f_id", "f.asset as asset", "f.pocket as f_pocket", "t.owner_kind as t_kind", "t.owner_id as t_id", "t.pocket as t_pocket"])
    .where("l.transfer_id", "=", t.id)
    .orderBy("l.id")
    .execute()
  return {
    id: Number(t.id),
    code: t.code as TransferCode,
    reference: { type: t.reference_type, id: t.reference_id },
    idempotencyKey: t.idempotency_key,
    fingerprint: t.fingerprint,
    memo: memoOfRow(t),
    createdAt: t.created_at,
    legs: legs.map((l) => ({
      from: refOfRow({ owner_kind: l.f_kind, owner_id: l.f_id, asset: l.asset, pocket: l.f_pocket }),
      to: refOfRow({ owner_kind: l.t_kind, owner_id: l.t_id, asset: l.asset, pocket: l.t_pocket }),
      amount: BigInt(l.amount)
    }))
  }
}

const accountsWhere = (refs: ReadonlyArray<AccountRef>) => (eb: ExpressionBuilder<Database, "ledger_accounts">) =>
  eb.or(refs.map((r) => eb.and([eb("owner_kind", "=", r.owner.kind), eb("owner_id", "=", ownerId(r.owner)), eb("asset", "=", r.asset), eb("pocket", "=", r.pocket)])))

/**
 * Locks the accounts (creating missing ones at zero) and reads their balances; with `key`, also the id of the
 * transfer stored under that idempotency key, in the same statement. One round trip when the accounts exist (the
 * usual case): they are locked first, and opened, then locked again, only when some are missing.
 *
 * One statement locks them all in id order, the same order in every unit: no unit waits on another in a cycle.
 * The key's lookup reads the statement's snapshot, taken before the locks were granted: a transfer committed under
 * the key by a unit this one waited for is not seen, and this unit's insert of the key then fails on the unique
 * index; the transactor runs the unit again (executor.ts), and the next lookup finds it.
 */
const lockAccounts = async (x: Kysely<Database>, refs: ReadonlyArray<AccountRef>, key: string | null) => {
  const wanted = new Set(refs.map(accountKey)).size
  const lock = () =>
    x
      .selectFrom("ledger_accounts")
      .select(["owner_kind", "owner_id", "asset", "pocket", "balance"])
      .select(key === null ? sql<null>`null`.as("existing") : sql<string | null>`(select t.id from ledger_transfers t where t.idempotency_key = ${key})`.as("existing"))
      .where(accountsWhere(refs))
      .orderBy("id")
      .forUpdate()
      .execute()
  let rows = await lock()
  if (rows.length < wanted) {
    await x
      .insertInto("ledger_accounts")
      .values(refs.map((r) => ({ owner_kind: r.owner.kind, owner_id: ownerId(r.owner), asset: r.asset, pocket: r.pocket, balance: "0", may_go_negative: mayGoNegative(r) })))
      .onConflict((oc) => oc.columns(["owner_kind", "owner_id", "asset", "pocket"]).doNothing())
      .execute()
    rows = await lock()
  }
  const existing = rows[0]?.existing
  return { balances: new Map(rows.map((r) => [accountKey(refOfRow(r)), BigInt(r.balance)])), existing: existing === null || existing === undefined ? null : Number(existing) }
}

const toLot = (r: { id: number | string; transfer_id: number | string; remaining: string; created_at: Date; expires_at: Date }): Lot => ({
  id: String(r.id),
  transferId: Number(r.transfer_id),
  remaining: BigInt(r.remaining),
  createdAt: r.created_at,
  expiresAt: r.expires_at
})

/**
 * The ledger in PostgreSQL. The database keeps the balances itself: inserting a transfer's legs applies them to
 * their accounts (migration 0007's trigger), and nothing else may change a balance.
 */
export const LedgerRepositoryKysely = Layer.effect(
  LedgerRepository,
  Effect.gen(function* () {
    const db = yield* Db
    const accountIdOf = (x: Kysely<Database>, ref: AccountRef) => ensureAccounts(x, [ref]).then((m) => m.get(accountKey(ref))!)
    return {
      findTransfer: (key) => query(db, (x) => loadTransfer(x, { key })),
      transferById: (id) => query(db, (x) => loadTransfer(x, { id })),
      lockBalances: (refs) => query(db, async (x) => (await lockAccounts(x, refs, null)).balances),
      lockForTransfer: (refs, key) =>
        query(db, async (x) => {
          const { balances, existing } = await lockAccounts(x, refs, key)
          return { balances, existing: existing === null ? null : await loadTransfer(x, { id: existing }) }
        }),
      writeTransfer: (intent, fingerprint, _balancesAfter, at) =>
        query(db, async (x) => {
          // One statement: the transfer and its legs (account ids found by natural key). Inserting the legs moves
          // the balances (trigger ledger_legs_apply); the CHECK refuses an overdraft the core somehow missed.
          const legs = sql.join(
            intent.legs.map((l, i) => {
              const f = l.from
              const t = l.to
              return sql`(${i}::int, ${f.owner.kind}::text, ${ownerId(f.owner)}::text, ${f.pocket}::text, ${t.owner.kind}::text, ${ownerId(t.owner)}::text, ${t.pocket}::text, ${l.from.asset}::text, ${l.amount.toString()}::bigint)`
            })
          )
          const row = await sql<{ id: string }>`
            with t as (
              insert into ledger_transfers (code, reference_type, reference_id, idempotency_key, fingerprint, memo_code, memo_params, created_at)
              values (${intent.code}, ${intent.reference.type}, ${intent.reference.id.slice(0, 64)}, ${intent.idempotencyKey}, ${fingerprint}, ${intent.memo?.code ?? null}, ${intent.memo ? JSON.stringify(intent.memo.params) : null}::jsonb, ${at})
              returning id
            ),
            l as (
              insert into ledger_legs (transfer_id, asset, from_account, to_account, amount)
              select t.id, v.asset, fa.id, ta.id, v.amount
              from t, (values ${legs}) as v(n, fk, fi, fp, tk, ti, tp, asset, amount)
              join ledger_accounts fa on fa.owner_kind = v.fk and fa.owner_id = v.fi and fa.asset = v.asset and fa.pocket = v.fp
              join ledger_accounts ta on ta.owner_kind = v.tk and ta.owner_id = v.ti and ta.asset = v.asset and ta.pocket = v.tp
              order by v.n
              returning 1
            )
            select t.id, (select count(*) from l) as legs from t
          `.execute(x)
          const written = row.rows[0] as unknown as { id: string; legs: string }
          if (Number(written.legs) !== intent.legs.length) {
            throw new Error(`transfer ${intent.idempotencyKey}: wrote ${written.legs} of ${intent.legs.length} legs`)
          }
          const stored: StoredTransfer = {
            id: Number(written.id),
            code: intent.code,
            reference: { type: intent.reference.type, id: intent.reference.id.slice(0, 64) },
            idempotencyKey: intent.idempotencyKey,
            fingerprint,
            legs: intent.legs,
            memo: intent.memo ?? null,
            createdAt: at
          }
          return stored
        }),
      lotsOf: (ref) =>
        query(db, async (x) => {
          const id = await accountIdOf(x, ref)
          const rows = await x.selectFrom("ledger_lots").select(["id", "transfer_id", "remaining", "created_at", "expires_at"]).where("account_id", "=", id).where("remaining", ">", "0").orderBy("id").forUpdate().execute()
          return rows.map(toLot)
        }),
      peekLots: (ref) =>
        query(db, async (x) => {
          const rows = await x
            .selectFrom("ledger_lots as l")
            .innerJoin("ledger_accounts as a", "a.id", "l.account_id")
            .select(["l.id", "l.transfer_id", "l.remaining", "l.created_at", "l.expires_at"])
            .where("a.owner_kind", "=", ref.owner.kind)
            .where("a.owner_id", "=", ownerId(ref.owner))
            .where("a.asset", "=", ref.asset)
            .where("a.pocket", "=", ref.pocket)
            .where("l.remaining", ">", "0")
            .orderBy("l.id")
            .execute()
          return rows.map(toLot)
        }),
      addLot: (ref, transferId, amount, createdAt, expiresAt) =>
        Effect.asVoid(
          query(db, async (x) => {
            const id = await accountIdOf(x, ref)
            await x.insertInto("ledger_lots").values({ account_id: id, transfer_id: transferId, amount: amount.toString(), remaining: amount.toString(), created_at: createdAt, expires_at: expiresAt }).execute()
          })
        ),
      takeFromLots: (takes) =>
        Effect.asVoid(
          query(db, async (x) => {
            for (const t of takes) {
              await x
                .updateTable("ledger_lots")
                .set({ remaining: sql`remaining - ${t.amount.toString()}::bigint` })
                .where("id", "=", Number(t.lotId))
                .execute()
            }
          })
        ),
      accountsWithExpiredLots: (now, limit) =>
        query(db, async (x) => {
          const rows = await x
            .selectFrom("ledger_lots as l")
            .innerJoin("ledger_accounts as a", "a.id", "l.account_id")
            .select(["a.owner_kind", "a.owner_id", "a.asset", "a.pocket"])
            .distinct()
            .where("l.remaining", ">", "0")
            .where("l.expires_at", "<=", now)
            .limit(limit)
            .execute()
          return rows.map(refOfRow)
        }),
      sheetOf: (memberId) =>
        query(db, async (x) => {
          // One statement, so one snapshot: the balances and the lots always agree, even while transfers commit.
          const rows = await sql<{ kind: string; asset: string; pocket: string; amount: string; lot_id: string | null; transfer_id: string | null; created_at: Date | null; expires_at: Date | null }>`
            select 'balance' as kind, a.asset, a.pocket, a.balance::text as amount, null::bigint as lot_id, null::bigint as transfer_id, null::timestamptz as created_at, null::timestamptz as expires_at
            from ledger_accounts a
            where a.owner_kind = 'member' and a.owner_id = ${String(memberId)}
            union all
            select 'lot', a.asset, a.pocket, l.remaining::text, l.id, l.transfer_id, l.created_at, l.expires_at
            from ledger_lots l join ledger_accounts a on a.id = l.account_id
            where a.owner_kind = 'member' and a.owner_id = ${String(memberId)} and a.asset in ('tickets', 'ap') and l.remaining > 0
            order by 1, 5
          `.execute(x)
          const balances = new Map<string, bigint>()
          const tickets: Array<Lot> = []
          const ap: Array<Lot> = []
          for (const r of rows.rows) {
            if (r.kind === "balance") balances.set(`${r.asset}:${r.pocket}`, BigInt(r.amount))
            else (r.asset === "tickets" ? tickets : ap).push(toLot({ id: r.lot_id!, transfer_id: r.transfer_id!, remaining: r.amount, created_at: new Date(r.created_at!), expires_at: new Date(r.expires_at!) }))
          }
          return { balances, tickets, ap }
        }),
      balancesOf: (memberId) =>
        query(db, async (x) => {
          const rows = await x.selectFrom("ledger_accounts").select(["asset", "pocket", "balance"]).where("owner_kind", "=", "member").where("owner_id", "=", String(memberId)).execute()
          return new Map(rows.map((r) => [`${r.asset}:${r.pocket}`, BigInt(r.balance)]))
        }),
      history: (q) =>
        query(db, async (x) => {
          const base = x
            .selectFrom("ledger_legs as l")
            .innerJoin("ledger_transfers as t", "t.id", "l.transfer_id")
            .innerJoin("ledger_accounts as a", (j) => j.on((eb) => eb.or([eb("a.id", "=", eb.ref("l.from_account")), eb("a.id", "=", eb.ref("l.to_account"))])))
            .where("a.owner_kind", "=", "member")
            .where("a.owner_id", "=", String(q.memberId))
            .where("l.asset", "in", [...q.assets])
            .$if(q.referenceType !== undefined, (b) => b.where("t.reference_type", "=", q.referenceType!))
            .$if(q.referenceId !== undefined, (b) => b.where("t.reference_id", "=", q.referenceId!))
            .$if(q.before !== undefined, (b) => b.where("t.created_at", "<", q.before!))
            .$if(q.since !== undefined, (b) => b.where("t.created_at", ">=", q.since!))
          const [rows, count] = await Promise.all([
            base
              .select([
                "t.id",
                "t.code",
                "t.reference_type",
                "t.reference_id",
                "t.memo_code",
                "t.memo_params",
                "t.created_at",
                "l.asset",
                "a.pocket",
                sql<string>`case when l.to_account = a.id then l.amount else -l.amount end`.as("signed")
              ])
              .orderBy("t.id", "desc")
              .orderBy("l.id", "desc")
              .limit(q.limit)
              .offset(q.offset)
              .execute(),
            base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()
          ])
          return {
            total: Number(count.n),
            rows: rows.map(
              (r): HistoryLine => ({
                transferId: Number(r.id),
                code: r.code as TransferCode,
                reference: { type: r.reference_type, id: r.reference_id },
                memo: memoOfRow(r),
                asset: r.asset as Asset,
                pocket: r.pocket as Pocket,
                amount: BigInt(r.signed),
                createdAt: r.created_at
              })
            )
          }
        }),
      totals: query(db, async (x) => {
        const rows = await x
          .selectFrom("ledger_accounts")
          .select([
            "asset",
            sql<string>`sum(balance)`.as("sum"),
            sql<string>`coalesce(-sum(balance) filter (where may_go_negative), 0)`.as("issued"),
            sql<string>`count(*)`.as("accounts"),
            sql<string>`count(*) filter (where balance < 0 and not may_go_negative)`.as("negative")
          ])
          .groupBy("asset")
          .orderBy("asset")
          .execute()
        return rows.map((r): AssetTotal => ({ asset: r.asset as Asset, sum: BigInt(r.sum), issued: BigInt(r.issued), accounts: Number(r.accounts), negative: Number(r.negative) }))
      })
    }
  })
)
