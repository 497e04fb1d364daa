import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { type LiveMessage, liveClient } from "../support/live-client"
import { type TestServer, startTestServer } from "../support/server"

/**
 * A member's own live topic (issue 18 §4): after a transaction hash and the staff approval, the member's socket is
 * told of the purchase's new state and of the balances that moved, without a reload. The topic is private: a
 * socket that is not signed in cannot take it, and another member's socket never receives it.
 */
let s: TestServer
const sockets: Array<WebSocket> = []

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0" })
})
afterAll(async () => {
  for (const ws of sockets) ws.terminate()
  await s?.stop()
})

/** A socket that (optionally) signs in, subscribes to member/update and keeps what it receives. */
const memberSocket = async (token: string | null) => {
  const live = await liveClient(s.url, ["member/update"], token ?? undefined)
  sockets.push(live.ws)
  return { messages: live.messages, waitFor: (match: (m: LiveMessage) => boolean, ms = 8_000) => live.waitFor(match, ms) }
}

const registerMember = async (email: string) => {
  await s.anon.identity.sendEmailCode({ query: { email } })
  const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
  const r = await s.anon.identity.register({ body: { token, lang: "en", name: "Live", password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
  return { id: r.memberId, token: r.accessToken, client: s.clientWith(r.accessToken) }
}

describe("the member's own live topic (member/update over /ws)", () => {
  it("tells the member of a purchase's state and of the balances it moved; no other socket hears of it", async () => {
    const buyer = await registerMember(`live.a.${Date.now()}@example.com`)
    const other = await registerMember(`live.b.${Date.now()}@example.com`)
    const mine = await memberSocket(buyer.token)
    const theirs = await memberSocket(other.token)
    const anonymous = await memberSocket(null)
    expect(mine.messages).toContainEqual({ type: "authed", memberId: buyer.id })
    // Not signed in: the private topic is refused, and nothing of it ever arrives.
    expect(anonymous.messages).toContainEqual({ type: "error", code: "UNAUTHENTICATED" })

    const pack = (await buyer.client.purchases.products()).data[0]!
    const p = await buyer.client.purchases.start({ body: { productId: pack.id, quantity: 1 } })
    await buyer.client.purchases.submitTransaction({ params: { id: p.id }, body: { txHash: `0x${(p.id * 7919).toString(16).padStart(64, "0")}` } })
    expect(await mine.waitFor((m) => m.type === "member" && m.payload?.purchaseId === p.id && m.payload.status === "pending")).toBeDefined()

    const staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
    await staff.purchases.approve({ params: { id: p.id }, body: { reason: "seen on chain" } })
    expect(await mine.waitFor((m) => m.type === "member" && m.payload?.purchaseId === p.id && m.payload.status === "approved")).toBeDefined()
    expect(await mine.waitFor((m) => m.type === "member" && m.payload?.kind === "balances")).toBeDefined()

    // The other member's socket and the anonymous one heard nothing of the buyer's purchase or balances.
    await new Promise((r) => setTimeout(r, 300))
    expect(theirs.messages.filter((m) => m.type === "member")).toEqual([])
    expect(anonymous.messages.filter((m) => m.type === "member")).toEqual([])
  })

  it("a token that is not a member's signs nothing in: a staff token or a made-up one cannot take a member's topic", async () => {
    const staffToken = (await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken
    for (const token of [staffToken, "not-a-token"]) {
      const socket = await memberSocket(token)
      expect(socket.messages).toContainEqual({ type: "authed", memberId: null })
      expect(socket.messages).toContainEqual({ type: "error", code: "UNAUTHENTICATED" })
    }
  })
})
