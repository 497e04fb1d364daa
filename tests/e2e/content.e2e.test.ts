import type { Page } from "playwright-core"
import { describe, expect, it, onTestFailed } from "vitest"
import { DESKTOP, type Viewport, app, openPage as openBrowser, shot } from "./support/browser"

/**
 * Staff write an announcement with the rich-text editor in two languages, edit it, read both revisions in its
 * history; members see it pinned first in their language.
 */
const title = `Festival ${Date.now()}`

const openPage = async (viewport: Viewport = DESKTOP) => {
  const opened = await openBrowser(viewport)
  onTestFailed(async ({ task }) => {
    await shot(opened.page, `failed-${task.name.slice(0, 40).replace(/\W+/g, "-")}`)
  })
  return opened
}

const staffLogin = async (page: Page) => {
  await page.goto(`${app().url}/staff/login`)
  await page.getByTestId("staff-email").fill("support@interworld.local")
  await page.getByTestId("staff-password").fill("Support#2026pass")
  await page.getByTestId("staff-login-submit").click()
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
