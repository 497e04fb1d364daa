import { allEndpoints } from "@iw/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Issue 17 over real HTTP: a member orders a custom avatar or 3D model with photos checked by content (nothing is
 * charged for an incomplete or bad set), the artist (3d-models) works the queue through its state machine with
 * milestones and a glb deliverable, the member downloads it; a cancel refunds once; nobody sees another member's
 * files; 3d-models staff reach nothing but the queues; the Live2Earn programme with its review and reward.
 */
let s: TestServer
type Client = ReturnType<TestServer["clientWith"]>
let alice: { id: number; client: Client }
let bob: { id: number; client: Client }
let artist: Client
let backOffice: Client
/** The demo member, the one FEATURE_LIVE2EARN lets into the programme here. */
let demo: Client

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3])
const WEBP = new Uint8Array([...new TextEncoder().encode("RIFF"), 30, 0, 0, 0, ...new TextEncoder().encode("WEBPVP8 "), 1, 2, 3, 4, 5, 6])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1])
const GLB = new Uint8Array([...new TextEncoder().encode("glTF"), 2, 0, 0, 0, 28, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, 1])
const file = (bytes: Uint8Array, name: string, type = "application/octet-stream") => new File([bytes as Uint8Array<ArrayBuffer>], name, { type })
const avatarPhotos = () => ({ front: [file(PNG, "front.png")], right: [file(JPEG, "right.jpg")], left: [file(WEBP, "left.webp")] })

const registerMember = async (tag: string) => {
  const email = `${tag}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`
  await s.anon.identity.sendEmailCode({ query: { email } })
  const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
  const r = await s.anon.identity.register({ body: { token, lang: "en", name: tag, password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
  return { id: r.memberId, client: s.clientWith(r.accessToken) }
}
const tickets = async (c: Client) => Number((await c.ledger.ticketBalance()).total.decimal)

beforeAll(async () => {
  s = await startTestServer({ JOBS_EVERY_SECONDS: "0", FEATURE_LIVE2EARN: "100001" })
  alice = await registerMember("alice")
  bob = await registerMember("bob")
  artist = s.clientWith((await s.anon.staff.login({ body: { email: "models@interworld.local", password: "Models#2026pass" } })).accessToken)
  demo = s.clientWith((await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken)
  backOffice = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
  await backOffice.ledger.adjustTickets({ body: { memberId: alice.id, direction: "grant", amount: 1000, reason: "custom orders test" } }, { idempotencyKey: `grant-${alice.id}` })
}, 180_000)
afterAll(async () => {
  await s?.stop()
})

describe("custom orders (spec §1, §4, §5, §9)", () => {
  it("charges nothing for missing or bad photos, 200 tickets for an avatar with its three photos", async () => {
    const missing = await failureOf(alice.client.customOrders.place({ body: { kind: "avatar" }, files: { front: [file(PNG, "f.png")], right: [file(PNG, "r.png")] } }))
    expect(missing.status).toBe(422)
    expect(missing.fieldErrors?.left?.[0]?.code).toBe("customOrders.photo_required")
    const bad = await failureOf(alice.client.customOrders.place({ body: { kind: "avatar" }, files: { ...avatarPhotos(), left: [file(EXE, "left.png", "image/png")] } }))
    expect(bad.fieldErrors?.left?.[0]?.code).toBe("files.image_format")
    expect(await tickets(alice.client)).toBe(1000)

    const order = await alice.client.customOrders.place({ body: { kind: "avatar" }, files: avatarPhotos() })
    expect(order).toMatchObject({ kind: "avatar", state: "queued", price: 200, refunded: false, moves: ["cancelled"], deliverable: null })
    expect(order.photos.map((p) => [p.side, p.mime])).toEqual([["front", "image/png"], ["right", "image/jpeg"], ["left", "image/webp"]])
    expect(order.events).toHaveLength(1)
    expect(order.events[0]).toMatchObject({ type: "move", from: null, to: "queued", actor: "member" })
    expect(await tickets(alice.client)).toBe(800)
  })

  it("the artist works the queue: take, start, stop, resume, milestone with preview, glb deliverable, complete; the member downloads it", async () => {
    const order = await alice.client.customOrders.place({ body: { kind: "avatar" }, files: avatarPhotos() })
    const queue = await artist.customOrders.queue({ params: { queue: "avatars" }, query: { state: "queued" } })
    expect(queue.data.map((o) => o.id)).toContain(order.id)
    expect((await artist.customOrders.queue({ params: { queue: "3dmodels" }, query: {} })).data.map((o) => o.id)).not.toContain(order.id)
    const photo = await artist.customOrders.staffFile({ params: { id: order.id, fileId: order.photos[0]!.id } })
    expect(photo.bytes).toEqual(PNG)

    await artist.customOrders.take({ params: { id: order.id } })
    const early = await failureOf(artist.customOrders.move({ params: { id: order.id }, body: { to: "complete" } }))
    expect([early.status, early.code]).toEqual([409, "ORDER_STATE"])
    await artist.customOrders.move({ params: { id: order.id }, body: { to: "in_progress" } })
    await artist.customOrders.move({ params: { id: order.id }, body: { to: "stopped" } })
    await artist.customOrders.move({ params: { id: order.id }, body: { to: "in_progress" } })
    const noFile = await failureOf(artist.customOrders.move({ params: { id: order.id }, body: { to: "complete" } }))
    expect(noFile.fieldErrors?.deliverable?.[0]?.code).toBe("customOrders.deliverable_required")
    const notGlb = await failureOf(artist.customOrders.deliverable({ params: { id: order.id }, files: { deliverable: [file(PNG, "model.glb")] } }))
    expect(notGlb.fieldErrors?.deliverable?.[0]?.code).toBe("files.model_format")
    await artist.customOrders.milestone({ params: { id: order.id }, body: { note: "Face sculpted" }, files: { previews: [file(PNG, "sculpt.png")] } })
    await artist.customOrders.deliverable({ params: { id: order.id }, files: { deliverable: [file(GLB, "alice")] } })
    const done = await artist.customOrders.move({ params: { id: order.id }, body: { to: "complete" } })
    expect(done).toMatchObject({ state: "complete", moves: [] })
    expect(done.events.map((e) => e.to ?? e.type)).toEqual(["queued", "in_progress", "stopped", "in_progress", "milestone", "complete"])

    const mine = await alice.client.customOrders.show({ params: { id: order.id } })
    expect(mine.deliverable).toMatchObject({ name: "alice.glb", mime: "model/gltf-binary" })
    const milestone = mine.events.find((e) => e.type === "milestone")!
    expect(milestone).toMatchObject({ note: "Face sculpted", actor: "staff", actorId: null })
    expect(milestone.previews).toHaveLength(1)
    const download = await alice.client.customOrders.file({ params: { id: order.id, fileId: mine.deliverable!.id } })
    expect(download.bytes).toEqual(GLB)
    expect(download.contentType).toBe("model/gltf-binary")
    expect((await failureOf(alice.client.customOrders.cancel({ params: { id: order.id } }))).code).toBe("ORDER_STATE")

    const audit = await s.ops.staff.audit({ query: { targetType: "custom-order", targetId: String(order.id) } })
    expect(audit.data.map((a) => a.action).sort()).toEqual(
      ["custom-orders.take", "custom-orders.move", "custom-orders.move", "custom-orders.move", "custom-orders.milestone", "custom-orders.deliverable", "custom-orders.move"].sort()
    )
  })

  it("a cancel refunds once; 500 tickets for a model with six photos; a shortfall charges nothing", async () => {
    const before = await tickets(alice.client)
    const order = await alice.client.customOrders.place({ body: { kind: "avatar" }, files: avatarPhotos() })
    expect(await tickets(alice.client)).toBe(before - 200)
    const cancelled = await alice.client.customOrders.cancel({ params: { id: order.id } })
    expect(cancelled).toMatchObject({ state: "cancelled", refunded: true })
    expect((await failureOf(artist.customOrders.move({ params: { id: order.id }, body: { to: "cancelled" } }))).code).toBe("ORDER_STATE")
    expect(await tickets(alice.client)).toBe(before)

    const sides = ["front", "back", "left", "right", "top", "bottom"] as const
    const model = await alice.client.customOrders.place({ body: { kind: "model" }, files: Object.fromEntries(sides.map((side) => [side, [file(PNG, `${side}.png`)]])) })
    expect(model.price).toBe(500)
    const started = await artist.customOrders.move({ params: { id: model.id }, body: { to: "in_progress" } })
    expect(started.assigneeId).not.toBeNull()
    expect((await failureOf(alice.client.customOrders.cancel({ params: { id: model.id } }))).code).toBe("ORDER_STATE")
    await artist.customOrders.move({ params: { id: model.id }, body: { to: "cancelled" } })
    expect(await tickets(alice.client)).toBe(before)

    const poor = await failureOf(bob.client.customOrders.place({ body: { kind: "avatar" }, files: avatarPhotos() }))
    expect(poor.fieldErrors?.tickets?.[0]?.code).toBe("ledger.insufficient.tickets")
    expect((await bob.client.customOrders.list()).data).toEqual([])
  })

  it("no member sees another's order, photos or deliverable; 3d-models staff get 403 elsewhere; other roles may not work the queues", async () => {
    const order = (await alice.client.customOrders.list()).data[0]!
    expect((await failureOf(bob.client.customOrders.show({ params: { id: order.id } }))).status).toBe(404)
    expect((await failureOf(bob.client.customOrders.file({ params: { id: order.id, fileId: order.photos[0]!.id } }))).status).toBe(404)
    expect((await failureOf(bob.client.customOrders.cancel({ params: { id: order.id } }))).status).toBe(404)
    // A file id of another order under one's own order id is not found either.
    expect((await failureOf(s.clientWith(null).customOrders.list())).status).toBe(401)

    // Every staff endpoint but the queues' (and the staff member's own session and profile) answers 403 to 3d-models.
    const artistToken = (await s.anon.staff.login({ body: { email: "models@interworld.local", password: "Models#2026pass" } })).accessToken
    const others = allEndpoints().filter((ep) => ep.access === "staff" && ep.permission !== "queues" && ep.permission !== "custom-orders")
    expect(others.length).toBeGreaterThan(20)
    for (const ep of others) {
      const res = await fetch(`${s.url}/api/${ep.path.replace(/:[A-Za-z_]+/g, "1")}`, { method: ep.method, headers: { authorization: `Bearer ${artistToken}`, "content-type": "application/json" }, ...(ep.method === "GET" ? {} : { body: "{}" }) })
      expect([ep.id, res.status]).toEqual([ep.id, 403])
    }
    expect((await failureOf(backOffice.customOrders.queue({ params: { queue: "avatars" }, query: {} }))).status).toBe(403)
    expect((await failureOf(backOffice.customOrders.move({ params: { id: order.id }, body: { to: "in_progress" } }))).status).toBe(403)
  })
})

describe("Live2Earn (spec §4, §5, §6, §7)", () => {
  it("relocation, upload by content, review with a reason, the reward through the ledger, Rejected for the member", async () => {
    expect(await demo.live2earn.relocation()).toEqual({ allowed: true, path: "live2earn", reward: 5 })
    const bad = await failureOf(demo.live2earn.upload({ files: { photo: [file(EXE, "me.png", "image/png")] } }))
    expect(bad.fieldErrors?.photo?.[0]?.code).toBe("files.image_format")
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG)
    expect((await failureOf(demo.live2earn.upload({ files: { photo: [file(big, "big.png")] } }))).fieldErrors?.photo?.[0]?.code).toBe("files.image_too_big")
    const one = await demo.live2earn.upload({ files: { photo: [file(WEBP, "one.webp")] } })
    const two = await demo.live2earn.upload({ files: { photo: [file(JPEG, "two.jpg")] } })
    expect(one).toMatchObject({ state: "pending", status: "pending", mime: "image/webp", reward: 0 })
    expect((await failureOf(bob.client.live2earn.photo({ params: { id: one.id } }))).status).toBe(404)

    const queue = await backOffice.live2earn.reviewQueue({ query: {} })
    expect(queue.data.map((p) => p.id)).toEqual(expect.arrayContaining([one.id, two.id]))
    const before = await tickets(demo)
    expect((await failureOf(backOffice.live2earn.review({ params: { id: two.id }, body: { decision: "declined", reason: " " } }))).fieldErrors?.reason?.[0]?.code).toBe("validation.required")
    await backOffice.live2earn.review({ params: { id: one.id }, body: { decision: "approved", reason: "" } })
    await backOffice.live2earn.review({ params: { id: two.id }, body: { decision: "declined", reason: "Blurry" } })
    expect((await failureOf(backOffice.live2earn.review({ params: { id: one.id }, body: { decision: "approved", reason: "" } }))).code).toBe("PHOTO_STATE")
    expect(await tickets(demo)).toBe(before + 5)
    const mine = await demo.live2earn.photos()
    expect(mine.data.map((p) => [p.id, p.status, p.reason])).toEqual([
      [two.id, "rejected", "Blurry"],
      [one.id, "approved", null]
    ])
  })

  it("without accessLive2Earn the programme is closed: relocation sends home, uploads are 403", async () => {
    expect(await alice.client.live2earn.relocation()).toEqual({ allowed: false, path: "", reward: 5 })
    expect((await failureOf(alice.client.live2earn.upload({ files: { photo: [file(PNG, "p.png")] } }))).status).toBe(403)
    expect((await failureOf(alice.client.live2earn.photos())).status).toBe(403)
  })
})
