import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { renderMessage } from "@iw/contracts/i18n"
import { failureOf } from "../support/failure"
import { type TestServer, startTestServer } from "../support/server"

let s: TestServer
const tokens: Record<string, string> = {}
beforeAll(async () => {
  s = await startTestServer()
  for (const [who, email, password] of [
    ["admin", "admin@interworld.local", "Admin#2026pass"],
    ["support", "support@interworld.local", "Support#2026pass"],
    ["models", "models@interworld.local", "Models#2026pass"]
  ]) {
    const r = await s.anon.staff.login({ body: { email, password } })
    tokens[who] = r.accessToken
  }
})
afterAll(async () => {
  await s?.stop()
})


describe("staff sign-in and roles (spec §2, §6)", () => {
  it("answers each role's home route", async () => {
    const admin = await s.anon.staff.login({ body: { email: "ADMIN@interworld.local", password: "Admin#2026pass" } })
    expect(admin.home).toBe("/staff/announcements")
    expect(admin.staff.roles).toEqual(["admin"])
    const models = await s.clientWith(tokens.models).staff.me()
    expect(models.home).toBe("/staff/queue_avatars")
  })

  it("puts a wrong password on the email field", async () => {
    const e = await failureOf(s.anon.staff.login({ body: { email: "admin@interworld.local", password: "nope" } }))
    expect(e.fieldErrors?.email?.[0].code).toBe("auth.failed")
  })

  it("audits refused staff log-ins with their reason, log-outs, and every reading of the outbox", async () => {
    await failureOf(s.anon.staff.login({ body: { email: "models@interworld.local", password: "wrong" } }))
    const refused = await s.clientWith(tokens.admin).staff.audit({ query: { targetType: "staff-email", targetId: "models@interworld.local" } })
    expect(refused.data[0]).toMatchObject({ action: "staff.login_refused", details: { reason: "invalid" } })

    const session = await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })
    await s.clientWith(session.accessToken).staff.logout()
    expect((await failureOf(s.clientWith(session.accessToken).staff.me())).status).toBe(401)
    const staffId = String(session.staff.id)
    const trail = await s.clientWith(tokens.admin).staff.audit({ query: { targetType: "staff", targetId: staffId } })
    expect(trail.data.map((r) => r.action).slice(0, 2)).toEqual(["staff.logout", "staff.login"])

    await s.clientWith(tokens.admin).staff.outbox({ query: { recipient: "someone@example.com" } })
    const reads = await s.clientWith(tokens.admin).staff.audit({ query: { targetType: "outbox", targetId: "someone@example.com" } })
    expect(reads.data[0]).toMatchObject({ action: "outbox.read", actor: { kind: "staff" } })
  })

  it("counts wrong passwords for any address a staff account may have, however long, and audits them", async () => {
    const long = `${"a".repeat(200)}@interworld.local`
    for (let i = 0; i < 4; i++) expect((await failureOf(s.anon.staff.login({ body: { email: long, password: "wrong" } }))).fieldErrors?.email?.[0].code).toBe("auth.failed")
    expect((await failureOf(s.anon.staff.login({ body: { email: long, password: "wrong" } }))).fieldErrors?.email?.[0].code).toBe("auth.blocked")
    const refused = await s.clientWith(tokens.admin).staff.audit({ query: { targetType: "staff-email", targetId: long } })
    expect(refused.meta.total).toBe(5)
    const reads = await s.clientWith(tokens.admin).staff.outbox({ query: { recipient: long } })
    expect(reads.meta.total).toBe(0)
  })

  it("keeps member and staff sessions apart", async () => {
    const member = await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })
    expect((await failureOf(s.clientWith(member.accessToken).staff.me())).status).toBe(401)
    expect((await failureOf(s.clientWith(tokens.admin).identity.me())).status).toBe(401)
  })

  it("limits 3d-models to the queues, and staff management to admins", async () => {
    expect((await failureOf(s.clientWith(tokens.models).staff.listMembers({ query: {} }))).status).toBe(403)
    const body = { email: "new.staff@interworld.local", firstName: "New", lastName: "Staff", roles: ["back-office"], password: "Str0ng!pass", password_confirmation: "Str0ng!pass" }
    expect((await failureOf(s.clientWith(tokens.support).staff.createStaff({ body }))).status).toBe(403)
    const created = await s.clientWith(tokens.admin).staff.createStaff({ body })
    expect(created).toMatchObject({ email: "new.staff@interworld.local", roles: ["back-office"], status: "active" })
    const welcome = await s.ops.staff.outbox({ query: { recipient: "new.staff@interworld.local" } })
    expect(welcome.data[0]).toMatchObject({ template: "staff-welcome", channel: "email" })
    expect(welcome.data[0].body).not.toContain("Str0ng!pass")
    // The welcome is written in the language the admin works in, not always in English.
    const ru = { ...body, email: "ru.staff@interworld.local" }
    await s.clientWith(tokens.admin, "ru").staff.createStaff({ body: ru })
    const ruWelcome = (await s.ops.staff.outbox({ query: { recipient: ru.email } })).data[0]
    expect(ruWelcome).toMatchObject(renderMessage("staff-welcome", { name: "New" }, "ru"))
    expect(ruWelcome.subject).not.toBe(welcome.data[0].subject)
    const dup = await failureOf(s.clientWith(tokens.admin).staff.createStaff({ body }))
    expect(dup.fieldErrors?.email?.[0].code).toBe("validation.unique")
    const list = await s.clientWith(tokens.support).staff.listStaff({ query: {} })
    expect(list.data.map((x) => x.email)).toContain("new.staff@interworld.local")
    const demoted = await s.clientWith(tokens.admin).staff.updateStaff({ params: { id: created.id }, body: { roles: ["3d-models"], status: "blocked" } })
    expect(demoted).toMatchObject({ roles: ["3d-models"], status: "blocked" })
    const self = await failureOf(s.clientWith(tokens.admin).staff.updateStaff({ params: { id: (await s.clientWith(tokens.admin).staff.me()).staff.id }, body: { status: "blocked" } }))
    expect(self.fieldErrors?.roles?.[0].code).toBe("staff.cannot_demote_self")
  })
})

describe("members in the back-office", () => {
  it("finds members by id, e-mail and name", async () => {
    const support = s.clientWith(tokens.support)
    expect((await support.staff.listMembers({ query: { q: "100001" } })).data[0].id).toBe(100001)
    expect((await support.staff.listMembers({ query: { q: "DEMO@interworld" } })).data[0].id).toBe(100001)
    expect((await support.staff.listMembers({ query: { q: "demo member" } })).data[0].id).toBe(100001)
    expect((await support.staff.listMembers({ query: { q: "nobody-by-that-name" } })).meta.total).toBe(0)
    expect((await failureOf(support.staff.showMember({ params: { id: 999999 } }))).status).toBe(404)
  })

  it("blocks a member: sessions end, log-in says inactive; unblocking restores; the audit log has both", async () => {
    const session = await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })
    const support = s.clientWith(tokens.support)
    const blocked = await support.staff.blockMember({ params: { id: 100001 }, body: { reason: "chargeback" } })
    expect(blocked.status).toBe("blocked")
    expect((await failureOf(s.clientWith(session.accessToken).identity.me())).status).toBe(401)
    const inactive = await failureOf(s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } }))
    expect(inactive.fieldErrors?.username?.[0].code).toBe("auth.inactive")
    expect(inactive.message).toBe("Your account is inactive.")
    await support.staff.unblockMember({ params: { id: 100001 }, body: {} })
    await expect(s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).resolves.toMatchObject({ memberId: 100001 })
    const detail = await support.staff.showMember({ params: { id: 100001 } })
    expect(detail.history.map((h) => h.action)).toEqual(["member.unblock", "member.block"])
    expect(detail.history[1].details).toMatchObject({ reason: "chargeback", to: "blocked" })
    const audit = await s.clientWith(tokens.admin).staff.audit({ query: { targetType: "member", targetId: "100001" } })
    expect(audit.meta.total).toBe(2)
  })

  it("staff log-out ends the staff session", async () => {
    const r = await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })
    await s.clientWith(r.accessToken).staff.logout()
    expect((await failureOf(s.clientWith(r.accessToken).staff.me())).status).toBe(401)
  })
})
