import { readFileSync } from "node:fs"
import { join } from "node:path"
import { api } from "@iw/contracts"
import { type Client, makeClient } from "@iw/contracts/client"
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { app, logInStaff, openPage, shot } from "./support/browser"

/**
 * `/staff/plot-registration` in the browser, for what the audit found staff could not do: suspend and resume an
 * area's sale, un-reserve an area, edit and delete a district (refused while members own its plots).
 */
let ops: Client<typeof api>
const clientWith = (token: string | null): Client<typeof api> => makeClient(api, { baseUrl: app().url, token: () => token, lang: () => "en" })
const plotStatus = async (x: number, y: number) => (await ops.land.staffPlot({ query: { x, y } })).plot.status

const staffLogin = async (page: Page) => {
  await logInStaff(page, "admin")
  await page.waitForURL(/\/staff\/announcements$/)
  await page.goto(`${app().url}/staff/plot-registration`)
  await page.getByTestId("land-submit").waitFor()
}

const corners = async (page: Page, a: { x0: number; y0: number; x1: number; y1: number }) => {
  for (const k of ["x0", "y0", "x1", "y1"] as const) await page.getByTestId(`land-${k}`).fill(String(a[k]))
}

beforeAll(async () => {
  ops = clientWith(readFileSync(join(app().dataDir, "ops-token"), "utf8").trim())
})

describe("staff plot registration", () => {
  it("suspends an area's sale (temporarily unavailable) and resumes it", async () => {
    const { context, page, errors } = await openPage()
    await staffLogin(page)
    const area = { x0: 141, y0: 61, x1: 143, y1: 62 }
    await page.getByTestId("land-mode-availability").click()
    await corners(page, area)
    await page.getByTestId("land-action").selectOption("suspend")
    await page.getByTestId("land-submit").click()
    await page.getByTestId("land-confirm").click()
    await page.getByText("Suspend sale (temporarily unavailable): 6 plots at 141,61 – 143,62 changed; 0 stayed as they were.").waitFor()
    expect(await plotStatus(142, 61)).toBe("temporarily_unavailable")
    await shot(page, "80-staff-land-suspended")
    await page.getByTestId("land-action").selectOption("resume")
    await page.getByTestId("land-submit").click()
    await page.getByTestId("land-confirm").click()
    await page.getByText("Resume sale: 6 plots at 141,61 – 143,62 changed; 0 stayed as they were.").waitFor()
    expect(await plotStatus(142, 61)).toBe("available")
    expect(errors).toEqual([])
    await context.close()
  })

  it("un-reserves a reserved area from its row", async () => {
    const reserved = await ops.land.reserve({ body: { area: { x0: 145, y0: 61, x1: 146, y1: 61 }, name: `Kiosk ${Date.now()}` } })
    const { context, page, errors } = await openPage()
    await staffLogin(page)
    const row = page.locator(`[data-testid=land-reserved-row][data-id="${reserved.area.id}"]`)
    await row.getByTestId("land-unreserve").click()
    await page.getByTestId("land-row-confirm").click()
    await page.getByText(`Un-reserved “${reserved.area.name}”: 2 plots are back in their usual state.`).waitFor()
    await row.waitFor({ state: "detached" })
    expect(await plotStatus(145, 61)).toBe("available")
    expect(errors).toEqual([])
    await context.close()
  })

  it("renames a district, and refuses to delete one while a member owns a plot in it, then deletes an empty one", async () => {
    const stamp = Date.now()
    const held = await ops.land.register({ body: { area: { x0: 141, y0: 64, x1: 142, y1: 64 }, level: 1, price: "0", kind: "land", district: { name: `Cove ${stamp}` } } })
    const empty = await ops.land.register({ body: { area: { x0: 144, y0: 64, x1: 145, y1: 64 }, level: 1, price: "0", kind: "land", district: { name: `Dune ${stamp}` } } })
    const token = (await clientWith(null).identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
    const demo = clientWith(token)
    await demo.wallet.saveLegalInfo({ body: { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" } })
    await demo.land.purchase({ body: { plots: [{ x: 141, y: 64 }] } })

    const { context, page, errors } = await openPage()
    await staffLogin(page)
    const heldRow = page.locator(`[data-testid=land-district-row][data-id="${held.districtId}"]`)
    await heldRow.getByTestId("land-district-edit").click()
    await page.getByTestId("land-district-edit-name").fill(`Old Cove ${stamp}`)
    await page.getByTestId("land-row-confirm").click()
    await page.getByText(`Saved the district “Old Cove ${stamp}”.`).waitFor()
    await expect.poll(() => heldRow.textContent(), { timeout: 10_000 }).toContain(`Old Cove ${stamp}`)

    await heldRow.getByTestId("land-district-delete").click()
    await page.getByTestId("land-row-confirm").click()
    await expect.poll(() => page.getByTestId("land-row-error").textContent(), { timeout: 10_000 }).toBe("This district cannot be deleted: members own 1 of its PLOTs.")
    await shot(page, "81-staff-land-district-refused")
    await page.getByRole("button", { name: "Cancel" }).click()

    const emptyRow = page.locator(`[data-testid=land-district-row][data-id="${empty.districtId}"]`)
    await emptyRow.getByTestId("land-district-delete").click()
    await page.getByTestId("land-row-confirm").click()
    await page.getByText(`Deleted the district “Dune ${stamp}”.`).waitFor()
    await emptyRow.waitFor({ state: "detached" })
    expect((await ops.land.staffDistricts()).data.map((d) => d.id)).not.toContain(empty.districtId)
    expect(errors).toEqual([])
    await context.close()
  })
})
