import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { failureOf } from "../support/failure"
import { type TestServer, startTestServer } from "../support/server"

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(async () => {
  await s?.stop()
})


const strongPassword = "Str0ng!pass"

describe("registration by e-mail", () => {
  it("sends a code, checks it, registers, logs the member in and sends the password", async () => {
    const email = `ada.${Date.now()}@example.com`
    const sent = await s.anon.identity.sendEmailCode({ query: { email } })
    expect(sent).toEqual({ decaySeconds: 600, availableIn: 60 })
    const code = await s.latestCode(email)
    const { token } = await s.anon.identity.checkEmailCode({ query: { email, code } })
    const reg = await s.anon.identity.register({
      body: { token, lang: "en", name: "Ada Lovelace".padEnd(100, "x"), password: strongPassword, password_confirmation: strongPassword, hearAboutUs: "twitter" }
    })
    expect(reg.memberId).toBeGreaterThan(100000)
    const me = await s.clientWith(reg.accessToken).identity.me()
    expect(me.id).toBe(reg.memberId)
    expect(me.email).toBe(email)
    expect(Array.from(me.firstName).length).toBe(64)
    expect(me.balance).toEqual({ integerPart: "0", fractionalPart: "", decimal: "0" })
    const outbox = await s.ops.staff.outbox({ query: { recipient: email } })
    expect(outbox.data[0].template).toBe("registration-welcome")
    expect(outbox.data[0].body).toContain(String(reg.memberId))
    // The token is single use.
    const again = await failureOf(
      s.anon.identity.register({ body: { token, lang: "en", name: "X", password: strongPassword, password_confirmation: strongPassword } })
    )
    expect(again.status).toBe(422)
    expect(again.fieldErrors?.token?.[0].code).toBe("registration.token_invalid")
  })

  it("refuses a wrong code with code.wrong, and locks the code after five wrong tries", async () => {
    const email = `wrong.${Date.now()}@example.com`
    await s.anon.identity.sendEmailCode({ query: { email } })
    const code = await s.latestCode(email)
    const wrong = code === "0000" ? "1111" : "0000"
    for (let i = 0; i < 5; i++) {
      const e = await failureOf(s.anon.identity.checkEmailCode({ query: { email, code: wrong } }))
      expect(e.fieldErrors?.code?.[0].code).toBe("code.wrong")
    }
    const locked = await failureOf(s.anon.identity.checkEmailCode({ query: { email, code } }))
    expect(locked.fieldErrors?.code?.[0].code).toBe("code.too_many_attempts")
  })

  it("limits resends per destination with the seconds to wait", async () => {
    const email = `limit.${Date.now()}@example.com`
    await s.anon.identity.sendEmailCode({ query: { email } })
    const e = await failureOf(s.anon.identity.sendEmailCode({ query: { email } }))
    expect(e.status).toBe(422)
    expect(e.fieldErrors?.email?.[0].code).toBe("verification.too_many")
    expect(Number(e.fieldErrors?.email?.[0].params?.seconds)).toBeGreaterThan(50)
  })

  it("rejects a registered e-mail, a malformed e-mail and a weak password with field codes", async () => {
    const taken = await failureOf(s.anon.identity.sendEmailCode({ query: { email: "demo@interworld.local" } }))
    expect(taken.fieldErrors?.email?.[0].code).toBe("validation.unique")
    const bad = await failureOf(s.anon.identity.sendEmailCode({ query: { email: "not-an-email" } }))
    expect(bad.fieldErrors?.email?.[0].code).toBe("validation.email")

    const email = `weak.${Date.now()}@example.com`
    await s.anon.identity.sendEmailCode({ query: { email } })
    const { token } = await s.anon.identity.checkEmailCode({ query: { email, code: await s.latestCode(email) } })
    const weak = await failureOf(
      s.anon.identity.register({ body: { token, lang: "en", name: "", password: "abc", password_confirmation: "abd", referrerId: 999999999 } })
    )
    const codes = Object.fromEntries(Object.entries(weak.fieldErrors ?? {}).map(([k, v]) => [k, v.map((x) => x.code)]))
    expect(codes.name).toEqual(["validation.required"])
    expect(codes.password).toEqual(expect.arrayContaining(["validation.min.string", "validation.password.mixed", "validation.password.numbers", "validation.password.symbols"]))
    expect(codes.password_confirmation).toEqual(["validation.confirmed"])
    expect(codes.referrerId).toEqual(["validation.exists"])
  })
})

describe("registration by phone", () => {
  it("accepts a valid Chinese mobile number, with an optional e-mail and a referrer", async () => {
    const phone = `1380013${String(Date.now()).slice(-4)}`
    await s.anon.identity.sendPhoneCode({ query: { phone, phoneCountry: "CN", lang: "cn" } })
    const code = await s.latestCode(`86${phone}`)
    const { token } = await s.anon.identity.checkPhoneCode({ query: { phone, phoneCountry: "CN", code } })
    const reg = await s.anon.identity.register({
      body: { token, phone, phoneCountry: "CN", lang: "cn", name: "李雷", password: strongPassword, password_confirmation: strongPassword, referrerId: " 100001 " }
    })
    const me = await s.clientWith(reg.accessToken).identity.me()
    expect(me.phone).toBe(`86${phone}`)
    expect(me.email).toBeNull()
    const sms = await s.ops.staff.outbox({ query: { recipient: `86${phone}` } })
    expect(sms.data[0].channel).toBe("sms")
    expect(sms.data[0].body).toContain(String(reg.memberId))
  })

  it("rejects invalid numbers, and answers the phone-exists message for 'e' or a dot", async () => {
    const invalid = await failureOf(s.anon.identity.sendPhoneCode({ query: { phone: "12345", phoneCountry: "CN" } }))
    expect(invalid.fieldErrors?.phone?.[0].code).toBe("validation.phone")
    const weird = await failureOf(s.anon.identity.sendPhoneCode({ query: { phone: "1e5", phoneCountry: "CN" } }))
    expect(weird.fieldErrors?.phone?.[0].code).toBe("validation.phone_exists")
  })
})

describe("log-in and session", () => {
  it("logs in with member id and password; refresh replaces the token; logout revokes it", async () => {
    const r = await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass", from: "web" } })
    expect(r.memberId).toBe(100001)
    expect(r.expiresIn).toBe(3600)
    const client = s.clientWith(r.accessToken)
    expect((await client.identity.me()).id).toBe(100001)
    // A member id sent as a number is the same member id.
    expect((await s.anon.identity.login({ body: { username: 100001, password: "Demo#2026pass" } })).memberId).toBe(100001)
    const refreshed = await client.identity.refresh()
    expect(refreshed.accessToken).not.toBe(r.accessToken)
    expect((await failureOf(client.identity.me())).status).toBe(401)
    const fresh = s.clientWith(refreshed.accessToken)
    expect((await fresh.identity.me()).id).toBe(100001)
    await fresh.identity.logout()
    expect((await failureOf(fresh.identity.me())).code).toBe("UNAUTHENTICATED")
  })

  it("answers auth.failed on the username field, then blocks for five minutes after five failures", async () => {
    const member = `1000${Math.floor(Math.random() * 90) + 10}`
    for (let i = 0; i < 4; i++) {
      const e = await failureOf(s.anon.identity.login({ body: { username: member, password: "nope" } }))
      expect(e.fieldErrors?.username?.[0].code).toBe("auth.failed")
    }
    const fifth = await failureOf(s.anon.identity.login({ body: { username: member, password: "nope" } }))
    expect(fifth.fieldErrors?.username?.[0].code).toBe("auth.blocked")
    expect(fifth.fieldErrors?.username?.[0].params?.seconds).toBe(300)
    expect(fifth.message).toBe("Blocked after 5 failed attempts, retry in 5 minutes.")
    const sixth = await failureOf(s.anon.identity.login({ body: { username: member, password: "nope" } }))
    expect(sixth.fieldErrors?.username?.[0].code).toBe("auth.throttle")
    expect(Number(sixth.fieldErrors?.username?.[0].params?.seconds)).toBeGreaterThan(290)
    expect(sixth.message).toMatch(/^Too many login attempts\. Try again in \d+ seconds\.$/)
    const ja = await failureOf(s.clientWith(null, "jp").identity.login({ body: { username: member, password: "nope" } }))
    expect(ja.message).not.toBe(sixth.message)
  })

  it("answers the spec's message texts in the Accept-Language language", async () => {
    const e = await failureOf(s.anon.identity.login({ body: { username: "999999", password: "x" } }))
    expect(e.message).toBe("These credentials do not match our records.")
  })

  it("signs in with a one-time code exactly once", async () => {
    const r = await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })
    const code = await s.clientWith(r.accessToken).identity.loginCode()
    const first = await s.anon.identity.loginByOtp({ query: { otp: code.otp, member_id: 100001 } })
    expect(first.memberId).toBe(100001)
    const second = await failureOf(s.anon.identity.loginByOtp({ query: { otp: code.otp, member_id: 100001 } }))
    expect(second.status).toBe(401)
    expect(second.code).toBe("OTP_INVALID")
  })

  it("answers 401 without a token and for a forged token", async () => {
    expect((await failureOf(s.anon.identity.me())).status).toBe(401)
    expect((await failureOf(s.clientWith("v1.abcdefgh.1.99999999999999.forged").identity.me())).status).toBe(401)
  })
})

describe("public/geolocation behind a trusted proxy", () => {
  let proxied: TestServer
  beforeAll(async () => {
    proxied = await startTestServer({ TRUST_PROXY: "true" })
  })
  afterAll(async () => {
    await proxied?.stop()
  })
  const locate = async (forwardedFor: string) =>
    (await fetch(`${proxied.url}/api/public/geolocation`, { headers: { "x-forwarded-for": forwardedFor } }).then((r) => r.json())) as { countryCode: string }

  it("looks the caller's address up in the IP-to-country table, and says CN when nobody owns it", async () => {
    expect(await locate("210.140.92.183")).toEqual({ countryCode: "JP" })
    expect(await locate("77.88.55.55")).toEqual({ countryCode: "RU" })
    expect(await locate("192.168.1.20")).toEqual({ countryCode: "CN" })
  })

  it("does not believe a country header unless told to", async () => {
    const r = await fetch(`${proxied.url}/api/public/geolocation`, { headers: { "x-forwarded-for": "8.8.8.8", "cf-ipcountry": "KR" } }).then((x) => x.json())
    expect(r).toEqual({ countryCode: "US" })
  })
})

describe("public", () => {
  it("answers CN when the country is unknown, and the country list with preferred countries", async () => {
    expect(await s.anon.identity.geolocation()).toEqual({ countryCode: "CN" })
    const list = await s.clientWith(null, "ru").identity.countries()
    expect(list.preferred).toEqual(["cn", "hk", "mo", "tw", "jp", "kr", "ca", "us", "ru"])
    expect(list.defaultDialCode).toBe("86")
    const cn = list.data.find((c) => c.iso2 === "cn")
    expect(cn).toMatchObject({ dialCode: "86", priority: 0, name: "Китай" })
    const ag = list.data.find((c) => c.iso2 === "ag")
    expect(ag).toMatchObject({ dialCode: "1", areaCodes: ["268"] })
  })
})
