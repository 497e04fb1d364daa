import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isAuthChange, makeKnownCallers } from "../src/identity/known-callers.memory"

const principal = (memberId: number, sessionId: string) => ({ kind: "member" as const, memberId, sessionId, impersonatorId: null })

describe("the callers an API process keeps (KnownCallers)", () => {
  it("keeps nothing until the live channel is heard, and forgets everything when it is lost", () => {
    const c = makeKnownCallers()
    c.remember("t1", { principal: principal(1, "s1"), untilMs: 10_000 }, c.mark(), 0)
    expect(c.find("t1", 1)).toBeNull()
    c.listening(true)
    c.remember("t1", { principal: principal(1, "s1"), untilMs: 10_000 }, c.mark(), 0)
    expect(c.find("t1", 1)).toEqual(principal(1, "s1"))
    c.listening(false)
    expect(c.find("t1", 2)).toBeNull()
    c.listening(true)
    expect(c.find("t1", 3)).toBeNull()
  })

  it("does not keep what was read before a change it heard meanwhile", () => {
    const c = makeKnownCallers()
    c.listening(true)
    const mark = c.mark()
    c.forget({ sessionId: "s1" }) // the session was revoked while it was being read
    c.remember("t1", { principal: principal(1, "s1"), untilMs: 10_000 }, mark, 0)
    expect(c.find("t1", 1)).toBeNull()
  })

  it("hears the triggers' messages and nothing else", () => {
    const c = makeKnownCallers()
    c.listening(true)
    c.remember("t1", { principal: principal(1, "s1"), untilMs: 10_000 }, c.mark(), 0)
    c.remember("t2", { principal: principal(2, "s2"), untilMs: 10_000 }, c.mark(), 0)
    expect(c.hear({ type: "member", memberId: 1, payload: {} })).toBe(false)
    expect(c.hear({ version: 3 })).toBe(false)
    expect(c.find("t1", 1)).not.toBeNull()
    expect(c.hear({ type: "auth", memberId: 1 })).toBe(true)
    expect(c.find("t1", 1)).toBeNull()
    expect(c.hear({ type: "auth", sessionId: "s2" })).toBe(true)
    expect(c.find("t2", 1)).toBeNull()
    expect(isAuthChange(null)).toBe(false)
  })

  it("keeps at most its limit, the oldest going first", () => {
    const c = makeKnownCallers({ max: 2 })
    c.listening(true)
    for (const i of [1, 2, 3]) c.remember(`t${i}`, { principal: principal(i, `s${i}`), untilMs: 10_000 }, c.mark(), 0)
    expect([c.find("t1", 1), c.find("t2", 1), c.find("t3", 1)].map((p) => p?.memberId ?? null)).toEqual([null, 2, 3])
    expect(c.size()).toBe(2)
  })

  /**
   * The rule: a token is answered from memory exactly when it was remembered with a mark no change followed before
   * the remembering, the channel was heard all along since, neither its session nor its member changed since, and
   * neither its expiry nor the TTL after it was read has come. Anything else is read from the database again.
   */
  it("answers a kept caller exactly when no change, loss of the channel, expiry or TTL came after it was read (property)", () => {
    const TTL = 1_000
    type Op =
      | { op: "mark" }
      | { op: "remember"; token: number; member: number; session: number; until: number; markAgo: number }
      | { op: "forgetSession"; session: number }
      | { op: "forgetMember"; member: number }
      | { op: "listening"; on: boolean }
      | { op: "tick"; ms: number }
      | { op: "find"; token: number }
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.constant({ op: "mark" as const }),
      fc.record({ op: fc.constant("remember" as const), token: fc.nat(2), member: fc.nat(2), session: fc.nat(3), until: fc.integer({ min: -100, max: 3_000 }), markAgo: fc.nat(2) }),
      fc.record({ op: fc.constant("forgetSession" as const), session: fc.nat(3) }),
      fc.record({ op: fc.constant("forgetMember" as const), member: fc.nat(2) }),
      fc.record({ op: fc.constant("listening" as const), on: fc.boolean() }),
      fc.record({ op: fc.constant("tick" as const), ms: fc.nat(700) }),
      fc.record({ op: fc.constant("find" as const), token: fc.nat(2) })
    )
    fc.assert(
      fc.property(fc.array(op, { minLength: 10, maxLength: 60, size: "max" }), (ops) => {
        const c = makeKnownCallers({ ttlMs: TTL })
        c.listening(true)
        let now = 0
        let live = true
        // The model: per token, what was remembered and whether it still stands.
        const kept = new Map<number, { member: number; session: number; until: number; valid: boolean }>()
        const marks: Array<{ mark: number; changedSince: boolean }> = []
        const change = () => {
          for (const m of marks) m.changedSince = true
        }
        for (const o of ops) {
          if (o.op === "mark") marks.push({ mark: c.mark(), changedSince: false })
          else if (o.op === "remember") {
            const m = marks[marks.length - 1 - o.markAgo]
            if (m === undefined) continue
            const until = now + o.until
            c.remember(`t${o.token}`, { principal: principal(o.member, `s${o.session}`), untilMs: until }, m.mark, now)
            const valid = live && !m.changedSince && Math.min(until, now + TTL) > now
            // A remember that is refused leaves what the token had (the model keeps the earlier entry as it was).
            if (valid) kept.set(o.token, { member: o.member, session: o.session, until: Math.min(until, now + TTL), valid })
          } else if (o.op === "forgetSession") {
            c.forget({ sessionId: `s${o.session}` })
            change()
            for (const k of kept.values()) if (k.session === o.session) k.valid = false
          } else if (o.op === "forgetMember") {
            c.forget({ memberId: o.member })
            change()
            for (const k of kept.values()) if (k.member === o.member) k.valid = false
          } else if (o.op === "listening") {
            c.listening(o.on)
            if (!o.on || !live) {
              change()
              for (const k of kept.values()) k.valid = false
            }
            live = o.on
          } else if (o.op === "tick") now += o.ms
          else {
            const k = kept.get(o.token)
            const expected = k !== undefined && k.valid && live && now < k.until ? principal(k.member, `s${k.session}`) : null
            const found = c.find(`t${o.token}`, now)
            expect(found).toEqual(expected)
            if (expected === null && k) k.valid = false
          }
        }
      }),
      { numRuns: 1_000 }
    )
  })
})
