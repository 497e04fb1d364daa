import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { MOBILE, app, logInStaff, openPage, shot } from "./support/browser"

/**
 * The staff tools by keyboard and on a phone: the rich-text editor's shortcuts and link dialog, the form's own
 * checks (English required, an event ends after it starts), events and tutorials, search and delete with a
 * confirmation; and a ticket a member filed through the API, found in "unassigned" with its counter, taken
 * and moved only along the allowed status transitions.
 */
const stamp = Date.now()

const staffLogin = async (page: Page) => {
  await logInStaff(page, "admin")
  // Spec §2: the announcements list is where staff land.
  await page.waitForURL(/\/staff\/announcements$/)
}

const memberToken = async (): Promise<string> => {
  const r = await fetch(`${app().url}/api/member/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ username: "100001", password: "Demo#2026pass", from: "web" })
  })
  expect(r.status).toBe(200)
  return ((await r.json()) as { accessToken: string }).accessToken
}

describe("staff tools, by keyboard and on a phone", () => {
  it("the editor: English is required, shortcuts format, the link dialog refuses unsafe addresses", async () => {
    const { context, page, errors } = await openPage()
    await staffLogin(page)
    await page.getByTestId("content-new").click()
    await page.waitForURL(/\/staff\/announcements\/create$/)
    await page.getByTestId("content-save").click()
    await expect.poll(() => page.getByTestId("content-title").getAttribute("aria-invalid"), { timeout: 10_000 }).toBe("true")
    await expect.poll(() => page.getByTestId("content-body").getAttribute("aria-invalid"), { timeout: 10_000 }).toBe("true")
    await page.getByTestId("content-title").fill(`Keyboard ${stamp}`)
    await page.getByTestId("content-body").click()
    await page.keyboard.press("Control+b")
    await page.keyboard.type("Strong start")
    await page.keyboard.press("Control+b")
    await page.keyboard.type(" then plain. ")
    await page.keyboard.press("Control+k")
    await page.getByTestId("rte-link-url").fill("javascript:alert(1)")
    await page.getByTestId("rte-link-apply").click()
    await page.getByText("Use an address that starts with https://").waitFor()
    await page.getByTestId("rte-link-url").fill("https://example.com/guide")
    await page.getByTestId("rte-link-apply").click()
    await page.keyboard.press("Enter")
    await page.keyboard.press("Control+Shift+8")
    await page.keyboard.type("First point")
    await expect.poll(() => page.getByTestId("rte-ul").getAttribute("aria-pressed"), { timeout: 10_000 }).toBe("true")
    // The toolbar is one Tab stop whose buttons the arrow keys walk through.
    await page.getByTestId("rte-bold").focus()
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")), { timeout: 10_000 }).toBe("rte-italic")
    await page.keyboard.press("End")
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")), { timeout: 10_000 }).toBe("rte-redo")
    await shot(page, "60-staff-editor-keyboard")
    await page.getByTestId("content-save").click()
    await page.waitForURL(/\/staff\/announcements\/\d+$/)
    await page.getByText("Revision 1", { exact: false }).first().waitFor()
    const html = await page.getByTestId("content-body").innerHTML()
    expect(html).toMatch(/<(b|strong)>Strong start<\/(b|strong)>/)
    expect(html).toContain('href="https://example.com/guide"')
    expect(html).toMatch(/<ul><li>First point/)
    await page.goto(`${app().url}/staff/announcements`)
    await page.getByTestId("content-search").fill(`Keyboard ${stamp}`)
    await page.getByTestId("content-search").press("Enter")
    await page.waitForURL(/\?q=Keyboard/)
    await page.getByText("1 found").waitFor()
    await expect.poll(() => page.getByTestId("content-row").count(), { timeout: 10_000 }).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it("events take times in CST and must end after they start; tutorials keep their order; delete asks first", async () => {
    const { context, page, errors } = await openPage()
    await staffLogin(page)
    await page.goto(`${app().url}/staff/events/create`)
    await page.getByTestId("content-title").fill(`Parade ${stamp}`)
    await page.getByTestId("content-body").click()
    await page.keyboard.type("Through the central district.")
    await page.getByTestId("content-starts").fill("2027-05-01T18:00")
    await page.getByTestId("content-ends").fill("2027-05-01T17:00")
    await page.getByTestId("content-location").fill("Central plaza")
    await page.getByTestId("content-save").click()
    await page.getByText("The end must not be before the start.").waitFor()
    await page.getByTestId("content-ends").fill("2027-05-01T20:00")
    await page.getByTestId("content-save").click()
    await page.waitForURL(/\/staff\/events\/\d+$/)
    await expect.poll(() => page.getByTestId("content-starts").inputValue(), { timeout: 10_000 }).toBe("2027-05-01T18:00")
    await page.goto(`${app().url}/staff/events`)
    const row = page.getByTestId("content-row").filter({ hasText: `Parade ${stamp}` })
    await row.waitFor()
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain("Central plaza")
    await shot(page, "61-staff-events-list")
    await row.getByTestId("content-delete").click()
    await page.getByTestId("confirm-delete").click()
    await page.getByText(`“Parade ${stamp}” was deleted.`).waitFor()
    await row.waitFor({ state: "detached" })

    await page.goto(`${app().url}/staff/tutorials/create`)
    await page.getByTestId("content-title").fill(`Guide ${stamp}`)
    await page.getByTestId("content-body").click()
    await page.keyboard.type("Step one.")
    await page.getByTestId("content-sort").fill("-5")
    await page.getByTestId("content-save").click()
    await page.waitForURL(/\/staff\/tutorials\/\d+$/)
    await page.goto(`${app().url}/staff/tutorials`)
    await expect.poll(() => page.getByTestId("content-row").filter({ hasText: `Guide ${stamp}` }).textContent(), { timeout: 10_000 }).toContain("-5")
    expect(errors).toEqual([])
    await context.close()
  })

  it("on a phone the list stacks and the editor fits the screen", async () => {
    const { context, page, errors } = await openPage(MOBILE)
    await staffLogin(page)
    await page.getByTestId("content-row").first().waitFor()
    await shot(page, "62-staff-announcements-mobile")
    await page.getByTestId("content-row").first().getByTestId("content-row-title").click()
    await page.getByTestId("content-body").waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(1)
    await shot(page, "63-staff-editor-mobile")
    expect(errors).toEqual([])
    await context.close()
  })

  it("a ticket a member filed is counted in unassigned, taken, and only moves along the allowed transitions", async () => {
    const token = await memberToken()
    const form = new FormData()
    const subject = `Cannot open my shop ${stamp}`
    form.set("subject", subject)
    form.set("message", "The door will not open since this morning.")
    form.set("language", "en")
    const filed = await fetch(`${app().url}/api/member/support/ticket`, { method: "POST", headers: { authorization: `Bearer ${token}`, accept: "application/json" }, body: form })
    expect(filed.status).toBe(201)
    const ticketId = ((await filed.json()) as { ticket: { ticketId: number } }).ticket.ticketId

    const { context, page, errors } = await openPage()
    await staffLogin(page)
    await page.goto(`${app().url}/staff/support/unknown-tab`)
    await page.waitForURL(/\/staff\/support\/assigned$/)
    await page.goto(`${app().url}/staff/support/unassigned`)
    const row = page.locator(`[data-testid="support-row"][data-ticket="${ticketId}"]`)
    await row.waitFor()
    await expect.poll(() => page.getByRole("link", { name: /^Unassigned \(\d+\)$/ }).count(), { timeout: 10_000 }).toBe(1)

    // Tickets are routed by language: "unassigned" shows only the staff member's languages by default, filtered by
    // the server. With Korean alone the English ticket is not listed; with English and Korean it is; unticking
    // "Only my languages" shows every language.
    const chooseLanguages = async (langs: ReadonlyArray<string>) => {
      await page.getByRole("button", { name: /^(Choose the languages you answer in|Change)$/ }).click()
      for (const name of ["English", "Simplified Chinese", "Traditional Chinese", "Japanese", "Korean", "Russian"]) {
        await page.getByRole("checkbox", { name, exact: true }).setChecked(langs.includes(name))
      }
      await page.getByTestId("my-languages-save").click()
      await page.getByText("Your languages are saved.").waitFor()
    }
    await expect.poll(() => page.getByTestId("support-filter-mine").isChecked(), { timeout: 10_000 }).toBe(true)
    await chooseLanguages(["Korean"])
    await row.waitFor({ state: "detached" })
    await chooseLanguages(["English", "Korean"])
    await row.waitFor()
    await shot(page, "65-staff-support-only-my-languages")
    await chooseLanguages(["Korean"])
    await row.waitFor({ state: "detached" })
    await page.getByTestId("support-filter-mine").click()
    await page.waitForURL(/mine=0/)
    await row.waitFor()
    await chooseLanguages(["English", "Korean"])

    await row.getByRole("link").first().click()
    await page.waitForURL(new RegExp(`/staff/support/ticket/${ticketId}/conversation$`))
    await page.getByTestId("ticket-status-select").waitFor()
    const options = () => page.getByTestId("ticket-status-select").locator("option").evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value))
    await expect.poll(() => options(), { timeout: 10_000 }).toEqual(["open", "in_progress", "closed"])
    await page.getByTestId("ticket-assign-me").click()
    await page.getByTestId("ticket-assign-me").waitFor({ state: "detached" })
    // Spec §5 Uploads: a file type the store does not take is refused as it is chosen.
    await page.getByTestId("support-files").setInputFiles([{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") }])
    await page.getByText("notes.txt: This file type is not allowed.", { exact: false }).waitFor()
    // "Sign in as member" opens the member site in a new tab and keeps the one-time link on screen.
    const [tab] = await Promise.all([context.waitForEvent("page"), page.getByTestId("member-auth").click()])
    await tab.waitForURL((u) => u.href !== "about:blank")
    await page.getByTestId("member-auth-link").waitFor()
    await tab.close()
    await page.getByTestId("ticket-status-select").selectOption("closed")
    await page.locator('[data-testid="ticket-status"][data-status="closed"]').first().waitFor()
    await expect.poll(() => options(), { timeout: 10_000 }).toEqual(["closed", "open"])
    await page.getByRole("link", { name: "History", exact: true }).click()
    await page.getByTestId("history-row").first().waitFor()
    const ops = await page.getByTestId("history-row").evaluateAll((els) => els.map((e) => e.getAttribute("data-operation")))
    expect(ops).toContain("assigned")
    expect(ops).toContain("status_updated")
    await shot(page, "64-staff-ticket-history-closed")
    expect(errors).toEqual([])
    await context.close()
  })
})
