import { writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DEMO_MEMBER, app, logInMember, logInStaff, openPage, shot } from "./support/browser"

/**
 * The support issue's proof, across both apps: a member files a ticket with an attachment; staff find it in
 * unassigned, assign it and reply; the member sees the unread marker and the reply, then closes the ticket; the
 * history shows every step. Also the staff statistics chart.
 */
const MEMBER = DEMO_MEMBER
const state = { ticketId: "", subject: `Lost my building ${Date.now()}` }

const memberLogin = (page: Page, path: string) => logInMember(page, path)
const staffLogin = (page: Page) => logInStaff(page, "support")

const png = () => {
  const file = join(tmpdir(), "iw-desk-shot.png")
  writeFileSync(file, Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"))
  return file
}

describe("the support desk, member and staff together", () => {
  it("1. a member files a ticket with an attachment", async () => {
    const { context, page, errors } = await openPage()
    await memberLogin(page, "support/create")
    await page.getByTestId("support-create-form").waitFor()
    await page.getByRole("textbox", { name: "Subject" }).fill(state.subject)
    await page.getByRole("textbox", { name: "Message" }).fill("It disappeared from my plot after the update.")
    await page.getByTestId("attachment-input").setInputFiles([png()])
    await page.getByTestId("support-create-submit").click()
    await page.waitForURL(/\/en\/support\/\d+$/)
    state.ticketId = /\/support\/(\d+)$/.exec(page.url())![1]
    await page.getByTestId("message-attachment").first().waitFor()
    await expect.poll(() => page.getByTestId("message-attachment").count(), { timeout: 10_000 }).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it("2. staff see it in unassigned, assign it to themselves and reply", async () => {
    const { context, page, errors } = await openPage()
    await staffLogin(page)
    await page.goto(`${app().url}/staff/support`)
    await page.waitForURL(/\/staff\/support\/assigned$/)
    await page.goto(`${app().url}/staff/support/unassigned`)
    const row = page.locator(`[data-testid="support-row"][data-ticket="${state.ticketId}"]`)
    await row.waitFor()
    await row.getByTestId("support-awaiting").waitFor()
    await shot(page, "40-staff-support-unassigned")
    await row.getByRole("link").click()
    await page.waitForURL(new RegExp(`/staff/support/ticket/${state.ticketId}/conversation$`))
    await page.getByTestId("support-attachment").first().waitFor()
    await expect.poll(() => page.getByTestId("support-attachment").count(), { timeout: 10_000 }).toBe(1)
    await page.getByTestId("ticket-assign-me").click()
    await page.getByTestId("ticket-assign-me").waitFor({ state: "detached" })
    await page.getByTestId("support-reply").fill("We found it; it is back on your plot.")
    await page.getByTestId("support-send").click()
    await page.locator('[data-testid="support-message"][data-author="staff"]').waitFor()
    await expect.poll(() => page.getByTestId("ticket-status").first().getAttribute("data-status"), { timeout: 10_000 }).toBe("in_progress")
    await shot(page, "41-staff-ticket-replied")
    await page.goto(`${app().url}/staff/support/assigned`)
    await page.locator(`[data-testid="support-row"][data-ticket="${state.ticketId}"]`).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it("3. the member sees the unread marker and the reply, then closes the ticket", async () => {
    const { context, page, errors } = await openPage()
    await memberLogin(page, "support/all")
    await page.getByTestId("unread-dot").first().waitFor()
    const row = page.getByTestId("ticket-row").filter({ hasText: state.subject })
    await row.getByTestId("ticket-unread").waitFor()
    await shot(page, "42-member-unread")
    await row.getByRole("link").click()
    await page.waitForURL(new RegExp(`/en/support/${state.ticketId}$`))
    await expect.poll(() => page.getByTestId("ticket-message").last().textContent(), { timeout: 10_000 }).toContain("it is back on your plot")
    await page.getByTestId("ticket-close").click()
    await page.getByTestId("confirm-yes").click()
    await page.getByTestId("ticket-closed-notice").waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it("4. the history shows every step, for staff as for the member", async () => {
    const { context, page, errors } = await openPage()
    await staffLogin(page)
    await page.goto(`${app().url}/staff/support/ticket/${state.ticketId}/history`)
    await page.getByTestId("history-row").first().waitFor()
    const ops = await page.getByTestId("history-row").evaluateAll((els) => els.map((e) => e.getAttribute("data-operation")))
    expect([...ops].reverse()).toEqual(["created", "attachment_added", "assigned", "message_added", "status_updated", "status_updated"])
    await shot(page, "43-staff-ticket-history")
    await page.goto(`${app().url}/staff/statistics/support`)
    await page.getByTestId("support-chart").waitFor()
    await shot(page, "44-staff-support-statistics")
    expect(errors).toEqual([])
    await context.close()
  })

  it("5. staff sign in as the member from the ticket: a new tab opens the member site with the staff banner", async () => {
    const { context, page, errors } = await openPage()
    await staffLogin(page)
    await page.goto(`${app().url}/staff/support/ticket/${state.ticketId}/conversation`)
    const [tab] = await Promise.all([context.waitForEvent("page"), page.getByTestId("member-auth").click()])
    await tab.getByTestId("staff-session-banner").waitFor({ timeout: 20_000 })
    await expect.poll(() => tab.getByTestId("staff-session-banner").textContent(), { timeout: 10_000 }).toMatch(/Staff member #\d+ is signed in as this member/)
    await shot(tab, "45-member-site-as-staff")
    await page.getByTestId("member-auth-link").waitFor()

    // What staff do signed in as the member is theirs: they file a ticket in the member's name, and its history
    // says who did it; the member's page in the back-office shows the session.
    await tab.goto(`${app().url}/en/support/create`)
    await tab.getByTestId("support-create-form").waitFor()
    await tab.getByRole("textbox", { name: "Subject" }).fill(`Filed by staff ${Date.now()}`)
    await tab.getByRole("textbox", { name: "Message" }).fill("Opened for the member while signed in as them.")
    await tab.getByTestId("support-create-submit").click()
    await tab.waitForURL(/\/en\/support\/\d+$/)
    const filedId = /\/support\/(\d+)$/.exec(tab.url())![1]
    await tab.goto(`${app().url}/en/support/${filedId}/history`)
    await expect.poll(() => tab.getByTestId("history-actor").first().textContent(), { timeout: 10_000 }).toMatch(/signed in as you/)
    // The member site's loader clears the member site's storage (spec §2 /{lang}/loader), but not the back-office's
    // on the same origin: staff are still signed in there.
    await page.goto(`${app().url}/staff/support/ticket/${filedId}/history`)
    await page.getByTestId("history-impersonator").first().waitFor()
    await expect.poll(() => page.getByTestId("history-impersonator").first().textContent(), { timeout: 10_000 }).toMatch(/signed in as the member/)
    await shot(page, "46-staff-history-member-auth")
    await page.goto(`${app().url}/staff/member/${MEMBER.id}`)
    await page.getByTestId("member-auth-session").first().waitFor()
    await shot(page, "47-staff-member-auth-sessions")
    // The member's games name each resource (gold, softwood) with its code beside, never the code alone.
    await page.getByTestId("staff-games-adjust").click()
    expect(await page.locator('option[value="mineral-3"]').textContent()).toBe("Gold (mineral-3)")
    expect(await page.getByTestId("member-games").innerText()).not.toMatch(/(?<!\()\b(mineral|wood)-\d\b(?!\))/)
    await page.keyboard.press("Escape")
    expect(errors).toEqual([])
    await context.close()
  })
})
