import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { type TestServer, startTestServer } from "../support/server"

/** Findings of the outside-in audit of the member side against the spec (audit-member.md), each over HTTP. */
let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(async () => {
  await s?.stop()
})

describe("member/login with an empty field (spec §5 Login)", () => {
  it("flags the empty member id and the empty password as required, and counts no failed attempt", async () => {
    const both = await failureOf(s.anon.identity.login({ body: { username: "", password: "" } }))
    expect(both.status).toBe(422)
    expect(both.fieldErrors?.username?.[0].code).toBe("validation.required")
    expect(both.fieldErrors?.password?.[0].code).toBe("validation.required")
    const blankId = await failureOf(s.anon.identity.login({ body: { username: "   ", password: "Demo#2026pass" } }))
    expect(Object.keys(blankId.fieldErrors ?? {})).toEqual(["username"])
    // Six empty passwords for the demo member: none is a failure, so the right password still logs in.
    for (let i = 0; i < 6; i++) {
      const e = await failureOf(s.anon.identity.login({ body: { username: "100001", password: "" } }))
      expect(e.fieldErrors).toEqual({ password: [{ code: "validation.required" }] })
    }
    expect((await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).memberId).toBe(100001)
  })
})

describe("the bare /uploads route (spec §2 Property and assets)", () => {
  it("goes to the English file store, keeping the query, while other unknown paths still go to /en", async () => {
    for (const [path, to] of [
      ["/uploads", "/en/uploads"],
      ["/uploads/", "/en/uploads"],
      ["/uploads?x=1", "/en/uploads?x=1"],
      ["/uploadsx", "/en"],
      ["/uploads/abc", "/en"]
    ] as const) {
      const res = await fetch(`${s.url}${path}`, { redirect: "manual" })
      expect(res.status, path).toBe(302)
      expect(res.headers.get("location"), path).toBe(to)
    }
  })
})

describe("member/announcements and member/event/list sorts (spec §7, §9)", () => {
  it("take sort=createdAt and sort=pinned as the publication order, announcements keeping pinned first", async () => {
    const { accessToken } = await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })
    const member = s.clientWith(accessToken)
    const ids = async (sort: "createdAt" | "pinned" | "publishedAt", direction?: "asc" | "desc") =>
      (await member.content.announcements({ query: { sort, ...(direction ? { direction } : {}), perPage: 100 } })).data.map((a) => [a.id, a.pinned] as const)
    const byPublished = await ids("publishedAt", "asc")
    expect(byPublished.length).toBeGreaterThan(1)
    expect(byPublished[0][1]).toBe(true)
    expect(await ids("createdAt", "asc")).toEqual(byPublished)
    expect(await ids("createdAt", "desc")).toEqual(await ids("publishedAt", "desc"))
    expect(await ids("pinned")).toEqual(await ids("publishedAt"))
    const events = await member.content.events({ query: { sort: "createdAt", direction: "desc" } })
    expect(events.meta.perPage).toBe(6)
    const other = await fetch(`${s.url}/api/member/announcements?sort=title`, { headers: { authorization: `Bearer ${accessToken}` } })
    expect(other.status).toBe(422)
    expect((await other.json()).errors.sort[0].code).toBe("validation.in")
  })
})

describe("a message into a closed ticket (spec §4 Support, §8)", () => {
  it("is refused 409 TICKET_CLOSED in words the member reads, not 'cannot change from closed to message'", async () => {
    const { accessToken } = await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })
    const ticket = await s.clientWith(accessToken).support.create({ body: { subject: "Closed", message: "Please close" } })
    const id = ticket.ticket.ticketId
    await s.clientWith(accessToken).support.close({ params: { id } })
    const en = await failureOf(s.clientWith(accessToken).support.addMessage({ params: { id }, body: { message: "one more" } }))
    expect([en.status, en.code, en.message]).toEqual([409, "TICKET_CLOSED", "This ticket is closed and takes no new messages or files."])
    const ru = await failureOf(s.clientWith(accessToken, "ru").support.addMessage({ params: { id }, body: { message: "ещё" } }))
    expect(ru.message).toBe("Это обращение закрыто: в него нельзя добавить сообщения или файлы.")
    // Closing it again is still a move of status, answered as before.
    expect((await failureOf(s.clientWith(accessToken).support.close({ params: { id } }))).code).toBe("TICKET_STATE")
  })
})

describe("member/support/list by status (spec §2 support children, §4 statuses)", () => {
  it("filters by status=open|in_progress|closed as by the tab filter, which wins when both are given", async () => {
    const { accessToken } = await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })
    const member = s.clientWith(accessToken)
    const open = (await member.support.create({ body: { subject: "Still open", message: "Hello" } })).ticket.ticketId
    const closed = (await member.support.create({ body: { subject: "To close", message: "Hello" } })).ticket.ticketId
    await member.support.close({ params: { id: closed } })
    const ids = async (query: Record<string, string>) => (await member.support.list({ query })).data.map((t) => t.ticketId)
    expect(await ids({ status: "open" })).toContain(open)
    expect(await ids({ status: "open" })).not.toContain(closed)
    expect(await ids({ status: "closed" })).toContain(closed)
    expect(await ids({ status: "closed" })).not.toContain(open)
    expect(await ids({ status: "in_progress" })).toEqual([])
    expect(await ids({ status: "closed", filter: "open" })).toEqual(await ids({ filter: "open" }))
    const wrong = await fetch(`${s.url}/api/member/support/list?status=done`, { headers: { authorization: `Bearer ${accessToken}` } })
    expect(wrong.status).toBe(422)
  })
})

describe("member/wallet-address/bind with an empty address (spec §5 Wallet address: non-empty to submit)", () => {
  it("answers validation.required on address, and a malformed one still 'Wrong wallet address'", async () => {
    const { accessToken } = await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })
    const member = s.clientWith(accessToken)
    for (const address of ["", "   "]) {
      const e = await failureOf(member.wallet.bind({ body: { address } }))
      expect([e.status, e.fieldErrors]).toEqual([422, { address: [{ code: "validation.required" }] }])
    }
    const wrong = await failureOf(member.wallet.bind({ body: { address: "xyz" } }))
    expect(wrong.fieldErrors?.address?.[0].code).toBe("wallet.wrong_address")
    expect(wrong.message).toBe("Wrong wallet address")
  })
})
