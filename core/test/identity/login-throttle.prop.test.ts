import { LOGIN_BLOCK_SECONDS, MAX_FAILED_LOGINS, noFailures } from "@iw/core"
import { afterFailure, afterSuccess, blockedFor, memberThrottleKey, staffThrottleKey } from "../../src/identity/domain/login-throttle"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const T0 = Date.UTC(2026, 0, 1)

describe("login throttle (spec §8, §9: 5 failed attempts, then 5 minutes)", () => {
  it("five failures within five minutes block for exactly five minutes after the fifth", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 59 }), { minLength: MAX_FAILED_LOGINS - 1, maxLength: MAX_FAILED_LOGINS - 1 }), (gaps) => {
        let s = noFailures
        let t = T0
        s = afterFailure(s, new Date(t))
        for (const g of gaps) {
          expect(blockedFor(s, new Date(t))).toBe(0)
          t += g * 1000
          s = afterFailure(s, new Date(t))
        }
        expect(blockedFor(s, new Date(t))).toBe(LOGIN_BLOCK_SECONDS)
        expect(blockedFor(s, new Date(t + LOGIN_BLOCK_SECONDS * 1000 - 1))).toBe(1)
        expect(blockedFor(s, new Date(t + LOGIN_BLOCK_SECONDS * 1000))).toBe(0)
      })
    )
  })

  it("never blocks before the fifth failure since the counter started, and a success clears it", () => {
    const event = fc.oneof(
      fc.record({ kind: fc.constant("fail" as const), after: fc.integer({ min: 0, max: 400 }) }),
      fc.record({ kind: fc.constant("ok" as const), after: fc.integer({ min: 0, max: 400 }) })
    )
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let s = noFailures
        let t = T0
        let sinceReset = 0
        for (const e of events) {
          t += e.after * 1000
          const now = new Date(t)
          if (blockedFor(s, now) > 0) {
            expect(blockedFor(s, now)).toBeLessThanOrEqual(LOGIN_BLOCK_SECONDS)
            continue
          }
          if (e.kind === "ok") {
            s = afterSuccess(s)
            sinceReset = 0
            expect(s).toEqual(noFailures)
            continue
          }
          sinceReset++
          s = afterFailure(s, now)
          if (blockedFor(s, now) > 0) {
            expect(sinceReset).toBeGreaterThanOrEqual(MAX_FAILED_LOGINS)
            sinceReset = 0
          }
        }
      })
    )
  })

  it("the time left never grows while waiting", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }), (a, b) => {
        let s = noFailures
        for (let i = 0; i < MAX_FAILED_LOGINS; i++) s = afterFailure(s, new Date(T0))
        const [early, late] = a <= b ? [a, b] : [b, a]
        expect(blockedFor(s, new Date(T0 + late * 1000))).toBeLessThanOrEqual(blockedFor(s, new Date(T0 + early * 1000)))
      })
    )
  })
})

describe("one throttle per member, however the member ID is spelled (issue 11 §1.1)", () => {
  it("leading zeros and surrounding spaces name the same key as the canonical member ID", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.nat({ max: 6 }), fc.constantFrom("", " ", "\t"), (id, zeros, pad) => {
        const spelled = `${pad}${"0".repeat(zeros)}${id}${pad}`.slice(0, 15 + 2 * pad.length)
        fc.pre(spelled.trim().length <= 15)
        expect(memberThrottleKey(spelled)).toBe(memberThrottleKey(String(id)))
      })
    )
  })

  it("different members never share a key", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e12 }), fc.integer({ min: 1, max: 1e12 }), (a, b) => {
      fc.pre(a !== b)
      expect(memberThrottleKey(String(a))).not.toBe(memberThrottleKey(String(b)))
    }))
  })

  it("a staff e-mail's case and surrounding spaces name the same key", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom("", " ", "  \t"), fc.boolean(), (email, pad, upper) => {
        expect(staffThrottleKey(`${pad}${upper ? email.toUpperCase() : email}${pad}`)).toBe(staffThrottleKey(email))
      })
    )
  })
})
