import type { ActivityBeat } from "@iw/core"
import { pruneActivity, writeBeats } from "@iw/postgres"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres, openTestDatabase } from "../support/database"
import { inMemoryEnv, kyselyEnv } from "../support/ports"
import { activityRepositoryPortSuite, statisticsReaderPortSuite } from "./activity.suite"

/**
 * The tracker's batched writes (PGlite, and PostgreSQL with TEST_DATABASE_URL): batches written at once add up in
 * every rollup exactly as the raw beats do, members and boxes counted once however the beats were batched, and the
 * raw beats stay under their cap.
 */
let h: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  h = await openTestDatabase()
}, 120_000)
afterAll(async () => {
  await h?.dispose()
})

const beat = (memberId: number, day: number, route: string, seconds: number): ActivityBeat => ({ memberId, day, route, seconds, visible: true, at: new Date(day * 86_400_000 + 43_200_000) })

describe("activity rollups", () => {
  it("sum batches written concurrently like the raw beats, count members and boxes once, and cap raw rows", async () => {
    const day = 20_000
    const beats: Array<ActivityBeat> = []
    for (let i = 0; i < 600; i++) beats.push(beat(1 + (i % 7), day + (i % 2), i % 3 === 0 ? "/map" : "/plots/:id", 15))
    const batches = [beats.slice(0, 150), beats.slice(150, 300), beats.slice(300, 450), beats.slice(450)]
    await Promise.all(batches.map((b) => writeBeats(h.db, b)))

    const days = await h.db.selectFrom("activity_days").selectAll().orderBy("day").execute()
    const raw = await sql<{ day: number; members: string; seconds: string; beats: string }>`
      select md.day, count(*) as members, sum(md.seconds) as seconds, sum(md.beats) as beats from activity_member_days md group by md.day order by md.day`.execute(h.db)
    expect(days.map((d) => ({ day: d.day, members: d.members, seconds: Number(d.seconds), beats: Number(d.beats) }))).toEqual(
      raw.rows.map((r) => ({ day: r.day, members: Number(r.members), seconds: Number(r.seconds), beats: Number(r.beats) }))
    )
    expect(days.reduce((s, d) => s + Number(d.beats), 0)).toBe(600)
    // 7 members split over 2 days, each with well over 300 s a day: every member-day is a box, counted once.
    expect(days.reduce((s, d) => s + d.boxes, 0)).toBe(days.reduce((s, d) => s + d.members, 0))
    const routes = await h.db.selectFrom("activity_route_days").selectAll().execute()
    const memberRoutes = await h.db.selectFrom("activity_member_routes").select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow()
    expect(routes.reduce((s, r) => s + r.members, 0)).toBe(Number(memberRoutes.n))

    await pruneActivity(h.db, day + 1, 100)
    const left = await h.db.selectFrom("activity_beats").select(sql<string>`count(*)`.as("n")).executeTakeFirstOrThrow()
    expect(Number(left.n)).toBeLessThanOrEqual(100)
    await pruneActivity(h.db, day + 1000)
    expect(await h.db.selectFrom("activity_member_days").selectAll().execute()).toEqual([])
    expect((await h.db.selectFrom("activity_days").selectAll().execute()).length).toBe(2)
  })
})

describe(`ActivityRepository: Kysely on ${onRealPostgres() ? "PostgreSQL" : "PGlite"}`, () => activityRepositoryPortSuite("kysely", kyselyEnv))
describe("ActivityRepository: in memory", () => activityRepositoryPortSuite("in-memory", inMemoryEnv))
describe(`StatisticsReader: Kysely on ${onRealPostgres() ? "PostgreSQL" : "PGlite"}`, () => statisticsReaderPortSuite("kysely", kyselyEnv))
describe("StatisticsReader: in memory", () => statisticsReaderPortSuite("in-memory", inMemoryEnv))
