import { DuplicateContact, LoginThrottleRepository, MemberRepository, type NewMember, SessionRepository, Transactor, noFailures } from "@iw/core"
import { Effect, Exit } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { PortEnv } from "../support/ports"

const at = new Date(Date.UTC(2026, 0, 1))
const newMember = (over: Partial<NewMember> = {}): NewMember => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: null,
  phoneCountry: null,
  lang: "en",
  referrerId: null,
  hearAboutUs: "",
  passwordHash: "h(pw)",
  openDate: at,
  createdAt: at,
  ...over
})

/** One suite per port, run against every adapter of that port (conventions.md, CodelyTV). */
export const identityPortSuites = (adapter: string, make: () => Promise<PortEnv>) => {
  let env: PortEnv
  beforeAll(async () => {
    env = await make()
  })
  afterAll(async () => {
    await env?.close()
  })

  describe(`MemberRepository (${adapter})`, () => {
    it("creates members with increasing ids and finds them by id, e-mail (any case) and phone", async () => {
      const a = await env.run(MemberRepository.use((r) => r.create(newMember())))
      const b = await env.run(MemberRepository.use((r) => r.create(newMember({ email: null, phone: "8613800000001", phoneCountry: "CN" }))))
      expect(b.id).toBeGreaterThan(a.id)
      expect(a.id).toBeGreaterThanOrEqual(100001)
      expect(await env.run(MemberRepository.use((r) => r.findById(a.id)))).toEqual(a)
      expect((await env.run(MemberRepository.use((r) => r.findByEmail("ADA@example.com"))))?.id).toBe(a.id)
      expect((await env.run(MemberRepository.use((r) => r.findByPhone("8613800000001"))))?.id).toBe(b.id)
      expect(await env.run(MemberRepository.use((r) => r.passwordHashOf(a.id)))).toBe("h(pw)")
      expect(await env.run(MemberRepository.use((r) => r.findById(1)))).toBeNull()
    })

    it("refuses a second member with the same e-mail as DuplicateContact", async () => {
      const exit = await env.runExit(MemberRepository.use((r) => r.create(newMember({ email: "Ada@Example.com" }))))
      expect(Exit.isFailure(exit)).toBe(true)
      if (Exit.isFailure(exit)) expect(JSON.stringify(exit.cause)).toContain("DuplicateContact")
      expect(new DuplicateContact({ field: "email" })._tag).toBe("DuplicateContact")
    })

    it("changes status and searches by id, e-mail or name with totals", async () => {
      const c = await env.run(MemberRepository.use((r) => r.create(newMember({ firstName: "Grace", email: "grace@example.com" }))))
      await env.run(MemberRepository.use((r) => r.setStatus(c.id, "blocked", at)))
      expect((await env.run(MemberRepository.use((r) => r.findById(c.id))))?.status).toBe("blocked")
      const byName = await env.run(MemberRepository.use((r) => r.search({ text: "grace", limit: 10, offset: 0 })))
      expect(byName.rows.map((m) => m.id)).toEqual([c.id])
      const byId = await env.run(MemberRepository.use((r) => r.search({ text: String(c.id), limit: 10, offset: 0 })))
      expect(byId.rows.map((m) => m.id)).toContain(c.id)
      const blocked = await env.run(MemberRepository.use((r) => r.search({ status: "blocked", limit: 10, offset: 0 })))
      expect(blocked.total).toBe(1)
      const page = await env.run(MemberRepository.use((r) => r.search({ limit: 1, offset: 1 })))
      expect(page.rows).toHaveLength(1)
      expect(page.total).toBe(3)
    })
  })

  describe(`SessionRepository (${adapter})`, () => {
    it("stores, renews and revokes sessions", async () => {
      const s = { id: "sess-1", kind: "member" as const, subjectId: 100001, version: 1, createdAt: at, expiresAt: new Date(at.getTime() + 3600e3), revokedAt: null, impersonatorId: null }
      await env.run(SessionRepository.use((r) => r.create(s)))
      expect(await env.run(SessionRepository.use((r) => r.find("sess-1")))).toEqual(s)
      const later = new Date(at.getTime() + 7200e3)
      await env.run(SessionRepository.use((r) => r.renew("sess-1", 2, later)))
      expect(await env.run(SessionRepository.use((r) => r.find("sess-1")))).toMatchObject({ version: 2, expiresAt: later })
      await env.run(SessionRepository.use((r) => r.create({ ...s, id: "sess-2" })))
      await env.run(SessionRepository.use((r) => r.revoke("sess-1", at)))
      expect((await env.run(SessionRepository.use((r) => r.find("sess-1"))))?.revokedAt).toEqual(at)
      expect((await env.run(SessionRepository.use((r) => r.find("sess-2"))))?.revokedAt).toBeNull()
      await env.run(SessionRepository.use((r) => r.revokeAllOf("member", 100001, later)))
      expect((await env.run(SessionRepository.use((r) => r.find("sess-2"))))?.revokedAt).toEqual(later)
      expect((await env.run(SessionRepository.use((r) => r.find("sess-1"))))?.revokedAt).toEqual(at)
    })
  })

  describe(`LoginThrottleRepository (${adapter})`, () => {
    it("starts with no failures and keeps what is put", async () => {
      expect(await env.run(LoginThrottleRepository.use((r) => r.get("member:1")))).toEqual(noFailures)
      const s = { failures: 3, windowStartedAt: at, blockedUntil: null }
      await env.run(LoginThrottleRepository.use((r) => r.put("member:1", s)))
      expect(await env.run(LoginThrottleRepository.use((r) => r.get("member:1")))).toEqual(s)
    })
  })

  describe(`Transactor (${adapter})`, () => {
    it("commits every write of a unit that succeeds, and none of a unit that fails or dies", async () => {
      const ok = await env.run(
        Transactor.use((tx) => tx.transaction(MemberRepository.use((r) => r.create(newMember({ email: "tx-ok@example.com" })))))
      )
      expect(await env.run(MemberRepository.use((r) => r.findById(ok.id)))).not.toBeNull()

      const failed = await env.runExit(
        Transactor.use((tx) =>
          tx.transaction(
            Effect.gen(function* () {
              yield* MemberRepository.use((r) => r.create(newMember({ email: "tx-fail@example.com" })))
              yield* SessionRepository.use((r) => r.create({ id: "tx-sess", kind: "member", subjectId: ok.id, version: 1, createdAt: at, expiresAt: at, revokedAt: null, impersonatorId: null }))
              return yield* Effect.fail("business says no" as const)
            })
          )
        )
      )
      expect(Exit.isFailure(failed)).toBe(true)
      expect(await env.run(MemberRepository.use((r) => r.findByEmail("tx-fail@example.com")))).toBeNull()
      expect(await env.run(SessionRepository.use((r) => r.find("tx-sess")))).toBeNull()

      const died = await env.runExit(
        Transactor.use((tx) =>
          tx.transaction(
            Effect.flatMap(MemberRepository.use((r) => r.create(newMember({ email: "tx-die@example.com" }))), () => Effect.die(new Error("crash")))
          )
        )
      )
      expect(Exit.isFailure(died)).toBe(true)
      expect(await env.run(MemberRepository.use((r) => r.findByEmail("tx-die@example.com")))).toBeNull()
    })

    it("a nested unit joins the outer one: both roll back together", async () => {
      const exit = await env.runExit(
        Transactor.use((tx) =>
          tx.transaction(
            Effect.gen(function* () {
              yield* tx.transaction(MemberRepository.use((r) => r.create(newMember({ email: "nested@example.com" }))))
              return yield* Effect.fail("outer fails")
            })
          )
        )
      )
      expect(Exit.isFailure(exit)).toBe(true)
      expect(await env.run(MemberRepository.use((r) => r.findByEmail("nested@example.com")))).toBeNull()
    })
  })
}
