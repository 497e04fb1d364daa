import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { WebSocket } from "ws"
import { gameDayFile, gamer } from "../support/games"
import { liveClient } from "../support/live-client"
import { type TestServer, startTestServer } from "../support/server"

/**
 * The notification centre (issue 14 §2) over real HTTP and `/ws`: the games' reminders are stored once per subject
 * and CST day, read in the member's language from a code and parameters, marked read one by one or all at once, and
 * announced live to the member's own sockets only: another member neither receives them nor can read or mark them.
 */
let s: TestServer
let staff: ReturnType<TestServer["clientWith"]>
const day = gameDayFile()
const sockets: Array<WebSocket> = []

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0", GAME_MINING_SECONDS: "1", TEST_GAME_DAY_OFFSET_FILE: day.file })
  staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
})
afterAll(async () => {
  for (const ws of sockets) ws.terminate()
  await s?.stop()
})

const socketOf = async (token: string) => {
  const live = await liveClient(s.url, ["member/update"], token)
  sockets.push(live.ws)
  return live
}

describe("notification centre (issue 14 §2)", () => {
  it("keeps one reminder per tree and CST day, delivers it live to its member only, and marks read", async () => {
    day.advanceTo(0)
    const a = await gamer(s, staff, "notify.a", [{ x: 141, y: 91 }])
    const b = await gamer(s, staff, "notify.b", [])
    const mine = await socketOf(a.token)
    const theirs = await socketOf(b.token)

    await a.client.lumberYard.purchase({ body: { productId: 1, quantity: 1 } })
    const tree = await a.client.lumberYard.planting({ body: { plotId: { x: 141, y: 91 }, position: 2, wood: 6 } })

    // Read (the bell's count): the due reminder is posted once, however often it is read.
    expect(await a.client.notifications.unread()).toEqual({ unread: 1 })
    expect(await a.client.notifications.unread()).toEqual({ unread: 1 })
    const list = await a.client.notifications.list({ query: {} })
    expect(list.unread).toBe(1)
    expect(list.data).toHaveLength(1)
    expect(list.data[0]).toMatchObject({ code: "tree.needs_water", params: { plotId: "141,91", position: 2, growth: 0 }, readAt: null })
    const first = list.data[0]!
    expect(await mine.waitFor((m) => m.type === "member" && m.payload?.kind === "notification" && m.payload.notificationId === first.id)).toBeDefined()

    // Another member: none of it to read, no way to mark it, nothing on their socket.
    expect((await b.client.notifications.list({ query: {} })).data).toEqual([])
    expect(await b.client.notifications.read({ body: { ids: [first.id] } })).toEqual({ marked: 0, unread: 0 })
    expect((await a.client.notifications.unread()).unread).toBe(1)

    // Watered today: nothing more today; the next CST day asks again, once.
    await a.client.lumberYard.watering({ body: { treeId: tree.id } })
    expect((await a.client.notifications.list({ query: {} })).meta.total).toBe(1)
    day.advanceTo(1)
    await Promise.all([a.client.notifications.unread(), a.client.notifications.unread(), a.client.notifications.list({ query: {} })])
    const next = await a.client.notifications.list({ query: { unread: "1" } })
    expect(next.data.map((n) => [n.code, n.params.growth])).toEqual([
      ["tree.needs_water", 1],
      ["tree.needs_water", 0]
    ])

    // Mark one read, then all; the member's socket hears of the reads.
    expect(await a.client.notifications.read({ body: { ids: [first.id] } })).toEqual({ marked: 1, unread: 1 })
    expect(await mine.waitFor((m) => m.type === "member" && m.payload?.kind === "notificationsRead")).toBeDefined()
    expect(await a.client.notifications.readAll()).toEqual({ marked: 1, unread: 0 })
    expect((await a.client.notifications.list({ query: {} })).data.every((n) => n.readAt !== null)).toBe(true)

    await new Promise((r) => setTimeout(r, 300))
    expect(theirs.messages.filter((m) => m.type === "member" && (m.payload?.kind === "notification" || m.payload?.kind === "notificationsRead"))).toEqual([])
    day.advanceTo(0)
  })

  it("tells of a rusting shovel once a day, of a worn one once, and of a finished mining session once", async () => {
    day.advanceTo(0)
    const m = await gamer(s, staff, "notify.miner", [{ x: 142, y: 91 }])
    await m.client.goldRush.shovelPurchase()
    const started = await m.client.goldRush.miningStart({ body: { plotId: { x: 142, y: 91 } } })
    expect(started.shovel.durability).toBe(97)
    await new Promise((r) => setTimeout(r, 1100))
    const codes = async () => (await m.client.notifications.list({ query: { perPage: 50 } })).data.map((n) => n.code)
    expect(await codes()).toEqual(["mining.ready"])
    await m.client.goldRush.miningFinish({ body: { plotId: { x: 142, y: 91 } } })
    expect(await codes()).toEqual(["mining.ready"])

    // Two idle days: rusting (97 − 1 = 96), once that day.
    day.advanceTo(2)
    await Promise.all([codes(), codes()])
    const rust = (await m.client.notifications.list({ query: {} })).data[0]!
    expect(rust).toMatchObject({ code: "shovel.rusting", params: { durability: 96 } })
    day.advanceTo(3)
    expect(await codes()).toEqual(["shovel.rusting", "shovel.rusting", "mining.ready"])

    // Idle long enough to fall below 3: worn, told once however many days pass.
    day.advanceTo(200)
    expect((await codes())[0]).toBe("shovel.worn")
    day.advanceTo(201)
    expect((await codes()).filter((c) => c === "shovel.worn")).toHaveLength(1)
    day.advanceTo(0)
  })

  it("answers 401 without a member and 422 on a bad read body", async () => {
    const noAuth = await fetch(`${s.url}/api/member/notifications`)
    expect(noAuth.status).toBe(401)
    const m = await gamer(s, staff, "notify.bad", [])
    const token = m.token
    const bad = await fetch(`${s.url}/api/member/notifications/read`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ ids: [] }) })
    expect(bad.status).toBe(422)
  })
})
