import { type ActivityBeat, ActivityRepository, BOX_SECONDS, type BeatShare, RAW_BEATS_CAP, ROLLUP_RETENTION_DAYS, TRACKER_BEATS_PER_MINUTE, TRACKER_SHARE, admitFromShare, creditedSince } from "@iw/core"
import { Effect, Layer } from "effect"
import { type Kysely, sql } from "kysely"
import type { Database } from "../database"
import { Db, prepared, query } from "../executor"

/** Buffered beats are written at least this often, or as soon as this many wait. */
const FLUSH_MS = 1_000
const FLUSH_AT = 500
/** Old raw beats and rollups are pruned at most this often (per process). */
const PRUNE_MS = 60_000

type Sum = { seconds: number; beats: number }
const add = (m: Map<string, Sum>, k: string, seconds: number) => {
  const s = m.get(k)
  if (s === undefined) m.set(k, { seconds, beats: 1 })
  else {
    s.seconds += seconds
    s.beats += 1
  }
}

/**
 * Writes a batch of beats in one transaction: one multi-row insert of raw beats, and one upsert per rollup with the
 * batch's sums (keys in order, so two processes never deadlock). Counts of members per day and route come from the
 * upserts themselves (`xmax = 0` marks a new row), boxes from a member's day crossing {@link BOX_SECONDS}.
 */
export const writeBeats = async (db: Kysely<Database>, beats: ReadonlyArray<ActivityBeat>): Promise<void> => {
  if (beats.length === 0) return
  const memberRoutes = new Map<string, Sum>()
  const memberDays = new Map<string, Sum>()
  for (const b of beats) {
    add(memberRoutes, `${b.day}\u0000${b.memberId}\u0000${b.route}`, b.seconds)
    add(memberDays, `${b.day}\u0000${b.memberId}`, b.seconds)
  }
  const sorted = <V>(m: Map<string, V>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("activity_beats")
      .values(beats.map((b) => ({ member_id: b.memberId, route: b.route, seconds: b.seconds, visible: b.visible, at: b.at })))
      .execute()
    const routeRows = await trx
      .insertInto("activity_member_routes")
      .values(
        sorted(memberRoutes).map(([k, s]) => {
          const [day, memberId, route] = k.split("\u0000") as [string, string, string]
          return { day: Number(day), member_id: Number(memberId), route, seconds: s.seconds, beats: s.beats }
        })
      )
      .onConflict((oc) =>
        oc.columns(["day", "member_id", "route"]).doUpdateSet({
          seconds: sql`activity_member_routes.seconds + excluded.seconds`,
          beats: sql`activity_member_routes.beats + excluded.beats`
        })
      )
      .returning(["day", "route", sql<boolean>`(xmax = 0)`.as("fresh")])
      .execute()
    const dayRows = await trx
      .insertInto("activity_member_days")
      .values(
        sorted(memberDays).map(([k, s]) => {
          const [day, memberId] = k.split("\u0000") as [string, string]
          return { day: Number(day), member_id: Number(memberId), seconds: s.seconds, beats: s.beats }
        })
      )
      .onConflict((oc) =>
        oc.columns(["day", "member_id"]).doUpdateSet({
          seconds: sql`activity_member_days.seconds + excluded.seconds`,
          beats: sql`activity_member_days.beats + excluded.beats`
        })
      )
      .returning(["day", "member_id", "seconds", sql<boolean>`(xmax = 0)`.as("fresh")])
      .execute()
    // Per route and day: the batch's sums and the members new to the route that day.
    const routeDays = new Map<string, Sum & { members: number }>()
    for (const [k, s] of memberRoutes) {
      const [day, , route] = k.split("\u0000") as [string, string, string]
      const key = `${day}\u0000${route}`
      const r = routeDays.get(key) ?? { seconds: 0, beats: 0, members: 0 }
      r.seconds += s.seconds
      r.beats += s.beats
      routeDays.set(key, r)
    }
    for (const row of routeRows) if (row.fresh) routeDays.get(`${row.day}\u0000${row.route}`)!.members += 1
    await trx
      .insertInto("activity_route_days")
      .values(
        sorted(routeDays).map(([k, s]) => {
          const [day, route] = k.split("\u0000") as [string, string]
          return { day: Number(day), route, seconds: s.seconds, beats: s.beats, members: s.members }
        })
      )
      .onConflict((oc) =>
        oc.columns(["day", "route"]).doUpdateSet({
          seconds: sql`activity_route_days.seconds + excluded.seconds`,
          beats: sql`activity_route_days.beats + excluded.beats`,
          members: sql`activity_route_days.members + excluded.members`
        })
      )
      .execute()
    // Per day: sums, new members, and members whose day just became a box.
    const days = new Map<number, { seconds: number; beats: number; members: number; boxes: number }>()
    for (const [k, s] of memberDays) {
      const day = Number(k.split("\u0000")[0])
      const d = days.get(day) ?? { seconds: 0, beats: 0, members: 0, boxes: 0 }
      d.seconds += s.seconds
      d.beats += s.beats
      days.set(day, d)
    }
    for (const row of dayRows) {
      const d = days.get(row.day)!
      const added = memberDays.get(`${row.day}\u0000${row.member_id}`)!.seconds
      if (row.fresh) d.members += 1
      if (row.seconds >= BOX_SECONDS && row.seconds - added < BOX_SECONDS) d.boxes += 1
    }
    await trx
      .insertInto("activity_days")
      .values([...days.entries()].sort(([a], [b]) => a - b).map(([day, d]) => ({ day, ...d })))
      .onConflict((oc) =>
        oc.column("day").doUpdateSet({
          seconds: sql`activity_days.seconds + excluded.seconds`,
          beats: sql`activity_days.beats + excluded.beats`,
          members: sql`activity_days.members + excluded.members`,
          boxes: sql`activity_days.boxes + excluded.boxes`
        })
      )
      .execute()
  })
}

/** Keeps at most {@link RAW_BEATS_CAP} raw beats and {@link ROLLUP_RETENTION_DAYS} days of per-member rollups. */
export const pruneActivity = async (db: Kysely<Database>, today: number, cap = RAW_BEATS_CAP): Promise<void> => {
  await sql`delete from activity_beats where id <= (select max(id) from activity_beats) - ${cap}`.execute(db)
  const oldest = today - ROLLUP_RETENTION_DAYS
  await db.deleteFrom("activity_member_routes").where("day", "<", oldest).execute()
  await db.deleteFrom("activity_member_days").where("day", "<", oldest).execute()
  await db.deleteFrom("activity_route_days").where("day", "<", oldest).execute()
}

/**
 * Takes a share of a member's clock minute from the shared limiter row, atomically ($1 member, $2 clock minute, $3
 * now in ms, $4 beats a minute, $5 the share): at most $5 beats, and never past $4 in the minute in all. Answers the
 * beats granted (0: the minute is used up) and the previous beat's time the row knew, as the statement's snapshot saw
 * it (null on the member's first beat). The row's `beats` counts what was handed out.
 */
const TAKE_SHARE = `
  insert into activity_limits as l (member_id, minute, beats, last_at_ms)
  values ($1::int, $2::bigint, least($5::int, $4::int), $3::bigint)
  on conflict (member_id) do update set
    beats = case when l.minute = excluded.minute then l.beats + least($5::int, $4::int - l.beats) else least($5::int, $4::int) end,
    minute = excluded.minute,
    last_at_ms = greatest(l.last_at_ms, excluded.last_at_ms)
  where l.minute <> excluded.minute or l.beats < $4::int
  returning l.beats - coalesce((select p.beats from activity_limits p where p.member_id = $1::int and p.minute = $2::bigint), 0) as granted,
    (select p.last_at_ms from activity_limits p where p.member_id = $1::int) as previous`

/** The previous beats this process admitted from its shares, written back to the shared rows (so another process credits from them). */
const NOTE_LAST_BEATS = `
  update activity_limits l set last_at_ms = greatest(l.last_at_ms, v.at)
  from unnest($1::int[], $2::bigint[]) as v(member_id, at) where l.member_id = v.member_id`

/**
 * The tracker's store on PostgreSQL (and PGlite). `admit` takes a share of the member's minute from the shared limiter
 * row ({@link TAKE_SHARE}, {@link TRACKER_SHARE} beats at once, atomically, never more than the limit in all), then
 * admits from it in memory (`admitFromShare`): a member beating every 15 s costs one statement a minute, not four, and
 * the limit holds across API processes exactly. A member's beats in one process are decided one after another. The
 * previous beat's time is written back with the buffered beats, so another process credits from it (credit runs ahead
 * of the wall clock by at most that second, and only when one member's beats go through two processes). `record` only buffers: a timer (or {@link FLUSH_AT} waiting beats)
 * writes the buffer through {@link writeBeats}, so 1,000 members every 15 s cost about one transaction a second.
 * A crash loses at most the last second's beats, which is acceptable for time-on-page figures.
 */
export const ActivityRepositoryKysely = Layer.effect(
  ActivityRepository,
  Effect.gen(function* () {
    const db = yield* Db
    let buffer: Array<ActivityBeat> = []
    let writing: Promise<void> = Promise.resolve()
    let lastPrune = 0
    let timer: ReturnType<typeof setTimeout> | null = null
    // This process's shares of members' minutes, the members whose previous beat the shared row does not know yet,
    // and each member's decision in progress.
    const shares = new Map<number, BeatShare>()
    const unnoted = new Map<number, number>()
    const decisions = new Map<number, Promise<number | null>>()
    const decide = async (memberId: number, nowMs: number, claimed: number): Promise<number | null> => {
      const local = admitFromShare(shares.get(memberId), nowMs, claimed)
      if (local !== null) {
        if (!local.admitted) return null
        shares.set(memberId, local.next)
        unnoted.set(memberId, local.next.lastAtMs)
        return local.credited
      }
      const minute = Math.floor(nowMs / 60_000)
      const rows = await Effect.runPromise(
        prepared<{ granted: number; previous: string | null }>(db, "iw_tracker_take_share", TAKE_SHARE, [memberId, minute, nowMs, TRACKER_BEATS_PER_MINUTE, TRACKER_SHARE])
      )
      const granted = Number(rows[0]?.granted ?? 0)
      const previous = rows[0]?.previous === null || rows[0]?.previous === undefined ? null : Number(rows[0].previous)
      const known = shares.get(memberId)
      // What this process knew of the previous beat counts too (its last beats may not be written back yet).
      const lastAtMs = Math.max(previous ?? -Infinity, known?.lastAtMs ?? -Infinity)
      if (granted <= 0) {
        shares.set(memberId, { minute, left: 0, lastAtMs: Number.isFinite(lastAtMs) ? lastAtMs : nowMs, exhausted: true })
        return null
      }
      shares.set(memberId, { minute, left: granted - 1, lastAtMs: Math.max(nowMs, Number.isFinite(lastAtMs) ? lastAtMs : nowMs), exhausted: false })
      return creditedSince(Number.isFinite(lastAtMs) ? lastAtMs : null, nowMs, claimed)
    }
    const flushNow = (): Promise<void> => {
      if (timer !== null) {
        clearTimeout(timer)
        timer = null
      }
      const batch = buffer
      buffer = []
      const noted = [...unnoted]
      unnoted.clear()
      // Shares of minutes gone by are forgotten.
      const minute = Math.floor(Date.now() / 60_000)
      for (const [memberId, share] of shares) if (share.minute < minute) shares.delete(memberId)
      writing = writing.then(async () => {
        if (batch.length > 0) await writeBeats(db, batch)
        if (noted.length > 0) await Effect.runPromise(prepared(db, "iw_tracker_note_last_beats", NOTE_LAST_BEATS, [noted.map(([m]) => m), noted.map(([, at]) => at)]))
        const now = Date.now()
        if (batch.length > 0 && now - lastPrune > PRUNE_MS) {
          lastPrune = now
          await pruneActivity(db, batch[batch.length - 1]!.day)
        }
      }).catch((e: unknown) => console.error("activity: writing beats failed", e))
      return writing
    }
    return {
      admit: (memberId, nowMs, claimed) =>
        Effect.promise(() => {
          // One member's beats in this process are decided one after another: a share is taken once, then used.
          const decided = (decisions.get(memberId) ?? Promise.resolve(null)).then(
            () => decide(memberId, nowMs, claimed),
            () => decide(memberId, nowMs, claimed)
          )
          decisions.set(memberId, decided)
          void decided.finally(() => {
            if (decisions.get(memberId) === decided) decisions.delete(memberId)
          }).catch(() => undefined)
          return decided
        }),
      record: (beat) =>
        Effect.sync(() => {
          buffer.push(beat)
          if (buffer.length >= FLUSH_AT) void flushNow()
          else if (timer === null) {
            timer = setTimeout(() => void flushNow(), FLUSH_MS)
            timer.unref?.()
          }
        }),
      flush: Effect.promise(() => flushNow()),
      days: (from, to) =>
        query(db, (x) =>
          x.selectFrom("activity_days").select(["day", "members", "seconds", "beats", "boxes"]).where("day", ">=", from).where("day", "<=", to).orderBy("day").execute()
        ).pipe(Effect.map((rows) => rows.map((r) => ({ day: r.day, activeMembers: r.members, seconds: Number(r.seconds), beats: Number(r.beats), boxes: r.boxes })))),
      routes: (from, to, limit) =>
        query(db, (x) =>
          x
            .selectFrom("activity_route_days")
            .select(["route", sql<string>`sum(seconds)`.as("seconds"), sql<string>`sum(beats)`.as("beats"), sql<string>`sum(members)`.as("member_days")])
            .where("day", ">=", from)
            .where("day", "<=", to)
            .groupBy("route")
            .orderBy(sql`sum(seconds)`, "desc")
            .orderBy("route")
            .limit(limit)
            .execute()
        ).pipe(Effect.map((rows) => rows.map((r) => ({ route: r.route, seconds: Number(r.seconds), beats: Number(r.beats), memberDays: Number(r.member_days) })))),
      memberBoxes: (memberId, from, minSeconds) =>
        query(db, (x) =>
          x
            .selectFrom("activity_member_days")
            .select(sql<string>`count(*)`.as("n"))
            .where("member_id", "=", memberId)
            .where("day", ">=", from)
            .where("seconds", ">=", minSeconds)
            .executeTakeFirstOrThrow()
        ).pipe(Effect.map((r) => Number(r.n)))
    }
  })
)
