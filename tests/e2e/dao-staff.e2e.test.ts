import { describe, expect, it } from "vitest"
import { app, logInMember, logInStaff, openPage, shot } from "./support/browser"
import { PHONE, axeViolations, checkPage, listen } from "./support/sweep"

/**
 * Issue 16, the DAO's back-office (`/staff/dao`): staff open a proposal (its window entered in CST), the demo member
 * (FEATURE_DAO_LINK=100001 in the e2e product) votes on the member DAO page, and staff see the result in the table,
 * then close it; staff fill a board seat (a member ID that does not exist is refused on the field) and the member's
 * DAO page shows it.
 */
const WAIT = { timeout: 15_000 }
const TITLE = `Light the plaza at night ${Date.now()}`

describe("the DAO's back-office", () => {
  it("staff create a proposal, a member votes on it, staff see the result and close it", async () => {
    const { context, page, errors } = await openPage()
    await logInStaff(page)
    await page.goto(`${app().url}/staff/dao`)
    await page.getByTestId("staff-dao").waitFor(WAIT)
    // An empty form is refused on its fields, without a request.
    await page.getByTestId("dao-new-submit").click()
    await page.getByText("This field is required.").first().waitFor(WAIT)
    await page.getByTestId("dao-new-title").fill(TITLE)
    await page.getByTestId("dao-new-body").fill("Street lamps on every road of the central plaza, paid from the community fund.")
    // The window is entered as CST wall time; its defaults are now and a week later.
    expect(await page.getByTestId("dao-new-opens").inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    await page.getByTestId("dao-new-submit").click()
    await page.getByTestId("dao-new-done").waitFor(WAIT)
    expect(await page.getByTestId("dao-new-done").textContent()).toMatch(/Proposal #\d+ created; it opens .* CST\./)
    const row = page.locator('[data-testid="dao-proposal-row"]', { hasText: TITLE })
    await row.and(page.locator('[data-state="open"]')).waitFor(WAIT)
    const id = await row.getAttribute("data-id")
    expect(await axeViolations(page)).toEqual([])

    // The member votes yes on the member DAO page.
    const member = await openPage(PHONE)
    await logInMember(member.page, "dao")
    const item = member.page.locator('[data-testid="dao-proposal"]', { hasText: TITLE })
    await item.getByTestId("dao-vote-yes").click()
    await item.getByTestId("dao-my-vote").waitFor(WAIT)
    const power = /with ([\d,]+) votes/.exec((await item.getByTestId("dao-my-vote").textContent()) ?? "")?.[1]
    expect(power).toBeDefined()
    expect(member.errors).toEqual([])
    await member.context.close()

    // Staff see the vote counted, weighted by the member's power, then close the proposal with a reason.
    await page.reload()
    const counted = page.locator(`[data-testid="dao-proposal-row"][data-id="${id}"]`)
    await counted.locator('td[data-label="Voters"]', { hasText: /^1$/ }).waitFor(WAIT)
    expect(await counted.locator('td[data-label="Yes"]').textContent()).toBe(power)
    await page.getByTestId("dao-chart").waitFor(WAIT)
    await counted.getByTestId("dao-close").click()
    await page.getByTestId("dao-end-reason").fill("Decided at the town meeting")
    await page.getByTestId("dao-end-confirm").click()
    await page.locator(`[data-testid="dao-proposal-row"][data-id="${id}"][data-state="closed"]`).waitFor(WAIT)
    expect(await counted.getByTestId("dao-outcome").textContent()).toBe("Passed")
    expect(await counted.getByTestId("dao-close").count()).toBe(0)
    await shot(page, "dao-staff")
    expect(errors).toEqual([])
    await context.close()
  })

  it("staff fill a board seat (an unknown member ID is refused on the field) and the member's DAO page shows it; the page fits 375 px", async () => {
    const { context, page, errors } = await openPage(PHONE)
    const noise = listen(page)
    await logInStaff(page)
    await page.goto(`${app().url}/staff/dao`)
    const seat = page.locator('[data-testid="dao-seat"][data-seat="2"]')
    await seat.getByTestId("dao-seat-assign").click()
    await page.getByTestId("dao-seat-member").fill("999999")
    await page.getByTestId("dao-seat-confirm").click()
    await page.getByText("There is no member with ID 999999.").waitFor(WAIT)
    // That refusal is a 422 the browser logs; only what comes after it counts.
    expect(noise.splice(0).every((n) => n.includes("422"))).toBe(true)
    await page.getByTestId("dao-seat-member").fill("100001")
    await page.getByTestId("dao-seat-reason").fill("Elected by the community")
    await page.getByTestId("dao-seat-confirm").click()
    await page.locator('[data-testid="dao-seat"][data-seat="2"][data-member="100001"]').waitFor(WAIT)
    expect(await checkPage(page, "/staff/dao", noise, { phone: true })).toEqual([])
    expect(errors).toEqual([])

    const member = await openPage(PHONE)
    await logInMember(member.page, "dao")
    await member.page.getByText(/Seat 2: .*\(Member 100001\)/).waitFor(WAIT)
    expect(member.errors).toEqual([])
    await member.context.close()

    // Vacating it empties the seat again.
    await page.locator('[data-testid="dao-seat"][data-seat="2"]').getByTestId("dao-seat-vacate").click()
    await page.getByTestId("dao-seat-confirm").click()
    await page.locator('[data-testid="dao-seat"][data-seat="2"][data-member=""]').waitFor(WAIT)
    await context.close()
  })
})
