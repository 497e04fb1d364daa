import { CODE_TTL_SECONDS, MAX_CODE_ATTEMPTS, checkVerificationCode, registerMember, sendVerificationCode } from "@iw/core"
import { Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { emptyWorld, runIn } from "../support/in-memory"

const PASSWORD = "Str0ng!pass"

const sentCode = (world: ReturnType<typeof emptyWorld>) => {
  const m = world.sent[world.sent.length - 1]
  return String(m.params.code)
}

describe("registration (spec §2, §4)", () => {
  it("succeeds exactly when a right code comes in time and before five wrong tries", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: MAX_CODE_ATTEMPTS + 2 }), fc.integer({ min: 0, max: CODE_TTL_SECONDS + 60 }), async (wrongTries, delay) => {
        const world = emptyWorld()
        const email = "new@example.com"
        expect(Exit.isSuccess(await runIn(world, sendVerificationCode({ channel: "email", email, lang: "en", ip: "1.2.3.4" })))).toBe(true)
        const code = sentCode(world)
        const wrong = code === "0000" ? "1111" : "0000"
        for (let i = 0; i < wrongTries; i++) await runIn(world, checkVerificationCode({ channel: "email", email, code: wrong }))
        world.now += delay * 1000
        const checked = await runIn(world, checkVerificationCode({ channel: "email", email, code }))
        const shouldPass = wrongTries < MAX_CODE_ATTEMPTS && delay < CODE_TTL_SECONDS
        expect(Exit.isSuccess(checked)).toBe(shouldPass)
        if (!Exit.isSuccess(checked)) return
        const reg = await runIn(world, registerMember({ token: checked.value.token, lang: "en", name: "Ada", password: PASSWORD, password_confirmation: PASSWORD }))
        expect(Exit.isSuccess(reg)).toBe(true)
        expect(world.members.map((m) => m.email)).toEqual([email])
        // The member is told their id by the channel that was verified.
        expect(world.sent[world.sent.length - 1]).toMatchObject({ channel: "email", to: email, template: "registration-welcome" })
      }),
      { numRuns: 60 }
    )
  })

  it("a refused registration writes nothing and leaves the token usable (all or nothing)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), async (badPassword) => {
        fc.pre(!/\p{Lu}/u.test(badPassword) || !/\d/.test(badPassword))
        const world = emptyWorld()
        await runIn(world, sendVerificationCode({ channel: "email", email: "x@example.com", lang: "en", ip: "ip" }))
        const checked = await runIn(world, checkVerificationCode({ channel: "email", email: "x@example.com", code: sentCode(world) }))
        if (!Exit.isSuccess(checked)) throw new Error("code refused")
        const sentBefore = world.sent.length
        const bad = await runIn(world, registerMember({ token: checked.value.token, lang: "en", name: "Ada", password: badPassword, password_confirmation: badPassword }))
        expect(Exit.isFailure(bad)).toBe(true)
        expect(world.members).toHaveLength(0)
        expect(world.sessions).toHaveLength(0)
        expect(world.sent).toHaveLength(sentBefore)
        const good = await runIn(world, registerMember({ token: checked.value.token, lang: "en", name: "Ada", password: PASSWORD, password_confirmation: PASSWORD }))
        expect(Exit.isSuccess(good)).toBe(true)
      }),
      { numRuns: 40 }
    )
  })

  it("a phone sign-up may add an e-mail, which must be free", async () => {
    const world = emptyWorld()
    await runIn(world, sendVerificationCode({ channel: "email", email: "taken@example.com", lang: "en", ip: "ip" }))
    const t1 = await runIn(world, checkVerificationCode({ channel: "email", email: "taken@example.com", code: sentCode(world) }))
    if (!Exit.isSuccess(t1)) throw new Error("refused")
    await runIn(world, registerMember({ token: t1.value.token, lang: "en", name: "A", password: PASSWORD, password_confirmation: PASSWORD }))
    world.now += 120_000
    await runIn(world, sendVerificationCode({ channel: "phone", phone: "13800138000", phoneCountry: "CN", lang: "cn", ip: "ip" }))
    const t2 = await runIn(world, checkVerificationCode({ channel: "phone", phone: "13800138000", phoneCountry: "CN", code: sentCode(world) }))
    if (!Exit.isSuccess(t2)) throw new Error("refused")
    const clash = await runIn(world, registerMember({ token: t2.value.token, phone: "13800138000", phoneCountry: "CN", email: "TAKEN@example.com", lang: "cn", name: "B", password: PASSWORD, password_confirmation: PASSWORD }))
    expect(Exit.isFailure(clash) && JSON.stringify(clash.cause)).toContain("validation.unique")
    const ok = await runIn(world, registerMember({ token: t2.value.token, phone: "13800138000", phoneCountry: "CN", lang: "cn", name: "B", password: PASSWORD, password_confirmation: PASSWORD }))
    expect(Exit.isSuccess(ok)).toBe(true)
    expect(world.members[1]).toMatchObject({ phone: "8613800138000", email: null })
  })
})
