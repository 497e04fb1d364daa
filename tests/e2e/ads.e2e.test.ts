import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { app, logInMember, logInStaff, openPage } from "./support/browser"
import { type RegisteredMember, registerMember } from "./support/members"
import { checkPage, listen } from "./support/sweep"

/**
 * Ads in the browser (issue 15 §6): a member with a placed building (set up through the API) buys an AdNet package,
 * opts the building in, creates an ad with an uploaded image, schedules it on the building; staff run the simulated
 * display day from the back-office; the member sees the charts, the calendar's status and the credit history.
 */
const PHONE = { width: 375, height: 812 }
const PLOT = { x: 71, y: 41 }
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64")

let advertiser: RegisteredMember
let buildingId = 0
const login = (page: Page, path: string) => logInMember(page, path, advertiser)

beforeAll(async () => {
  advertiser = await registerMember("Advertiser", { abey: 100_000 })
  const member = advertiser.client
  await member.land.purchase({ body: { plots: [PLOT] } })
  await member.land.activate({ body: PLOT })
  const b = await member.buildings.buy({ body: { templatesId: 1 } })
  await member.buildings.place({ body: { buildingId: b.building.id, startX: PLOT.x, startY: PLOT.y, endX: PLOT.x, endY: PLOT.y } })
  buildingId = b.building.id
}, 180_000)

describe("ads", () => {
  it("buys a package, creates an ad with an image, schedules it on an opted-in building, runs the day and shows charts and credits", async () => {
    const { context, page, errors } = await openPage(PHONE)
    await login(page, "adnet-catalog")
    // A package is named once ("Package I", not "Package Package I"), and one ad is not "1 ads".
    expect(await page.getByTestId("adnet-package-I").locator("h3").innerText()).toBe("Package I")
    expect(await page.getByTestId("adnet-package-I").innerText()).toContain("Ads: up to 1")
    expect(await page.locator("body").innerText()).not.toMatch(/Package Package|\b1 ads\b/)

    // The catalogue names each package once, as the server words it ("Package I", not "Package Package I").
    expect(await page.getByTestId("adnet-package-I").locator("h3").textContent()).toBe("Package I")
    // The catalogue: buy package I (paid in ABEY through the ledger).
    await page.getByTestId("adnet-buy-I").click()
    await page.getByText(/Bought: 5,000 credits added/).waitFor()

    // The owner's side: opt the placed building in.
    await page.getByTestId("ads-menu-ads-overview").click()
    await page.getByTestId(`ads-network-toggle-${buildingId}`).click()
    await page.getByText(/The 2D world follows by/).waitFor()

    // A new ad with an uploaded image, through the results page.
    await page.getByTestId("ads-menu-ads-manager").click()
    await page.getByTestId("ad-new").click()
    await page.getByTestId("ad-title").fill("Fresh bread daily")
    await page.getByTestId("ad-category").selectOption("2")
    await page.getByTestId("ad-description").fill("Baked every morning on the square.")
    await page.getByText(/characters left/).first().waitFor()
    await page.getByTestId("ad-image-input").setInputFiles({ name: "bread.png", mimeType: "image/png", buffer: PNG })
    await page.getByText(/Uploaded: /).waitFor()
    await page.getByTestId("ad-save").click()
    await page.waitForURL(/\/en\/ads-manager\/successful$/)
    expect(await page.getByTestId("ads-result-message").innerHTML()).toContain("<strong>Fresh bread daily</strong>")
    await page.getByTestId("ads-result-ok-link").click()
    await page.waitForURL(/\/en\/ads-manager\/\d+$/)
    const adId = Number(page.url().split("/").pop())
    if (await page.getByTestId("ad-network-add").isVisible()) {
      await page.getByTestId("ad-network-add").click()
      await page.getByTestId("ad-network-remove").waitFor()
    }

    // Schedule it on the opted-in building (CST days, today onwards).
    await page.getByTestId("ad-schedule-link").click()
    await page.waitForURL(new RegExp(`/en/ads-schedule/${adId}$`))
    await page.getByTestId(`ads-place-building-${buildingId}`).check()
    await page.getByTestId("ads-place-submit").click()
    await page.getByText("Scheduled on 1 buildings.").waitFor()
    await page.getByTestId("ads-calendar-day").first().waitFor()

    // Staff run the simulated display day from the back-office.
    const staff = await openPage(PHONE)
    await logInStaff(staff.page, "admin")
    await staff.page.goto(`${app().url}/staff/statistics/adnet`)
    await staff.page.getByTestId("adnet-run").click()
    await staff.page.getByText(/displayed, \d+ skipped/).waitFor()
    await staff.page.getByTestId("adnet-traffic-chart").waitFor()
    await staff.page.goto(`${app().url}/staff/ad-moderation/${adId}`)
    await staff.page.getByTestId("ad-moderation-reason").fill("Clear image and honest text.")
    await staff.page.getByTestId("ad-approve").click()
    await staff.page.getByText("The ad is approved.").waitFor()
    await staff.page.getByTestId("ad-moderation-history").getByText("Approved").waitFor()
    // The back-office's Ads pages at 375 px: axe, overflow, CST, console.
    const staffNoise = listen(staff.page)
    const staffFindings: Array<string> = []
    for (const path of [`ad-moderation/${adId}`, "ad-moderation", "statistics/adnet", `statistics/adnet/${adId}`]) {
      await staff.page.goto(`${app().url}/staff/${path}`)
      staffFindings.push(...(await checkPage(staff.page, `/staff/${path}`, staffNoise, { phone: true })))
    }
    expect(staffFindings).toEqual([])
    expect(staff.errors).toEqual([])
    await staff.context.close()

    // The member's statistics: charts with a table beside them, and the day's status in the calendar.
    await page.reload()
    await page.getByText(/Displaying|Displayed/).first().waitFor()
    await page.goto(`${app().url}/en/ads-overview`)
    await page.getByTestId("ads-traffic-chart").locator("svg").first().waitFor()
    await page.getByTestId("ads-stats-table").locator("tbody tr").first().waitFor()
    expect(Number((await page.getByTestId("ads-credit-balance").textContent())?.replace(/,/g, ""))).toBeLessThan(5000)

    // The credit history: the purchase and the day's deductions with the spec's codes.
    await page.getByTestId("ads-menu-ads-credit-history").click()
    const table = page.getByTestId("ads-credit-table")
    await table.getByText("Package purchase").waitFor()
    await table.getByText("Placement").first().waitFor()

    // Every Ads page with an ad on it, at 375 px: axe (no serious or critical), no sideways scroll, CST times, no console noise.
    const noise = listen(page)
    const findings: Array<string> = []
    for (const path of ["ads-overview", "ads-manager", `ads-manager/${adId}`, "ads-schedule", `ads-schedule/${adId}`, "ads-archive", "ads-credit-history", "adnet-catalog"]) {
      await page.goto(`${app().url}/en/${path}`)
      findings.push(...(await checkPage(page, path, noise, { phone: true })))
    }
    expect(findings).toEqual([])

    // Without navigation state the results page goes back to the manager.
    await page.goto(`${app().url}/en/ads-manager/successful`)
    await page.waitForURL(/\/en\/ads-manager$/)
    expect(errors).toEqual([])
    await context.close()
  }, 240_000)
})
