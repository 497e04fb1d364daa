import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DESKTOP, NARROW, app, logInMember, logInStaff, openPage, shot } from "./support/browser"

/**
 * Staff write an announcement with the rich-text editor in two languages, edit it, read both revisions in its
 * history; members see it pinned first in their language.
 */
const title = `Festival ${Date.now()}`

const staffLogin = async (page: Page) => {
  await logInStaff(page, "support")
  await page.waitForURL(/\/staff\/announcements$/)
}

describe("announcements, written by staff and read by members", () => {
  it("staff write one in English and Russian with the editor, pin it, edit it, and the history keeps both versions", async () => {
    const { context, page, errors } = await openPage()
    await staffLogin(page)
    await page.getByTestId("content-row").first().waitFor()
    await page.getByTestId("content-new").click()
    await page.getByTestId("content-title").fill(title)
    await page.getByTestId("content-body").click()
    await page.getByRole("button", { name: "Bold" }).click()
    await page.keyboard.type("Big news")
    await page.getByTestId("content-pinned").check()
    await page.getByTestId("content-lang-ru").click()
    await page.getByTestId("content-title").fill("Фестиваль")
    await page.getByTestId("content-body").click()
    await page.keyboard.type("Большие новости")
    await shot(page, "50-staff-announcement-editor")
    await page.getByTestId("content-save").click()
    await page.waitForURL(/\/staff\/announcements\/\d+$/)
    await page.getByTestId("content-lang-en").click()
    await page.getByTestId("content-title").fill(`${title} (updated)`)
    await page.getByTestId("content-save").click()
    await page.getByText("Revision 2", { exact: false }).first().waitFor()
    await page.getByRole("link", { name: "History", exact: true }).click()
    await page.getByTestId("revision").nth(1).waitFor()
    await expect.poll(() => page.getByTestId("revision").count(), { timeout: 10_000 }).toBe(2)
    await page.getByTestId("revision").nth(1).getByRole("button").click()
    await expect.poll(() => page.locator(".sw-prose :is(strong, b)").first().textContent(), { timeout: 10_000 }).toBe("Big news")
    await shot(page, "51-staff-announcement-history")
    expect(errors).toEqual([])
    await context.close()
  })

  it("a Russian-speaking member sees it first, pinned, in Russian", async () => {
    const { context, page, errors } = await openPage()
    await page.goto(`${app().url}/ru/login`)
    await page.getByTestId("login-username").fill("100001")
    await page.getByTestId("login-password").fill("Demo#2026pass")
    await page.getByTestId("login-submit").click()
    await page.waitForURL((u) => !u.pathname.endsWith("/login"))
    await page.evaluate(() => window.localStorage.setItem("iw.prompts", "done"))
    await page.goto(`${app().url}/ru/announcements`)
    await page.getByTestId("announcement").first().waitFor()
    // Other suites may pin announcements too, so "first" means: among the pinned ones, ahead of every unpinned one.
    const cards = await page.getByTestId("announcement").evaluateAll((els) =>
      els.map((el) => ({ text: el.textContent ?? "", pinned: el.getAttribute("data-pinned") === "true" })),
    )
    const ours = cards.findIndex((card) => card.text.includes("Фестиваль"))
    expect(ours).toBeGreaterThanOrEqual(0)
    expect(cards[ours]?.pinned).toBe(true)
    expect(cards.slice(0, ours).every((card) => card.pinned)).toBe(true)
    await shot(page, "52-member-announcements-ru")
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("the header's news menu, and paging", () => {
  const staffToken = async () => {
    const r = await fetch(`${app().url}/api/staff/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "support@interworld.local", password: "Support#2026pass" }) })
    return ((await r.json()) as { accessToken: string }).accessToken
  }
  const post = (token: string, path: string, body: unknown) =>
    fetch(`${app().url}/api/staff/${path}`, { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` }, body: JSON.stringify(body) })
  const memberLogin = (page: Page, path: string) => logInMember(page, path)

  it("on a desktop the header's News menu shows the unread announcement and event counts, and in the More menu at 1150 px", async () => {
    const token = await staffToken()
    expect((await post(token, "announcements", { translations: { en: { title: `Unread ${Date.now()}`, body: "<p>x</p>" } } })).status).toBe(201)
    expect((await post(token, "events", { translations: { en: { title: `Event ${Date.now()}`, body: "<p>x</p>" } }, startsAt: new Date(Date.now() + 86_400_000).toISOString() })).status).toBe(201)
    const member = await fetch(`${app().url}/api/member/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "100001", password: "Demo#2026pass", from: "web" }) })
    const auth = { authorization: `Bearer ${((await member.json()) as { accessToken: string }).accessToken}` }
    const unread = async (path: string) => ((await (await fetch(`${app().url}/api/member/${path}`, { headers: auth })).json()) as { count: number }).count
    const [announcements, events] = [await unread("announcements/unread"), await unread("event/unread")]
    expect(announcements).toBeGreaterThan(0)
    expect(events).toBeGreaterThan(0)

    const { context, page, errors } = await openPage(DESKTOP)
    await memberLogin(page, "support")
    const news = page.getByTestId("nav-news")
    await news.waitFor()
    await expect.poll(() => news.locator(".iw-count [aria-hidden=true]").textContent(), { timeout: 15_000 }).toBe(announcements + events > 99 ? "99+" : String(announcements + events))
    await news.click()
    await expect.poll(() => page.getByTestId("menu-announcements").locator(".iw-count [aria-hidden=true]").textContent(), { timeout: 10_000 }).toBe(String(announcements))
    await expect.poll(() => page.getByTestId("menu-events").locator(".iw-count [aria-hidden=true]").textContent(), { timeout: 10_000 }).toBe(String(events))
    await shot(page, "53-member-header-news")
    await page.getByTestId("menu-events").click()
    await page.waitForURL(/\/en\/events$/)

    await page.setViewportSize(NARROW)
    await page.goto(`${app().url}/en/support`)
    await page.getByTestId("more-menu").click()
    await expect.poll(() => page.getByTestId("menu-announcements").locator(".iw-count [aria-hidden=true]").textContent(), { timeout: 10_000 }).toBe(String(announcements))
    await page.getByTestId("menu-tutorials").waitFor()
    await shot(page, "54-member-more-menu-news")
    expect(errors).toEqual([])
    await context.close()
  })

  it("tutorials come a page at a time, and announcements can read oldest first", async () => {
    const token = await staffToken()
    for (let i = 0; i < 11; i++) expect((await post(token, "tutorials", { translations: { en: { title: `Paged guide ${i}`, body: "<p>Step</p>" } }, sort: 9000 + i })).status).toBe(201)
    const { context, page, errors } = await openPage(DESKTOP)
    await memberLogin(page, "tutorials")
    await page.getByTestId("tutorial-link").first().waitFor()
    await expect.poll(() => page.getByTestId("tutorial-link").count(), { timeout: 10_000 }).toBe(10)
    await page.getByTestId("pager-next").click()
    await page.waitForURL(/page=2/)
    await expect.poll(() => page.getByTestId("tutorial-link").first().locator(".iw-ct__toc-num").textContent(), { timeout: 10_000 }).toBe("11")
    await page.getByTestId("tutorial-link").first().click()
    await page.waitForURL(/page=2&id=\d+/)
    await page.getByTestId("tutorial-detail").waitFor()
    await shot(page, "55-member-tutorials-page-2")

    await page.goto(`${app().url}/en/announcements`)
    await page.getByTestId("announcement").first().waitFor()
    // Pinned ones first, each group oldest first.
    const cards = () => page.getByTestId("announcement").evaluateAll((els) => els.map((e) => ({ pinned: e.getAttribute("data-pinned") === "true", at: Date.parse(e.querySelector("time")?.getAttribute("datetime") ?? "") })))
    const ascending = (xs: ReadonlyArray<number>) => xs.every((t, i) => i === 0 || xs[i - 1] <= t)
    await page.getByTestId("announcements-order").selectOption("oldest")
    await page.waitForURL(/order=oldest/)
    await expect.poll(async () => {
      const c = await cards()
      const pinnedFirst = c.findIndex((x) => !x.pinned) === -1 || c.slice(c.findIndex((x) => !x.pinned)).every((x) => !x.pinned)
      return c.length >= 2 && pinnedFirst && ascending(c.filter((x) => x.pinned).map((x) => x.at)) && ascending(c.filter((x) => !x.pinned).map((x) => x.at))
    }, { timeout: 10_000 }).toBe(true)
    await shot(page, "56-member-announcements-oldest-first")
    expect(errors).toEqual([])
    await context.close()
  })
})
