import { LANGS, type LangCode } from "@iw/contracts/i18n"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { app, DEMO_MEMBER, DEMO_STAFF, openPage, shot } from "./support/browser"
import { checkPage, listen, PHONE, type SweepScope, WIDE } from "./support/sweep"

/**
 * Issue 18 "Done means": every landed route of spec §2, member and staff, signed in and out, passes axe-core with no
 * serious or critical violation, does not scroll sideways at 375 px, logs no console warning or error, and shows every
 * time in CST. English and Russian (whose long words overflow first) get every check at 375 px, English at 1400 px
 * too; the other four languages get, at 375 px, the checks their words can change (sweep.ts `LANGUAGE_RULES`,
 * overflow, CST, console). `SWEEP_LANGS=all` gives every language every check.
 * A new route is added to these lists when it lands; the sweep then keeps it from regressing.
 */
const MEMBER_PUBLIC = ["", "downloads", "about", "comingsoon", "interworld/home", "wow", "public-announcements", "login", "registration", "login-by-otp"]
const MEMBER_SIGNED_IN = [
  "",
  "system-wallet",
  "linked-wallet",
  "experience-tickets",
  "purchase-history",
  "ap-points",
  "support/all",
  "support/assigned",
  "support/unassigned",
  "support/create",
  "support/{ticket}/conversation",
  "support/{ticket}/history",
  "announcements",
  "events",
  "events/{event}",
  "tutorials",
  "my-plots",
  "plot-tickets",
  "map-statistics",
  "my-assets",
  "assets-history",
  "marketplace/buy/minerals",
  "marketplace/sell/minerals",
  // The house's stock on a Buy shelf, and the Sell menu's buildings (issue 13).
  "marketplace/buy/pets",
  "marketplace/sell/buildings",
  "uploads",
  "vshop/uploads/{memberToken}",
  "avatars",
  "models",
  "live2earn",
  // Buildings (issue 12): the catalogue, the exchange, both histories and the result pages. Place mode
  // (marketplace/place/{id}) needs a building of the demo member's, which the tests' demo data does not seed.
  "marketplace",
  "building-exchange",
  "marketplace/exchangeupgradehistory",
  "marketplace/bulding-purchase-history",
  "marketplace/successful",
  "marketplace/failed",
  "game-center",
  "gold-rush",
  "lumber-yard",
  // The notification centre (issue 14 §2).
  "notifications",
  // Programmes and governance (issue 16).
  "points/citizen-program",
  "points/founders-plan",
  "points/revenue-sharing-program",
  "partners",
  "white-paper",
  "opportunities",
  "dao",
  // Ads (issue 15): the detail routes ({ad}) need an ad of the demo member's, which the tests' demo data does not seed;
  // tests/e2e/ads.e2e.test.ts walks them with one. ads-manager/successful without state redirects to the manager.
  "ads-overview",
  "ads-manager",
  "ads-manager/successful",
  "ads-schedule",
  "ads-archive",
  "ads-credit-history",
  "adnet-catalog"
]
const STAFF = [
  "profile",
  "announcements",
  "announcements/create",
  "announcements/{announcement}",
  "announcements/history/{announcement}",
  "events",
  "events/create",
  "events/{event}",
  "tutorials",
  "tutorials/create",
  "purchases",
  "ledger",
  "programmes",
  "dao",
  "support/all",
  "support/assigned",
  "support/unassigned",
  "support/create",
  "support/ticket/{ticket}/conversation",
  "support/ticket/{ticket}/history",
  "statistics/support",
  "statistics/plot-sales",
  "statistics/assets-history",
  "statistics/adnet",
  "ad-moderation",
  "adnet-credits/100001",
  "statistics/sales",
  "statistics/revenue",
  "statistics/users-activity",
  "statistics/nft-office-transfer-history",
  "product-registration",
  "plot-registration",
  "experience-ticket",
  "management",
  "management/create",
  "member",
  "member/100001",
  "audit",
  "outbox",
  "live2earn"
]

const ids: Record<string, string> = {}
const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_, k: string) => ids[k] ?? "1")

const post = async (path: string, body: unknown, token?: string) => {
  const r = await fetch(`${app().url}/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body)
  })
  if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`)
  return (await r.json()) as Record<string, unknown>
}

const firstId = async (path: string, token: string, key = "data") => {
  const r = await fetch(`${app().url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } })
  const body = (await r.json()) as Record<string, Array<{ id: number | string }>>
  return String(body[key]?.[0]?.id ?? "1")
}

beforeAll(async () => {
  // Something to show on the detail routes: a support ticket of the demo member, an event, an announcement.
  const member = await post("member/login", { username: DEMO_MEMBER.id, password: DEMO_MEMBER.password })
  const token = String(member.accessToken)
  const form = new FormData()
  form.set("subject", "Sweep: where is my plot?")
  form.set("message", "Written by the browser sweep.")
  const ticket = await fetch(`${app().url}/api/member/support/ticket`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })
  if (!ticket.ok) throw new Error(`ticket: ${ticket.status} ${await ticket.text()}`)
  ids.ticket = String(((await ticket.json()) as { ticket: { ticketId: number } }).ticket.ticketId)
  ids.event = await firstId("member/event/list", token)
  // The file store (spec §2 uploads): one file to list, and the member's token for the game's link.
  ids.memberToken = token
  const files = new FormData()
  files.append("files[]", new File([Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64")], "sweep-pixel.png", { type: "image/png" }))
  const up = await fetch(`${app().url}/api/member/vshop/upload`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: files })
  if (!up.ok) throw new Error(`upload: ${up.status} ${await up.text()}`)
  const staff = await post("staff/login", { email: DEMO_STAFF.admin.email, password: DEMO_STAFF.admin.password })
  ids.announcement = await firstId("staff/announcements", String(staff.accessToken))
})

const findings: Array<string> = []
afterAll(() => {
  if (findings.length > 0) console.log(findings.join("\n"))
})

const SHOTS = process.env.SWEEP_SHOTS === "1"
/** A run of some 25 pages, each with axe: minutes on a loaded two-core machine. */
const RUN_MS = 360_000

const sweep = async (page: Page, urls: ReadonlyArray<string>, where: string, phone: boolean, scope: SweepScope) => {
  const noise = listen(page)
  const found: Array<string> = []
  let loaded = ""
  for (const url of urls) {
    // The first page of each app is loaded; the next ones are routed inside it (as a click on a link would), which
    // keeps the sweep quick enough for CI.
    const appOf = url.startsWith("/staff") ? "staff" : "member"
    if (appOf === loaded) await page.evaluate((to) => (history.pushState(null, "", to), dispatchEvent(new PopStateEvent("popstate"))), url)
    else await page.goto(`${app().url}${url}`)
    loaded = appOf
    found.push(...(await checkPage(page, `${where} ${url}`, noise, { phone, scope })))
    if (SHOTS) await shot(page, `sweep-${where}-${url.replace(/\W+/g, "-")}`)
  }
  findings.push(...found)
  return found
}

const memberUrls = (lang: LangCode, paths: ReadonlyArray<string>) => paths.map((p) => `/${lang}${p ? `/${fill(p)}` : ""}`)
const staffUrls = () => STAFF.map((p) => `/staff/${fill(p)}`)

const signInMember = async (page: Page) => {
  await page.goto(`${app().url}/en/login`)
  await page.getByTestId("login-username").fill(DEMO_MEMBER.id)
  await page.getByTestId("login-password").fill(DEMO_MEMBER.password)
  await page.getByTestId("login-submit").click()
  await page.waitForURL((u) => !u.pathname.endsWith("/login"))
  await page.evaluate(() => window.localStorage.setItem("iw.prompts", "done"))
}

const signInStaff = async (page: Page, lang: LangCode) => {
  await page.goto(`${app().url}/staff/login`)
  await page.evaluate((l) => window.localStorage.setItem("iw.staff.lang", l), lang)
  await page.getByTestId("staff-email").fill(DEMO_STAFF.admin.email)
  await page.getByTestId("staff-password").fill(DEMO_STAFF.admin.password)
  await page.getByTestId("staff-login-submit").click()
  await page.waitForURL((u) => !u.pathname.endsWith("/login"))
}

const FULL_LANGS: ReadonlyArray<LangCode> = process.env.SWEEP_LANGS === "all" ? LANGS : ["en", "ru"]
const runs: ReadonlyArray<{ readonly lang: LangCode; readonly viewport: typeof WIDE | typeof PHONE; readonly scope: SweepScope }> = [
  { lang: "en", viewport: WIDE, scope: "all" },
  ...LANGS.map((lang) => ({ lang, viewport: PHONE, scope: FULL_LANGS.includes(lang) ? ("all" as const) : ("language" as const) }))
]

// The language-only runs mostly wait (for pages to settle), each in its own browser: they run side by side.
for (const { lang, viewport, scope } of runs)
 (scope === "language" ? describe.concurrent : describe)(`the sweep in ${lang} at ${viewport.width} px`, () => {
  const phone = viewport.width < 400
  const tag = `${lang}@${viewport.width}${scope === "language" ? " (language checks)" : ""}`

  it("member pages, signed out", async () => {
    const { context, page } = await openPage(viewport)
    const found = await sweep(page, [...memberUrls(lang, MEMBER_PUBLIC), "/staff/login"], tag, phone, scope)
    await context.close()
    expect(found).toEqual([])
  }, RUN_MS)

  it("member pages, signed in", async () => {
    const { context, page } = await openPage(viewport)
    await signInMember(page)
    const found = await sweep(page, memberUrls(lang, MEMBER_SIGNED_IN), tag, phone, scope)
    // Spec §3 layout: the balance strip shows every chip on a phone; above 1150 px no link hides in a More menu.
    if (phone && !(await page.evaluate(() => [...document.querySelectorAll(".iw-strip")].every((s) => s.scrollWidth <= s.clientWidth)))) found.push(`${tag}: the balance strip is cut off`)
    if (!phone && (await page.getByTestId("more-menu").count()) > 0) found.push(`${tag}: a More menu at ${viewport.width} px`)
    await context.close()
    expect(found).toEqual([])
  }, RUN_MS)

  it("staff pages, signed in", async () => {
    const { context, page } = await openPage(viewport)
    await signInStaff(page, lang)
    const found = await sweep(page, staffUrls(), tag, phone, scope)
    await context.close()
    expect(found).toEqual([])
  }, RUN_MS)
})
