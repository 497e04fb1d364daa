import { readdirSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { type TestServer, startTestServer } from "../support/server"

/**
 * The support desk over real HTTP (issue: support desk; spec §2 Support, §5 Uploads, §7 Support, §8): filing,
 * conversation, history, the unread marker, staff tools, and the proofs: another member's ids are never reachable,
 * and a bad file is refused with the spec's code with nothing stored.
 */
let s: TestServer
type Client = ReturnType<TestServer["clientWith"]>
let alice: { id: number; client: Client }
let bob: { id: number; client: Client }
let staff: Client

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const PDF = new TextEncoder().encode("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n")
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0])
const file = (bytes: Uint8Array, name: string, type = "application/octet-stream") => new File([bytes as Uint8Array<ArrayBuffer>], name, { type })

const registerMember = async (email: string, name: string) => {
  await s.anon.identity.sendEmailCode({ query: { email } })
  const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
  const r = await s.anon.identity.register({ body: { token, lang: "en", name, password: "Str0ng!pass", password_confirmation: "Str0ng!pass" } })
  return { id: r.memberId, client: s.clientWith(r.accessToken) }
}

const storedFiles = () => {
  try {
    return readdirSync(join(s.dataDir, "files", "support"))
  } catch {
    return []
  }
}

beforeAll(async () => {
  s = await startTestServer({ JOBS_EVERY_SECONDS: "0" })
  alice = await registerMember(`alice.${Date.now()}@example.com`, "Alice")
  bob = await registerMember(`bob.${Date.now()}@example.com`, "Bob")
  staff = s.clientWith((await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken)
})
afterAll(async () => {
  await s?.stop()
})

describe("a member's ticket, from filing to closing", () => {
  const state = { ticketId: 0, attachmentUrl: "" }

  it("files a ticket with an attachment; the language defaults to the member's UI language", async () => {
    const jp = s.clientWith((await s.anon.identity.login({ body: { username: String(alice.id), password: "Str0ng!pass" } })).accessToken, "jp")
    const d = await jp.support.create({ body: { subject: "  Cannot see my plot  ", message: " It vanished. " }, files: { attachments: [file(PNG, "スクリーン.png", "image/png")] } })
    expect(d.ticket).toMatchObject({ subject: "Cannot see my plot", status: "open", language: "jp", creator: "member", assigneeId: null, messages: 1 })
    expect(d.messages[0]).toMatchObject({ author: "member", authorName: "Alice", body: "It vanished.", deletable: true })
    expect(d.messages[0].attachments[0]).toMatchObject({ name: "スクリーン.png", kind: "png", size: PNG.length })
    state.ticketId = d.ticket.ticketId
    state.attachmentUrl = d.messages[0].attachments[0].url
    const download = await fetch(`${s.url}${state.attachmentUrl}`)
    expect(download.status).toBe(200)
    expect(download.headers.get("content-type")).toBe("image/png")
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG)
    // A tampered signature is not found.
    expect((await fetch(`${s.url}${state.attachmentUrl.replace("sig=", "sig=x")}`)).status).toBe(404)
  })

  it("lists it under all and open, 10 a page, and not under closed", async () => {
    expect((await alice.client.support.list({ query: {} })).data.map((t) => t.ticketId)).toContain(state.ticketId)
    expect((await alice.client.support.list({ query: { filter: "open" } })).meta.perPage).toBe(10)
    expect((await alice.client.support.list({ query: { filter: "closed" } })).data).toEqual([])
  })

  it("staff see it unassigned, assign it to themselves and reply; the member's unread marker lights up", async () => {
    const unassigned = await staff.support.staffList({ query: { filter: "unassigned" } })
    expect(unassigned.data.find((t) => t.ticketId === state.ticketId)?.unread).toBe(true)
    const me = (await staff.staff.me()).staff
    await staff.support.assign({ params: { id: state.ticketId }, body: { assigneeId: me.id } })
    expect((await staff.support.staffList({ query: { filter: "assigned" } })).data.map((t) => t.ticketId)).toContain(state.ticketId)
    expect(await alice.client.support.unread()).toEqual({ count: 0 })
    const replied = await staff.support.staffAddMessage({ params: { id: state.ticketId }, body: { message: "Looking into it." } })
    expect(replied.ticket.status).toBe("in_progress")
    expect(await alice.client.support.unread()).toEqual({ count: 1 })
    const seen = await alice.client.support.ticket({ params: { id: state.ticketId } })
    expect(seen.messages.map((m) => [m.author, m.body, m.deletable])).toEqual([
      ["member", "It vanished.", true],
      ["staff", "Looking into it.", false]
    ])
    expect(await alice.client.support.unread()).toEqual({ count: 0 })
  })

  it("the member adds and deletes a message and an attachment; the file leaves storage", async () => {
    const before = storedFiles().length
    const added = await alice.client.support.addMessage({ params: { id: state.ticketId }, body: { message: "Here is the invoice" }, files: { attachments: [file(PDF, "invoice.pdf")] } })
    expect(storedFiles().length).toBe(before + 1)
    const mine = added.messages.at(-1)!
    const afterDelete = await alice.client.support.deleteAttachment({ params: { id: state.ticketId, attachmentId: mine.attachments[0].id } })
    expect(afterDelete.messages.at(-1)!.attachments).toEqual([])
    expect(storedFiles().length).toBe(before)
    const gone = await alice.client.support.deleteMessage({ params: { id: state.ticketId, messageId: mine.id } })
    expect(gone.messages.map((m) => m.body)).not.toContain("Here is the invoice")
    // The member cannot delete the staff reply.
    const staffReply = gone.messages.find((m) => m.author === "staff")!
    expect((await failureOf(alice.client.support.deleteMessage({ params: { id: state.ticketId, messageId: staffReply.id } }))).status).toBe(403)
    const files = await alice.client.support.addAttachments({ params: { id: state.ticketId }, files: { attachments: [file(PNG, "second.png")] } })
    expect(files.messages.at(-1)).toMatchObject({ body: "", author: "member" })
  })

  it("closes the ticket; a closed ticket takes no messages until staff reopen it", async () => {
    const closed = await alice.client.support.close({ params: { id: state.ticketId } })
    expect(closed.ticket.status).toBe("closed")
    const e = await failureOf(alice.client.support.addMessage({ params: { id: state.ticketId }, body: { message: "one more" } }))
    expect([e.status, e.code]).toEqual([409, "TICKET_STATE"])
    expect((await failureOf(alice.client.support.close({ params: { id: state.ticketId } }))).status).toBe(409)
    const reopened = await staff.support.status({ params: { id: state.ticketId }, body: { status: "open" } })
    expect(reopened.ticket.status).toBe("open")
    await staff.support.language({ params: { id: state.ticketId }, body: { language: "en" } })
  })

  it("the history records every operation, newest first, for the member and for staff", async () => {
    const h = await alice.client.support.history({ params: { id: state.ticketId }, query: {} })
    const ops = h.data.map((e) => e.operation).reverse()
    expect(ops).toEqual([
      "created",
      "attachment_added",
      "assigned",
      "message_added",
      "status_updated",
      "message_added",
      "attachment_added",
      "attachment_deleted",
      "message_deleted",
      "attachment_added",
      "status_updated",
      "status_updated",
      "language_changed"
    ])
    expect(h.data.find((e) => e.operation === "language_changed")).toMatchObject({ from: "jp", to: "en", actor: "staff" })
    expect((await staff.support.staffHistory({ params: { id: state.ticketId }, query: {} })).meta.total).toBe(ops.length)
    const audit = await s.ops.staff.audit({ query: { targetType: "ticket", targetId: String(state.ticketId) } })
    expect(audit.data.map((a) => a.action)).toEqual(expect.arrayContaining(["support.assign", "support.reply", "support.status", "support.language"]))
  })
})

describe("authorisation: member B never reaches member A's ticket", () => {
  it("answers 404 on every member support endpoint with A's ids, and changes nothing", async () => {
    const a = await alice.client.support.create({ body: { subject: "Private", message: "Only mine" }, files: { attachments: [file(PNG, "a.png")] } })
    const id = a.ticket.ticketId
    const messageId = a.messages[0].id
    const attachmentId = a.messages[0].attachments[0].id
    const b = bob.client.support
    const tries = [
      () => b.ticket({ params: { id } }),
      () => b.history({ params: { id }, query: {} }),
      () => b.addMessage({ params: { id }, body: { message: "hi" } }),
      () => b.addAttachments({ params: { id }, files: { attachments: [file(PNG, "b.png")] } }),
      () => b.deleteMessage({ params: { id, messageId } }),
      () => b.deleteAttachment({ params: { id, attachmentId } }),
      () => b.close({ params: { id } })
    ]
    for (const t of tries) expect([403, 404]).toContain((await failureOf(t())).status)
    expect((await b.list({ query: {} })).data.map((t) => t.ticketId)).not.toContain(id)
    // Members cannot use staff endpoints at all.
    for (const t of [() => b.staffTicket({ params: { id } }), () => b.assign({ params: { id }, body: { assigneeId: null } }), () => b.counters(), () => b.memberAuth({ body: { memberId: alice.id } })]) {
      expect([401, 403]).toContain((await failureOf(t())).status)
    }
    const after = await alice.client.support.ticket({ params: { id } })
    expect(after.messages).toHaveLength(1)
    expect(after.messages[0].attachments).toHaveLength(1)
    expect(after.ticket.status).toBe("open")
  })
})

describe("bad files are refused with the spec's codes, and nothing is stored (spec §5 Uploads)", () => {
  const refusal = async (files: Array<File>) => {
    const before = storedFiles().length
    const tickets = (await alice.client.support.list({ query: {} })).meta.total
    const e = await failureOf(alice.client.support.create({ body: { subject: "With a file", message: "See attached" }, files: { attachments: files } }))
    expect(storedFiles().length).toBe(before)
    expect((await alice.client.support.list({ query: {} })).meta.total).toBe(tickets)
    expect(e.status).toBe(422)
    return e.fieldErrors?.attachments?.map((f) => f.code)
  }

  it("a program renamed to .png is the image-format error", async () => {
    expect(await refusal([file(EXE, "photo.png", "image/png")])).toEqual(["upload.ERROR_IMAGE_FORMAT"])
  })
  it("a text file is the image-format error, even next to a good file", async () => {
    expect(await refusal([file(PNG, "ok.png"), file(new TextEncoder().encode("hello"), "notes.txt")])).toEqual(["upload.ERROR_IMAGE_FORMAT"])
  })
  it("a picture over 20,000,000 bytes is ERROR_BIG_FILE", async () => {
    const big = new Uint8Array(20_000_001)
    big.set(PNG)
    expect(await refusal([file(big, "huge.png", "image/png")])).toEqual(["upload.ERROR_BIG_FILE"])
  })
  it("an mp4 over 57,886,080 bytes is ERROR_BIG_FILE2", async () => {
    const big = new Uint8Array(57_886_081)
    big.set([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypisom")])
    expect(await refusal([file(big, "clip.mp4", "video/mp4")])).toEqual(["upload.ERROR_BIG_FILE2"])
  })
  it("more than five files is refused", async () => {
    expect(await refusal(Array.from({ length: 6 }, (_, i) => file(PNG, `p${i}.png`)))).toEqual(["upload.TOO_MANY"])
  })
})

describe("staff tools", () => {
  it("counters, the staff list with languages, filters by language and waiting time, and statistics", async () => {
    const me = (await staff.staff.me()).staff
    const mine = await staff.support.myLanguages({ body: { languages: ["ru", "en", "ru"] } })
    expect(mine).toMatchObject({ id: me.id, languages: ["en", "ru"] })
    expect((await staff.support.supportStaff()).data.find((x) => x.id === me.id)?.languages).toEqual(["en", "ru"])
    const c = await staff.support.counters()
    expect(c.all).toBe(c.open + c.inProgress + c.closed)
    expect(c.all).toBe(c.assigned + c.unassigned + (await staff.support.staffList({ query: { filter: "all" } })).data.filter((t) => t.assigneeId !== null && t.assigneeId !== me.id).length)
    expect((await staff.support.staffList({ query: { filter: "all", language: "kr" } })).data).toEqual([])
    expect((await staff.support.staffList({ query: { filter: "all", waitingHours: 1 } })).data).toEqual([])
    const stats = await staff.support.statistics({ query: { days: 7 } })
    expect(stats.daily.length).toBeGreaterThanOrEqual(7)
    expect(stats.daily.reduce((n, d) => n + d.created, 0)).toBe(c.all)
    expect(stats.medianFirstReplyMinutes).not.toBeNull()
  })

  it("staff open a ticket for a member, which shows as unread to the member", async () => {
    const before = (await bob.client.support.unread()).count
    const d = await staff.support.staffCreate({ body: { memberId: bob.id, subject: "About your purchase", message: "Please check", language: "en" } })
    expect(d.ticket).toMatchObject({ creator: "staff", memberId: bob.id })
    expect((await bob.client.support.unread()).count).toBe(before + 1)
    expect((await failureOf(staff.support.staffCreate({ body: { memberId: 999_999, subject: "x", message: "y" } }))).status).toBe(404)
  })

  it("saved replies in several languages", async () => {
    const r = await staff.support.createSavedReply({ body: { title: "Thanks", language: "ru", body: "Спасибо за обращение!" } })
    await staff.support.createSavedReply({ body: { title: "Thanks", language: "en", body: "Thank you for writing!" } })
    expect((await staff.support.savedReplies({ query: { language: "ru" } })).data.map((x) => x.body)).toEqual(["Спасибо за обращение!"])
    await staff.support.updateSavedReply({ params: { id: r.id }, body: { title: "Thanks", language: "ru", body: "Спасибо!" } })
    await staff.support.deleteSavedReply({ params: { id: r.id } })
    expect((await staff.support.savedReplies({ query: { language: "ru" } })).data).toEqual([])
    expect((await failureOf(staff.support.createSavedReply({ body: { title: " ", language: "en", body: "x" } }))).fieldErrors?.title?.[0].code).toBe("validation.required")
  })

  it("member auth: a one-time link that signs staff in as the member for a short, marked session, audited", async () => {
    const link = await staff.support.memberAuth({ body: { memberId: alice.id } })
    const u = new URL(link.url, s.url)
    expect(u.pathname).toBe("/en/loader")
    const session = await s.anon.identity.loginByOtp({ query: { otp: u.searchParams.get("otp")!, member_id: alice.id, from: "loader" } })
    expect(session.expiresIn).toBeLessThanOrEqual(30 * 60)
    const as = s.clientWith(session.accessToken)
    // Refreshing never stretches the session past the 30 minutes.
    const renewed = await as.identity.refresh()
    expect(renewed.expiresIn).toBeLessThanOrEqual(30 * 60)
    const me = await s.clientWith(renewed.accessToken).identity.me()
    expect(me.impersonatedBy).toBe((await staff.staff.me()).staff.id)
    // Single use.
    expect((await failureOf(s.anon.identity.loginByOtp({ query: { otp: u.searchParams.get("otp")!, member_id: alice.id, from: "loader" } }))).status).toBe(401)
    const audit = await s.ops.staff.audit({ query: { targetType: "member", targetId: String(alice.id) } })
    expect(audit.data.map((a) => a.action)).toContain("member.auth")
  })
})
