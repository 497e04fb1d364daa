import { authenticate, logInMember, logOut, refreshSession } from "@iw/core"
import { Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { emptyWorld, runIn } from "../support/in-memory"

const seedMember = (world: ReturnType<typeof emptyWorld>) => {
  const now = new Date(world.now)
  world.members.push({
    id: 100001, firstName: "Demo", lastName: "", email: "d@x.co", phone: null, phoneCountry: null, ownerId: null, lang: "en", referrerId: null,
    hearAboutUs: "", status: "active", openDate: now, createdAt: now, updatedAt: now, passwordHash: "h(Secret#1a)"
  })
}

type Op = { kind: "login" } | { kind: "refresh"; which: number } | { kind: "logout"; which: number } | { kind: "wait"; seconds: number }

describe("sessions (spec §4: token, refresh, logout)", () => {
  it("a token works exactly while its session is open, unexpired and not refreshed past", async () => {
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.constant<Op>({ kind: "login" }),
      fc.nat(5).map<Op>((which) => ({ kind: "refresh", which })),
      fc.nat(5).map<Op>((which) => ({ kind: "logout", which })),
      fc.integer({ min: 1, max: 2000 }).map<Op>((seconds) => ({ kind: "wait", seconds }))
    )
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 15 }), async (ops) => {
        const world = emptyWorld()
        seedMember(world)
        // The model: each token with its expiry; a refresh or logout kills the tokens of that session.
        const tokens: Array<{ token: string; session: string; expires: number; alive: boolean }> = []
        for (const o of ops) {
          if (o.kind === "wait") world.now += o.seconds * 1000
          if (o.kind === "login") {
            const r = await runIn(world, logInMember({ username: "100001", password: "Secret#1a" }))
            if (!Exit.isSuccess(r)) throw new Error("login refused")
            tokens.push({ token: r.value.accessToken, session: r.value.accessToken.split("|")[0], expires: world.now + 3600_000, alive: true })
          }
          if ((o.kind === "refresh" || o.kind === "logout") && tokens.length > 0) {
            const t = tokens[o.which % tokens.length]
            const who = await runIn(world, authenticate(t.token))
            if (!Exit.isSuccess(who)) continue
            if (o.kind === "logout") {
              await runIn(world, logOut(who.value))
              tokens.forEach((x) => x.session === t.session && (x.alive = false))
            } else {
              const r = await runIn(world, refreshSession(who.value))
              if (!Exit.isSuccess(r)) throw new Error("refresh refused")
              tokens.forEach((x) => x.session === t.session && (x.alive = false))
              tokens.push({ token: r.value.accessToken, session: t.session, expires: world.now + 3600_000, alive: true })
            }
          }
          for (const t of tokens) {
            const ok = Exit.isSuccess(await runIn(world, authenticate(t.token)))
            expect(ok).toBe(t.alive && world.now < t.expires)
          }
        }
      }),
      { numRuns: 80 }
    )
  })

  it("an empty member id or password is required on its field and no failed attempt: the right password still logs in (spec §5 Login)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom({ username: "", password: "" }, { username: "  ", password: "x" }, { username: "100001", password: "" }), { minLength: 1, maxLength: 12 }),
        async (tries) => {
          const world = emptyWorld()
          seedMember(world)
          for (const input of tries) {
            const r = await runIn(world, logInMember(input))
            expect(Exit.isFailure(r)).toBe(true)
            const cause = JSON.stringify(Exit.isFailure(r) ? r.cause : null)
            expect(cause).toContain("ValidationFailed")
            if (input.username.trim() === "") expect(cause).toContain('"username"')
            if (input.password === "") expect(cause).toContain('"password"')
          }
          expect(Exit.isSuccess(await runIn(world, logInMember({ username: "100001", password: "Secret#1a" })))).toBe(true)
        }
      ),
      { numRuns: 40 }
    )
  })

  it("a blocked member's sessions stop working", async () => {
    const world = emptyWorld()
    seedMember(world)
    const r = await runIn(world, logInMember({ username: "100001", password: "Secret#1a" }))
    if (!Exit.isSuccess(r)) throw new Error("login refused")
    world.members[0] = { ...world.members[0], status: "blocked" }
    expect(Exit.isFailure(await runIn(world, authenticate(r.value.accessToken)))).toBe(true)
    const again = await runIn(world, logInMember({ username: "100001", password: "Secret#1a" }))
    expect(Exit.isFailure(again) && JSON.stringify(again.cause)).toContain("AccountInactive")
  })
})
