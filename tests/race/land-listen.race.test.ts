import { LISTEN_APPLICATION_NAME, liveChannel } from "@iw/postgres"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { onRealPostgres, openTestDatabase, testDatabaseUrl } from "../support/database"
import { liveClient } from "../support/live-client"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 4 §3 on real PostgreSQL: when the connection that LISTENs for world changes is lost (here: its backend is
 * terminated, as a restart or a failover would), the process reconnects, re-reads the world version, tells its
 * clients to resync, and plot updates flow again. Before, it went on showing Connected and delivered nothing.
 */
const LEGAL = { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" }

/** The backends listening on this schema's channel only: suites beside this one listen on theirs. */
const listeners = async (admin: pg.Client, channel: string) =>
  (
    await admin.query<{ pid: number }>(`select pid from pg_stat_activity where application_name = $1 and query ilike 'listen%' and query like $2`, [LISTEN_APPLICATION_NAME, `%"${channel}"%`])
  ).rows.map((r) => r.pid)

const kill = async (admin: pg.Client, channel: string) => {
  const pids = await listeners(admin, channel)
  expect(pids).toHaveLength(1)
  await admin.query(`select pg_terminate_backend($1)`, [pids[0]])
  return pids[0]!
}

const until = async <A>(f: () => Promise<A | undefined> | A | undefined, ms = 15_000): Promise<A | undefined> => {
  const end = Date.now() + ms
  while (Date.now() < end) {
    const v = await f()
    if (v !== undefined) return v
    await new Promise((r) => setTimeout(r, 25))
  }
  return undefined
}

describe.runIf(onRealPostgres())("the live channel survives losing its LISTEN connection (PostgreSQL)", () => {
  let admin: pg.Client

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: testDatabaseUrl() })
    await admin.connect()
  })
  afterAll(async () => {
    await admin?.end()
  })

  it("listen() reconnects with backoff, says so, and hears NOTIFY again", async () => {
    const db = await openTestDatabase()
    const channel = liveChannel(db.schema)
    const heard: Array<string> = []
    const listening: Array<boolean> = []
    let lost = 0
    const stop = await db.listen(channel, (p) => heard.push(p), { onListening: (re) => void listening.push(re), onLost: () => void lost++ })
    try {
      expect(listening).toEqual([false])
      const before = await kill(admin, channel)
      expect(await until(() => (listening.length === 2 ? true : undefined))).toBe(true)
      expect(listening).toEqual([false, true])
      expect(lost).toBe(1)
      const now = await listeners(admin, channel)
      expect(now).toHaveLength(1)
      expect(now[0]).not.toBe(before)
      await admin.query(`select pg_notify($1, 'after')`, [channel])
      expect(await until(() => (heard.includes("after") ? true : undefined))).toBe(true)
    } finally {
      await stop()
      await db.dispose()
    }
    // Stopped means stopped: no connection is left listening, and none comes back.
    await new Promise((r) => setTimeout(r, 300))
    expect(await listeners(admin, channel)).toEqual([])
  })

  describe("an API process", () => {
    let s: TestServer
    let token: string
    beforeAll(async () => {
      s = await startTestServer({ JOBS_EVERY_SECONDS: "0" })
      token = (await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
      await s.clientWith(token).wallet.saveLegalInfo({ body: LEGAL })
    }, 60_000)
    afterAll(async () => {
      await s?.stop()
    })

    /** A map client: subscribed to plot/update, keeping every message. */
    const mapClient = () => liveClient(s.url)

    it("after the LISTEN backend is terminated, tells its clients to resync with the current version and delivers the next purchase live", async () => {
      const member = s.clientWith(token)
      const channel = liveChannel(s.db.schema)
      const client = await mapClient()
      try {
        await kill(admin, channel)
        // A purchase right away: its NOTIFY may well be lost with the connection. Either the event arrives, or the
        // resync after the reconnection names a version at least as new, so the client fetches it.
        const lostOne = await member.land.purchase({ body: { plots: [{ x: 41, y: 47 }] } })
        const resync = await until(() => client.messages.find((m) => m.type === "resync"))
        expect(resync, "a resync after the reconnection").toMatchObject({ type: "resync", reason: "reconnected" })
        // The resync is sent when LISTEN is back; if LISTEN came back before the purchase committed, the resync names an
        // older version and the purchase's own event follows it, a moment later. So wait for either, not for both at
        // once (checking the event the instant the resync arrived was the flake: the event was still on its way).
        const covered = await until(() =>
          client.messages.some((m) => m.type === "event" && m.version === lostOne.version) || resync!.version! >= lostOne.version ? true : undefined
        )
        expect(covered, "the lost purchase arrives as an event or is covered by the resync's version").toBe(true)
        expect(await listeners(admin, channel)).toHaveLength(1)

        const next = await member.land.purchase({ body: { plots: [{ x: 42, y: 47 }] } })
        const event = await until(() => client.messages.find((m) => m.type === "event" && m.version === next.version))
        expect(event?.payload?.plots).toEqual([expect.objectContaining({ x: 42, y: 47, status: "sold" })])

        // The snapshot, served from memory again, is at the purchase's version.
        const res = await fetch(`${s.url}/api/public/map/snapshot`)
        expect(Number(res.headers.get("x-world-version"))).toBeGreaterThanOrEqual(next.version)
      } finally {
        client.ws.close()
      }
    }, 60_000)

    it("serves the version from memory, and reads it again when LISTEN comes back, so a change it never heard of is served", async () => {
      const channel = liveChannel(s.db.schema)
      const version = async () => Number((await fetch(`${s.url}/api/public/map/snapshot`)).headers.get("x-world-version"))
      const before = await version()
      // A change whose announcement never comes (as if its NOTIFY had been sent while the connection was down).
      const other = new pg.Client({ connectionString: testDatabaseUrl(), options: `-c search_path=${s.db.schema}` })
      await other.connect()
      try {
        await other.query(`update world_state set version = version + 1 where id = 1`)
        await other.query(`update plots set status = 'temporarily_unavailable', version = (select version from world_state) where x = 43 and y = 47`)
      } finally {
        await other.end()
      }
      // Served from memory: the database moved, the snapshot's version did not.
      expect(await version()).toBe(before)
      await kill(admin, channel)
      const seen = await until(async () => ((await version()) > before ? true : undefined))
      expect(seen, "after the loss the snapshot is at the database's version").toBe(true)
      expect(await until(async () => ((await listeners(admin, channel)).length === 1 ? true : undefined))).toBe(true)
      expect(await version()).toBeGreaterThan(before)
    }, 60_000)
  })
})
