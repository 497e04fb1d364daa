import { readFileSync } from "node:fs"
import { join } from "node:path"
import { api } from "@iw/contracts"
import { makeClient } from "@iw/contracts/client"
import { describe, expect, it } from "vitest"
import { app, logInMember, logInStaff, openPage, shot } from "./support/browser"
import { PHONE, checkPage, listen } from "./support/sweep"

/**
 * The activity tracker and the back-office statistics in the browser (issue 16 §2, §3): a signed-in member's page
 * posts its beat every 15 s, the staff's users-activity page then counts that member today, and every statistics
 * page draws its chart (the one Chart, loaded lazily) with its table and CSV export.
 */
const today = () => new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10)

describe("statistics", () => {
  it("counts a signed-in member's time on page, and the staff charts draw with a table and CSV", async () => {
    const ops = makeClient(api, { baseUrl: app().url, token: () => readFileSync(join(app().dataDir, "ops-token"), "utf8").trim(), lang: () => "en" })
    const before = (await ops.activity.usersActivity({ query: { from: today(), to: today() } })).data[0]?.seconds ?? 0

    const member = await openPage()
    const beat = member.page.waitForRequest((r) => r.url().endsWith("/api/member/common/tracker") && r.method() === "POST", { timeout: 40_000 })
    await logInMember(member.page, "map-statistics")
    const body = (await beat).postDataJSON() as { route: string; seconds: number; visibility: string }
    expect(body).toMatchObject({ route: expect.stringMatching(/^\/en\//), visibility: "visible" })
    await member.context.close()
    await expect.poll(async () => (await ops.activity.usersActivity({ query: { from: today(), to: today() } })).data[0]?.seconds ?? 0, { timeout: 10_000 }).toBeGreaterThan(before)

    const { page, errors } = await openPage()
    await logInStaff(page, "admin")
    for (const [path, chart, table] of [
      ["users-activity", "activity-chart", "activity-table"],
      ["sales", "sales-chart", "sales-table"],
      ["revenue", "revenue-chart", "revenue-table"],
      ["nft-office-transfer-history", "nft-chart", "nft-table"]
    ] as const) {
      await page.goto(`${app().url}/staff/statistics/${path}`)
      const figure = page.getByTestId(chart)
      await figure.waitFor()
      // Every day of the period is on the axis (zeros, not gaps), so the chart always draws: an image with a name.
      const svg = figure.locator("svg[role=img]")
      await svg.waitFor()
      expect(await svg.getAttribute("aria-labelledby")).toBeTruthy()
      expect(await figure.locator("rect.iw-chart__rect, path.iw-chart__line").count()).toBeGreaterThan(0)
      await page.getByTestId(`stats-days-7`).click()
      await expect.poll(async () => await figure.locator("text.iw-chart__xlabel").count()).toBeGreaterThan(0)
      await page.getByTestId(table).waitFor()
      await shot(page, `95-staff-statistics-${path}`)
    }
    const activityPage = await page.goto(`${app().url}/staff/statistics/users-activity`)
    expect(activityPage?.ok()).toBe(true)
    await page.getByTestId("activity-table").getByText(today()).waitFor()
    // The table beside the chart exports what it shows (a table without rows offers no export).
    const download = page.waitForEvent("download")
    await page.getByTestId("table-export-csv").first().click()
    expect((await download).suggestedFilename()).toMatch(/^users-activity-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(errors).toEqual([])

    // In another language the revenue table words each source and asset (a transfer code is never shown as is).
    await page.evaluate(() => window.localStorage.setItem("iw.staff.lang", "jp"))
    await page.goto(`${app().url}/staff/statistics/revenue`)
    const revenueTable = page.getByTestId("revenue-table")
    await revenueTable.locator("tbody tr").first().waitFor()
    expect(await revenueTable.locator("tbody").innerText()).not.toMatch(/\b[a-z]+[A-Z][a-zA-Z]+\b|\b(abey|itw|tickets)\b/)
    await page.evaluate(() => window.localStorage.setItem("iw.staff.lang", "en"))

    // At 375 px: axe finds nothing serious, nothing overflows sideways, and every time shown is CST.
    const phone = await openPage(PHONE)
    const noise = listen(phone.page)
    await logInStaff(phone.page, "admin")
    const found: Array<string> = []
    for (const path of ["users-activity", "sales", "revenue", "nft-office-transfer-history"]) {
      await phone.page.goto(`${app().url}/staff/statistics/${path}`)
      await phone.page.locator(".iw-chart").first().waitFor()
      found.push(...(await checkPage(phone.page, `375 px /staff/statistics/${path}`, noise, { phone: true })))
    }
    expect(found).toEqual([])
  })
})
