import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DESKTOP, MOBILE, NARROW, app, codeFromOutbox, openPage, shot } from "./support/browser"

/**
 * Issue "Done means": from the README alone a new user starts the product, registers by e-mail reading the code
 * with `cli outbox`, logs in, switches languages and logs out, and staff find the member. Each step runs in
 * Debian's Chromium against the built product.
 */
const PASSWORD = "Str0ng!pass"
const state = { memberId: "", email: `e2e.${Date.now()}@example.com` }

const logInAs = async (page: Page, memberId: string, password: string) => {
  await page.getByTestId("login-username").fill(memberId)
  await page.getByTestId("login-password").fill(password)
  await page.getByTestId("login-submit").click()
}

const dismissPrompts = async (page: Page) => {
  const prompt = page.getByTestId("prompt")
  if (await prompt.isVisible().catch(() => false)) await page.getByTestId("prompt-skip").click()
}

describe("a visitor", () => {
  it("sees the landing page without loading member-area or map code, and unknown paths go to /en", async () => {
    const { context, page, errors } = await openPage(DESKTOP)
    const scripts: Array<string> = []
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()))
    await page.goto(`${app().url}/`)
    await page.waitForURL(/\/en$/)
    await page.getByTestId("landing-join").waitFor()
    await page.waitForLoadState("networkidle")
    await shot(page, "01-landing")
    // Route splitting: no map, member-home or back-office chunk by name, and no script that carries pixi.js by content.
    expect(scripts.filter((s) => /MapView|MemberHome|pixi|staff/i.test(s))).toEqual([])
    const bodies = await Promise.all(scripts.map(async (u) => ({ u, text: await (await fetch(u)).text() })))
    expect(bodies.filter((b) => /pixi/i.test(b.text)).map((b) => b.u)).toEqual([])
    expect(bodies.length).toBeGreaterThan(0)
    expect(await page.getByTestId("landing-joined-members").isHidden()).toBe(true)
    // Spec §1: the hero has a background video, muted, looping and playing inline.
    await page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>("[data-testid=hero-video]")
      return v !== null && v.muted && v.loop && v.readyState >= 2 && v.currentTime > 0 && Number.isFinite(v.duration)
    })
    const res = await page.goto(`${app().url}/assets/no-such-chunk.js`)
    expect(res?.status()).toBe(404)
    // Built chunks are cached for a year; the HTML that names them is revalidated.
    const chunk = scripts.find((u) => u.includes("/assets/"))!
    expect((await fetch(chunk)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect((await fetch(`${app().url}/en`)).headers.get("cache-control")).toBe("no-cache")
    await page.goto(`${app().url}/xx/whatever`)
    await page.waitForURL(/\/en$/)
    expect(errors).toEqual([])
    await context.close()
  })

  it("is sent to log in from a protected page, and returns there after logging in", async () => {
    const { context, page } = await openPage(DESKTOP)
    await page.goto(`${app().url}/en/support`)
    await page.waitForURL(/\/en\/login$/)
    await logInAs(page, "100001", "Demo#2026pass")
    // Back where they were going: the support index, which opens its "all" tab.
    await page.waitForURL(/\/en\/support\/all$/)
    await page.getByTestId("support-new").waitFor()
    // Its plus sign is one every font draws (a full-width ＋ showed as an empty box in Debian's Chromium).
    expect(await page.getByTestId("support-new").textContent()).toBe("+ New ticket")
    await context.close()
  })
})

describe("a new member", () => {
  it("registers by e-mail with the code from `cli outbox`", async () => {
    const { context, page, errors } = await openPage(DESKTOP)
    await page.goto(`${app().url}/en/registration`)
    await page.getByTestId("confirm-type-email").check()
    await page.getByTestId("registration-email").fill(state.email)
    await shot(page, "02-registration-start")
    await page.getByTestId("registration-next").click()
    await page.getByTestId("code-box-0").waitFor()
    // A wrong code clears the boxes and shows the message; the right code submits itself.
    const code = codeFromOutbox(state.email)
    const wrong = code === "0000" ? "1111" : "0000"
    await page.getByTestId("code-box-0").pressSequentially(wrong)
    await page.getByTestId("code-error").waitFor()
    expect(await page.getByTestId("code-error").textContent()).toBe("Wrong code")
    expect(await page.getByTestId("code-box-0").inputValue()).toBe("")
    // Spec §8: the focus is back on the first box, so the right code is typed straight away.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("code-box-0")
    await shot(page, "03-registration-code")
    await page.keyboard.type(code)
    await page.getByTestId("reg-name").waitFor()
    // Spec §5: both the name and the password are needed; the name is cut at 64 characters as it is typed.
    await page.getByTestId("reg-submit").click()
    await expect.poll(() => page.getByText("This field is required.").count()).toBe(2)
    await page.getByTestId("reg-name").fill("N".repeat(80))
    expect(await page.getByTestId("reg-name").inputValue()).toBe("N".repeat(64))
    await page.getByTestId("reg-name").fill("Ada Lovelace")
    await page.getByTestId("reg-password").fill(PASSWORD)
    await page.getByTestId("reg-password-confirmation").fill(PASSWORD)
    await page.getByTestId("reg-hear").selectOption("twitter")
    await shot(page, "04-registration-form")
    await page.getByTestId("reg-submit").click()
    await page.getByTestId("registered-member-id").waitFor()
    state.memberId = (await page.getByTestId("registered-member-id").textContent())!.trim()
    expect(state.memberId).toMatch(/^\d{6,}$/)
    expect(await page.getByTestId("registration-back").count()).toBe(0)
    // The member is signed in now, but the onboarding tour waits until they leave the registration page.
    await page.waitForTimeout(600)
    expect(await page.getByTestId("prompt").count()).toBe(0)
    await shot(page, "05-registration-finish")
    await page.getByTestId("registration-done").click()
    // Done goes to log-in, which sends a signed-in member home.
    await page.waitForURL(/\/en$/)
    await page.getByTestId("member-menu").waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it("logs in, goes through the onboarding prompts, switches language keeping the page, and logs out", async () => {
    const { context, page, errors } = await openPage(DESKTOP)
    await page.goto(`${app().url}/en/login`)
    await page.getByTestId("login-submit").click()
    await expect.poll(() => page.getByText("This field is required.").count(), { timeout: 10_000 }).toBe(2)
    await logInAs(page, state.memberId, "not-the-password")
    await page.getByText("These credentials do not match our records.").waitFor()
    await logInAs(page, state.memberId, PASSWORD)
    await page.waitForURL(/\/en$/)
    await page.getByTestId("member-home").waitFor()
    await page.getByTestId("prompt").waitFor()
    expect(await page.getByTestId("prompt").getAttribute("data-prompt")).toBe("aw")
    await shot(page, "06-member-home-prompt")
    await page.getByTestId("prompt-next").click()
    expect(await page.getByTestId("prompt").getAttribute("data-prompt")).toBe("sys")
    await page.getByTestId("prompt-next").click()
    await page.getByTestId("prompt-next").click()
    await page.getByTestId("welcome-dialog").waitFor()
    await page.getByTestId("welcome-stay").click()

    await page.goto(`${app().url}/en/game-center`)
    await page.getByTestId("lang-switcher").click()
    await page.getByTestId("lang-jp").click()
    await page.waitForURL(/\/jp\/game-center$/)
    await page.waitForFunction(() => document.documentElement.lang === "ja")
    await shot(page, "07-game-center-jp")
    await page.getByTestId("lang-switcher").click()
    await page.getByTestId("lang-en").click()
    await page.waitForURL(/\/en\/game-center$/)

    await page.getByTestId("member-menu").click()
    await page.getByTestId("logout").click()
    await page.getByTestId("logout-dialog").waitFor()
    await shot(page, "08-logout-confirm")
    await page.getByTestId("logout-confirm").click()
    await page.waitForURL(/\/en$/)
    await page.getByTestId("nav-login").waitFor()
    expect(await page.evaluate(() => localStorage.getItem("iw.token"))).toBeNull()
    // The onboarding stays done for this browser.
    expect(await page.evaluate(() => localStorage.getItem("iw.prompts"))).toBeTruthy()
    expect(errors).toEqual([])
    await context.close()
  })

  it("is signed in by the loader link with a one-time code, in the link's language", async () => {
    const login = await fetch(`${app().url}/api/member/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: state.memberId, password: PASSWORD })
    }).then((r) => r.json())
    const { otp } = await fetch(`${app().url}/api/member/login-code`, { method: "POST", headers: { authorization: `Bearer ${login.accessToken}` } }).then((r) => r.json())
    const { context, page } = await openPage(DESKTOP)
    await page.goto(`${app().url}/en/loader?otp=${encodeURIComponent(otp)}&member_id=${state.memberId}&lang=kr`)
    await page.waitForURL(/\/kr$/)
    await page.getByTestId("member-menu").waitFor()
    await page.goto(`${app().url}/en/loader?otp=${encodeURIComponent(otp)}&member_id=${state.memberId}&lang=kr`)
    await page.getByRole("alert").waitFor()
    await context.close()
  })

  it("has a More menu at 1150 px and below, and a burger menu on a phone", async () => {
    const narrow = await openPage(NARROW)
    await narrow.page.goto(`${app().url}/en/login`)
    await logInAs(narrow.page, "100001", "Demo#2026pass")
    await narrow.page.waitForURL(/\/en$/)
    await dismissPrompts(narrow.page)
    await narrow.page.getByTestId("more-menu").waitFor()
    await shot(narrow.page, "09-narrow-header")
    await narrow.context.close()

    const phone = await openPage(MOBILE)
    await phone.page.goto(`${app().url}/en/login`)
    await logInAs(phone.page, "100001", "Demo#2026pass")
    await phone.page.waitForURL(/\/en$/)
    // The phone tour (spec §2): mobileMenu, mobileSys, mobileAw, mobileTicket; Next advances, Skip ends it.
    await phone.page.getByTestId("prompt").waitFor()
    const seen = [await phone.page.getByTestId("prompt").getAttribute("data-prompt")]
    for (let i = 0; i < 3; i++) {
      await phone.page.getByTestId("prompt-next").click()
      seen.push(await phone.page.getByTestId("prompt").getAttribute("data-prompt"))
    }
    expect(seen).toEqual(["mobileMenu", "mobileSys", "mobileAw", "mobileTicket"])
    await shot(phone.page, "10-mobile-prompt")
    await phone.page.getByTestId("prompt-skip").click()
    expect(await phone.page.getByTestId("prompt").count()).toBe(0)
    await phone.page.getByTestId("burger").click()
    await phone.page.getByTestId("mobile-menu").waitFor()
    await phone.page.getByTestId("section-games").click()
    await shot(phone.page, "11-mobile-menu")
    await phone.context.close()
  })
})

describe("a session", () => {
  it("is refreshed ten minutes before it expires, and a revoked token sends the member to log in", async () => {
    const { context, page } = await openPage(DESKTOP)
    await page.goto(`${app().url}/en/login`)
    await logInAs(page, "100001", "Demo#2026pass")
    await page.waitForURL(/\/en$/)
    await dismissPrompts(page)
    const before = await page.evaluate(() => localStorage.getItem("iw.token"))
    // Pretend the token expires in 10 minutes and 2 seconds: the client must refresh about 2 s from now.
    await page.evaluate(() => localStorage.setItem("iw.expiredAt", String(Date.now() + 602_000)))
    await page.reload()
    await page.waitForFunction((old) => localStorage.getItem("iw.token") !== old, before, { timeout: 15_000 })
    const after = await page.evaluate(() => localStorage.getItem("iw.token"))
    expect(after).not.toBe(before)
    const old = await fetch(`${app().url}/api/member`, { headers: { authorization: `Bearer ${before}` } })
    expect(old.status).toBe(401)

    // The server ends the session (log-out elsewhere); the next call answers 401 and the member lands on log-in.
    await fetch(`${app().url}/api/member/logout`, { method: "POST", headers: { authorization: `Bearer ${after}` } })
    await page.goto(`${app().url}/en/game-center`)
    await page.evaluate(() => window.dispatchEvent(new Event("focus")))
    await page.reload()
    await page.waitForURL(/\/en\/login$/, { timeout: 15_000 })
    await context.close()
  })
})

describe("staff", () => {
  it("log in at /staff, find the new member, block and unblock them", async () => {
    const { context, page, errors } = await openPage(DESKTOP)
    await page.goto(`${app().url}/staff`)
    await page.waitForURL(/\/staff\/login$/)
    await page.getByTestId("staff-email").fill("support@interworld.local")
    await page.getByTestId("staff-password").fill("Support#2026pass")
    await page.getByTestId("staff-login-submit").click()
    await page.waitForURL(/\/staff\/announcements$/)
    await page.goto(`${app().url}/staff/member`)
    await page.getByTestId("member-search").fill(state.memberId)
    await page.getByTestId("member-search").press("Enter")
    await page.getByTestId("member-row").first().waitFor()
    await shot(page, "11-staff-member-search")
    expect(await page.getByTestId("member-row").count()).toBe(1)
    await page.getByTestId("member-row").first().getByRole("link").first().click()
    await page.waitForURL(new RegExp(`/staff/member/${state.memberId}$`))
    await page.getByTestId("member-block").click()
    await page.getByTestId("member-block-reason").fill("e2e check")
    await page.getByTestId("member-block-confirm").click()
    await page.getByTestId("member-unblock").waitFor()
    await shot(page, "12-staff-member-blocked")
    const blocked = await fetch(`${app().url}/api/member/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: state.memberId, password: PASSWORD })
    }).then((r) => r.json())
    expect(blocked.errors.username[0].code).toBe("auth.inactive")
    await page.getByTestId("member-unblock").click()
    await page.getByTestId("member-block-confirm").click()
    await page.getByTestId("member-block").waitFor()
    await page.getByTestId("staff-logout").click()
    await page.waitForURL(/\/staff\/login$/)
    expect(errors).toEqual([])
    await context.close()
  })

  it("3d-models staff land on the avatar queue", async () => {
    const { context, page } = await openPage(DESKTOP)
    await page.goto(`${app().url}/staff/login`)
    await page.getByTestId("staff-email").fill("models@interworld.local")
    await page.getByTestId("staff-password").fill("Models#2026pass")
    await page.getByTestId("staff-login-submit").click()
    await page.waitForURL(/\/staff\/queue_avatars$/)
    await page.goto(`${app().url}/staff/member`)
    await page.waitForURL(/\/staff\/queue_avatars$/)
    await context.close()
  })
})

