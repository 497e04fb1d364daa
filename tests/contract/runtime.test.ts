import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { loadConfig, startServer } from "@iw/api"
import { api } from "@iw/contracts"
import { makeClient } from "@iw/contracts/client"
import { sql } from "kysely"
import { WebSocket } from "ws"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { liveChannel } from "@iw/postgres"
import { onRealPostgres } from "../support/database"
import { type TestServer, startTestServer } from "../support/server"

describe("configuration", () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startTestServer({ FEATURE_ITW: "100001", FEATURE_LIVE2EARN: "all", FEATURE_ADNET: "none", FEATURE_HIDE_FOR: "100001" })
  })
  afterAll(async () => {
    await s?.stop()
  })

  it("feature gates from the environment decide the member's flags (spec §6)", async () => {
    const { accessToken } = await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })
    const me = await s.clientWith(accessToken).identity.me()
    expect(me).toMatchObject({ accessItw: true, accessLive2Earn: true, adnetIsVisible: false, citizenProgramIsVisible: false, founderPlanIsVisible: false, _2DAccess: true, daoLinkIsVisible: false })
  })

  it("refuses a malformed gate with the variable's name", () => {
    expect(() => loadConfig({ FEATURE_ITW: "1,two" })).toThrow(/FEATURE_ITW/)
    expect(() => loadConfig({ MAIL_TRANSPORT: "smtp" })).toThrow(/SMTP_URL/)
    expect(() => loadConfig({ PORT: "99999" })).toThrow(/PORT/)
  })

  it("audits staff log-ins", async () => {
    await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })
    const audit = await s.ops.staff.audit({ query: { targetType: "staff" } })
    expect(audit.data.some((a) => a.action === "staff.login")).toBe(true)
  })

  it("the live channel at /ws greets with a version, answers ping, and delivers NOTIFY events to subscribers", async () => {
    const ws = new WebSocket(`${s.url.replace("http", "ws")}/ws`)
    const messages: Array<{ type: string; topic?: string; payload?: unknown }> = []
    ws.on("message", (d) => messages.push(JSON.parse(String(d))))
    await new Promise((r) => ws.once("open", r))
    const until = async (pred: () => boolean) => {
      for (let i = 0; i < 100 && !pred(); i++) await new Promise((r) => setTimeout(r, 20))
      expect(pred()).toBe(true)
    }
    await until(() => messages.some((m) => m.type === "hello"))
    ws.send(JSON.stringify({ type: "ping" }))
    await until(() => messages.some((m) => m.type === "pong"))
    ws.send("not json")
    await until(() => messages.some((m) => m.type === "error"))
    ws.send(JSON.stringify({ type: "subscribe", topics: ["plot/update"] }))
    await new Promise((r) => setTimeout(r, 50))
    const event = { type: "event", topic: "plot/update", version: 7, payload: { x: 1, y: 2 } }
    await sql`select pg_notify(${liveChannel(s.db.schema)}, ${JSON.stringify(event)})`.execute(s.db.db)
    await until(() => messages.some((m) => m.type === "event" && m.topic === "plot/update"))
    ws.close()
  })
})

describe.skipIf(onRealPostgres())("restart on PGlite", () => {
  it("keeps data and the signing secret in the data folder: a token from before a restart still works", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "iw-restart-"))
    const env = { PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, WEB_DIR: "", STAFF_DIR: "", QUIET: "true" }
    const first = await startServer(loadConfig(env))
    const client = (port: number, token?: string) => makeClient(api, { baseUrl: `http://127.0.0.1:${port}`, token: () => token })
    const { accessToken } = await client(first.port).identity.login({ body: { username: "100001", password: "Demo#2026pass" } })
    await first.close()
    const second = await startServer(loadConfig(env))
    expect((await client(second.port, accessToken).identity.me()).id).toBe(100001)
    await second.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
})
