// The games' reminders for the notification centre (issue 14 §2): the background job's once-a-CST-day sweep over
// 10,000 members, each with 20 growing trees and a rusting shovel, on PostgreSQL; then the same sweep again that day
// (every reminder already posted: nothing new), as a second API process would run it.
//   BENCH_DATABASE_URL=postgres://… npx tsx bench/game-reminders.bench.ts
import { cstDayNumber } from "@iw/contracts"
import { sweepGameReminders } from "@iw/core"
import pg from "pg"
import { benchServer, machine, record } from "./support"

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000)
const TREES = 20
const { server, close, database, schema } = await benchServer({ JOBS_EVERY_SECONDS: "0" })
if (schema === null) throw new Error("game-reminders.bench.ts needs BENCH_DATABASE_URL (PostgreSQL)")
const db = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL, options: `-c search_path=${schema}` })
await db.connect()
const today = cstDayNumber(new Date())
const { rows } = await db.query<{ id: string }>(
  `insert into members (first_name, email, lang, password_hash, open_date, created_at, updated_at)
   select 'Bench', 'bench' || g || '@example.com', 'en', 'x', now(), now(), now() from generate_series(1, $1::int) g returning id`,
  [MEMBERS]
)
const ids = rows.map((r) => Number(r.id))
await db.query(`insert into gold_rush_shovels (member_id, durability, active_day, updated_at) select unnest($1::int[]), 100, $2::int - 3, now()`, [ids, today])
await db.query(
  `insert into lumber_trees (member_id, x, y, position, wood, growth, last_watered_day, planted_at)
   select m.id, 1000 + m.n, k / 9, k % 9, 6 + k % 3, k % 10, null, now()
   from (select unnest($1::int[]) as id, generate_subscripts($1::int[], 1) as n) m cross join generate_series(0, $2::int - 1) k`,
  [ids, TREES]
)
await db.query("analyze")
const timed = async () => {
  const t0 = performance.now()
  const r = await server.runtime.runPromise(sweepGameReminders(null))
  return { ms: Math.round(performance.now() - t0), posted: r.posted }
}
const first = await timed()
const again = await timed()
const stored = Number((await db.query<{ n: string }>("select count(*) as n from notifications")).rows[0]!.n)
await db.end()
await close()

const section = [
  `## Games: the notification centre's daily sweep (issue 14 §2), ${MEMBERS.toLocaleString("en-US")} members × ${TREES} trees and a shovel (${database})`,
  "",
  `${new Date().toISOString().slice(0, 10)} · \`BENCH_DATABASE_URL=postgres://… npx tsx bench/game-reminders.bench.ts\` · ${machine()}`,
  "",
  "| sweep | time | reminders posted |",
  "|---|---:|---:|",
  `| first of the CST day | ${(first.ms / 1000).toFixed(1)} s | ${first.posted.toLocaleString("en-US")} |`,
  `| again the same day (a second process) | ${(again.ms / 1000).toFixed(1)} s | ${again.posted.toLocaleString("en-US")} |`,
  "",
  `${stored.toLocaleString("en-US")} notifications stored. Measured on a shared machine under load from other work (load average far above its cores), so the times are an upper bound.`,
  "The sweep runs once per CST day per process (and every tick only for members whose mining session's time has run);",
  "the rust and growth themselves need no batch (above). The reminders are also posted on read, so a late sweep only",
  "delays the bell of a member who is not looking; it never doubles a reminder (one per member and key, unique index)."
].join("\n")
console.log(section)
if (!process.argv.includes("--no-record")) record(section)
