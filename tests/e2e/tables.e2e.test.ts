import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { DESKTOP, MOBILE, app, logInStaff, openPage, shot } from "./support/browser"

/**
 * The shared DataTable (apps/ui) in the browser: a sortable column is a button the keyboard reaches, says its order to
 * screen readers (aria-sort and a spoken summary), sorts exactly and comes back to the server's order; "Export CSV"
 * downloads the rows shown, in that order; on a phone the rows stack as labelled cards.
 */
describe("a data table", () => {
  it("sorts by keyboard, says so, and exports the rows it shows as CSV", async () => {
    const { context, page, errors } = await openPage(DESKTOP)
    await logInStaff(page)
    await page.goto(`${app().url}/staff/ledger`)
    const rows = page.getByTestId("ledger-total")
    await rows.first().waitFor()
    const assets = () => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-asset")))
    const accounts = () => rows.evaluateAll((trs) => trs.map((tr) => Number(tr.querySelectorAll("td")[1]!.textContent!.replace(/,/g, ""))))
    const given = await assets()

    const header = page.getByRole("columnheader", { name: "Accounts", exact: true })
    expect(await header.getAttribute("aria-sort")).toBe("none")
    await header.getByRole("button").focus()
    await page.keyboard.press("Enter")
    expect(await header.getAttribute("aria-sort")).toBe("ascending")
    const up = await accounts()
    expect(up).toEqual([...up].sort((a, b) => a - b))
    await page.getByText("Sorted by Accounts, ascending").waitFor({ state: "attached" })
    await page.keyboard.press("Space")
    expect(await header.getAttribute("aria-sort")).toBe("descending")
    const down = await accounts()
    expect(down).toEqual([...down].sort((a, b) => b - a))
    await shot(page, "90-staff-ledger-sorted")

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("table-export-csv").click()])
    expect(download.suggestedFilename()).toBe("ledger-totals.csv")
    const csv = readFileSync((await download.path())!, "utf8")
    const lines = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n")
    const headers = await page.getByRole("columnheader").allInnerTexts()
    expect(lines[0]).toBe(headers.map((h) => h.replace(/[↕▲▼]/g, "").trim()).join(","))
    expect(lines.slice(1).map((l) => Number(l.split(",")[2]))).toEqual(down)

    // A third press gives the server's order back.
    await header.getByRole("button").click()
    expect(await header.getAttribute("aria-sort")).toBe("none")
    expect(await assets()).toEqual(given)
    expect(errors).toEqual([])
    await context.close()
  })

  it("stacks its rows as labelled cards on a phone, and the page does not scroll sideways", async () => {
    const { context, page, errors } = await openPage(MOBILE)
    await logInStaff(page)
    await page.goto(`${app().url}/staff/ledger`)
    const first = page.getByTestId("ledger-total").first()
    await first.waitFor()
    expect(await first.locator("td").first().getAttribute("data-label")).toBe("Issued")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shot(page, "91-staff-ledger-mobile")
    expect(errors).toEqual([])
    await context.close()
  })
})
