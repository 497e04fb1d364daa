import {
  CODE_TTL_SECONDS,
  MAX_CODE_ATTEMPTS,
  MAX_SENDS_PER_DESTINATION,
  MAX_SENDS_PER_IP,
  RESEND_AFTER_SECONDS,
  SEND_WINDOW_SECONDS,
  type Verification
} from "@iw/core"
import { afterCheck, checkCode, decideSend } from "../../src/identity/domain/verification"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const T0 = Date.UTC(2026, 0, 1)
const fresh = (): Verification => ({
  id: "v",
  channel: "email",
  destination: "a@b.co",
  codeDigest: "x",
  createdAt: new Date(T0),
  expiresAt: new Date(T0 + CODE_TTL_SECONDS * 1000),
  attempts: 0,
  verifiedAt: null
})

describe("verification code attempts (spec §5, issue: single use, expiring, at most 5 wrong tries)", () => {
  it("accepts at most once, only a right code, only before expiry, and never after five wrong tries", () => {
    // Mostly wrong tries, mostly quick, sometimes a long pause: every limit gets reached.
    const attempt = fc.record({
      right: fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      afterSeconds: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 30 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 700 }) })
    })
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 12 }), (attempts) => {
        let v = fresh()
        let t = T0
        let wrong = 0
        let accepted = 0
        for (const a of attempts) {
          t += a.afterSeconds * 1000
          const outcome = checkCode(v, a.right, new Date(t))
          if (outcome._tag === "Accepted") {
            accepted++
            expect(a.right).toBe(true)
            expect(t).toBeLessThan(v.expiresAt.getTime())
            expect(wrong).toBeLessThan(MAX_CODE_ATTEMPTS)
          }
          if (outcome._tag === "Wrong") wrong++
          v = afterCheck(v, outcome, new Date(t))
        }
        expect(accepted).toBeLessThanOrEqual(1)
        expect(wrong).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS)
      }),
      { numRuns: 500 }
    )
  })

  it("a right code in time, before five wrong tries, is accepted", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_CODE_ATTEMPTS - 1 }), fc.integer({ min: 0, max: CODE_TTL_SECONDS - 1 }), (wrongFirst, at) => {
        let v = fresh()
        for (let i = 0; i < wrongFirst; i++) v = afterCheck(v, checkCode(v, false, new Date(T0)), new Date(T0))
        expect(checkCode(v, true, new Date(T0 + at * 1000))._tag).toBe("Accepted")
      })
    )
  })
})

describe("sending codes (issue: limited per destination and per IP)", () => {
  const times = (max: number) =>
    fc.array(fc.integer({ min: 0, max: 2 * SEND_WINDOW_SECONDS }), { maxLength: max }).map((xs) => xs.map((s) => new Date(T0 + s * 1000)))

  it("allows a send only when the limits hold", () => {
    fc.assert(
      fc.property(times(8), times(25), fc.integer({ min: 0, max: 2 * SEND_WINDOW_SECONDS }), (dest, ip, nowS) => {
        const now = new Date(T0 + nowS * 1000)
        const recent = (xs: Array<Date>) => xs.filter((d) => d.getTime() > now.getTime() - SEND_WINDOW_SECONDS * 1000 && d <= now)
        const d = decideSend(dest, ip, now)
        if (d._tag === "Allowed") {
          expect(recent(dest).length).toBeLessThan(MAX_SENDS_PER_DESTINATION)
          expect(recent(ip).length).toBeLessThan(MAX_SENDS_PER_IP)
          for (const x of recent(dest)) expect(now.getTime() - x.getTime()).toBeGreaterThanOrEqual(RESEND_AFTER_SECONDS * 1000)
          expect(d.availableIn).toBe(RESEND_AFTER_SECONDS)
        }
      })
    )
  })

  it("a refusal names the wait exactly: allowed after it, still refused a second before", () => {
    fc.assert(
      fc.property(times(8), times(25), fc.integer({ min: 0, max: 2 * SEND_WINDOW_SECONDS }), (dest, ip, nowS) => {
        const now = new Date(T0 + nowS * 1000)
        const past = (xs: Array<Date>) => xs.filter((d) => d <= now)
        const d = decideSend(past(dest), past(ip), now)
        if (d._tag !== "Wait") return
        expect(d.seconds).toBeGreaterThan(0)
        expect(d.seconds).toBeLessThanOrEqual(SEND_WINDOW_SECONDS)
        expect(decideSend(past(dest), past(ip), new Date(now.getTime() + d.seconds * 1000))._tag).toBe("Allowed")
        if (d.seconds > 1) expect(decideSend(past(dest), past(ip), new Date(now.getTime() + (d.seconds - 1) * 1000))._tag).toBe("Wait")
      })
    )
  })
})
