import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { DESKTOP, app, logInMember, logInStaff, openPage, shot } from "./support/browser"
import { type RegisteredMember, opsClient, registerMember } from "./support/members"

/**
 * Buildings in the browser against the built product, at 375 px: buy from the catalogue with a confirm, place one by
 * the pointer (red with the reason over an occupied PLOT, green where it fits, a second tap places) and one by the
 * keyboard (arrows, R, Enter), then remove it. A fresh member with a 3×3 block of activated PLOTs, set up through the API.
 */
const PHONE = { width: 375, height: 812 }
const BLOCK = [91, 92, 93].flatMap((x) => [91, 92, 93].map((y) => ({ x, y })))

let builder: RegisteredMember
const member = () => builder.client
const login = (page: Page, path: string) => logInMember(page, path, builder)

beforeAll(async () => {
  builder = await registerMember("Builder", { abey: 20_000 })
  await member().land.purchase({ body: { plots: BLOCK } })
  for (const p of BLOCK) await member().land.activate({ body: p })
  // A Villa already stands on (91,91)–(92,92), so part of the block is occupied.
  const villa = await member().buildings.buy({ body: { templatesId: 3 } })
  await member().buildings.place({ body: { buildingId: villa.building.id, startX: 91, startY: 91, endX: 92, endY: 92 } })
}, 180_000)

describe("buildings", () => {
  it("buys a Cottage with a confirm, places it by pointer and tap, then by keyboard after removing it", async () => {
    const { context, page, errors } = await openPage(PHONE)
    await login(page, "marketplace")
    await page.getByTestId("buy-1").click()
    await page.getByTestId("confirm-buy").click()
    await page.waitForURL((u) => u.pathname.endsWith("/marketplace/successful"))
    await shot(page, "80-buildings-bought")

    await page.goto(`${app().url}/en/marketplace`)
    const cottage = (await member().buildings.owned()).data.find((b) => b.name === "Cottage")!
    await page.getByTestId(`place-${cottage.id}`).click()
    await page.getByTestId("place-grid").waitFor()
    // Over the Villa: red, with the reason, before anything is sent.
    await page.getByTestId("cell-92,92").click()
    expect(await page.getByTestId("place-grid").getAttribute("data-fits")).toBe("false")
    expect(await page.getByTestId("place-reason").textContent()).toBe("The PLOT 92,92 is already occupied")
    await shot(page, "81-buildings-place-refused")
    // Another member watches the live map at (93,93): the Villa is drawn, the PLOT has no building yet.
    const watcher = await openPage(DESKTOP)
    await logInMember(watcher.page, "")
    const map = watcher.page.getByTestId("world-map")
    await watcher.page.waitForFunction(() => Number(document.querySelector("[data-testid=world-map]")?.getAttribute("data-buildings") ?? 0) >= 1)
    await watcher.page.locator("[data-testid=world-map][data-live=connected]").waitFor()
    await watcher.page.getByTestId("map-goto-x").fill("93")
    await watcher.page.getByTestId("map-goto-y").fill("93")
    await watcher.page.getByTestId("map-goto").click()
    await watcher.page.getByTestId("map-plot-panel").waitFor()
    expect(await watcher.page.getByTestId("map-plot-building").count()).toBe(0)
    const before = Number(await map.getAttribute("data-buildings"))

    // The watcher notes when its map first counts another building.
    await watcher.page.evaluate(() => {
      const el = document.querySelector("[data-testid=world-map]")!
      new MutationObserver(() => ((window as unknown as { __drawnAt?: number }).__drawnAt ??= Date.now())).observe(el, { attributes: true, attributeFilter: ["data-buildings"] })
    })

    // The footprint follows the pointer onto a free PLOT of the member's: green; a click there places it.
    await page.getByTestId("cell-93,93").hover()
    expect(await page.getByTestId("place-reason").textContent()).toBe("It fits here.")
    const placing = page.waitForResponse((r) => r.url().includes("/member/building/place") && r.request().method() === "POST")
    await page.getByTestId("cell-93,93").click()
    await placing
    const placedAt = Date.now()
    await page.waitForURL((u) => u.pathname.endsWith("/marketplace/successful"))
    // The watcher's map draws it from building/update alone (no reload), within a second of the answer.
    await watcher.page.getByTestId("map-plot-building").waitFor({ timeout: 5_000 })
    const drawnAt = await watcher.page.evaluate(() => (window as unknown as { __drawnAt?: number }).__drawnAt ?? 0)
    expect(drawnAt - placedAt).toBeLessThan(1_000)
    await expect.poll(() => watcher.page.getByTestId("map-plot-building").textContent(), { timeout: 10_000 }).toContain("Cottage on 93,93 – 93,93")
    expect(Number(await map.getAttribute("data-buildings"))).toBe(before + 1)
    await shot(watcher.page, "82-buildings-live-on-map")
    expect(watcher.errors).toEqual([])
    await watcher.context.close()
    expect((await member().buildings.building({ query: { id: cottage.id } })).area).toEqual({ startX: 93, startY: 93, endX: 93, endY: 93 })

    // Remove it from My buildings, then place it by keyboard: arrows move the footprint, Enter places.
    await page.goto(`${app().url}/en/marketplace`)
    await page.getByTestId(`remove-${cottage.id}`).click()
    await page.getByTestId(`place-${cottage.id}`).click()
    const grid = page.getByTestId("place-grid")
    await grid.waitFor()
    // The pointer leaves the grid; wherever the footprint is, the arrow keys bring it to (93,92).
    await page.mouse.move(1, 1)
    await grid.focus()
    const [x, y] = /at (\d+),(\d+)/.exec((await grid.getAttribute("aria-label")) ?? "")!.slice(1).map(Number) as [number, number]
    for (let i = 0; i < Math.abs(93 - x); i++) await page.keyboard.press(x < 93 ? "ArrowRight" : "ArrowLeft")
    for (let i = 0; i < Math.abs(92 - y); i++) await page.keyboard.press(y < 92 ? "ArrowDown" : "ArrowUp")
    expect(await grid.getAttribute("aria-label")).toBe("Placing Cottage at 93,92")
    expect(await page.getByTestId("place-reason").textContent()).toBe("It fits here.")
    await page.keyboard.press("Enter")
    await page.waitForURL((u) => u.pathname.endsWith("/marketplace/successful"))
    expect((await member().buildings.building({ query: { id: cottage.id } })).area).toEqual({ startX: 93, startY: 92, endX: 93, endY: 92 })
    expect(errors).toEqual([])
    await context.close()
  }, 180_000)

  it("exchanges the placed Cottage for a Townhouse: removed first, the size map, the estimate with the payment option, a confirm, then both histories", async () => {
    const { context, page, errors } = await openPage(PHONE)
    await login(page, "marketplace")
    const cottage = (await member().buildings.owned()).data.find((b) => b.name === "Cottage")!
    await page.getByTestId(`exchange-${cottage.id}`).click()
    await page.waitForURL((u) => u.pathname.endsWith("/building-exchange"))
    await page.getByTestId("exchange-size-map").waitFor()
    // It stands on the map: it must come off its PLOTs first (403 BUILDING_PLACED otherwise).
    await page.getByTestId("exchange-placed").waitFor()
    await page.getByTestId("exchange-remove").click()
    await page.getByTestId("exchange-target-2").click()
    await expect.poll(() => page.getByTestId("exchange-price").textContent(), { timeout: 10_000 }).toBe("150.00 ABEY")
    await page.getByTestId("exchange-option").selectOption("bonusFirst")
    await page.getByTestId("exchange-estimate").and(page.locator("[data-enough=true]")).waitFor()
    await shot(page, "83-buildings-exchange-estimate")
    await page.getByTestId("exchange-submit").click()
    await page.getByTestId("confirm-exchange").click()
    await page.waitForURL((u) => u.pathname.endsWith("/marketplace/successful"))
    const after = await member().buildings.building({ query: { id: cottage.id } })
    expect([after.name, after.size, after.placed]).toEqual(["Townhouse", "2x1", false])

    await page.goto(`${app().url}/en/marketplace/exchangeupgradehistory`)
    await page.getByTestId("exchange-row").first().waitFor()
    expect(await page.getByTestId("exchange-row").first().getAttribute("data-kind")).toBe("upgrade")
    expect(await page.getByTestId("exchange-row").first().textContent()).toMatch(/Cottage.*Townhouse.*150.00 ABEY/)
    expect(await page.getByTestId("exchange-row").first().textContent()).toContain("CST")
    await page.goto(`${app().url}/en/marketplace/bulding-purchase-history`)
    await page.getByTestId("purchase-row").first().waitFor()
    expect(await page.getByTestId("purchase-row").count()).toBe(2)
    await page.goto(`${app().url}/en/my-assets`)
    await page.getByTestId(`building-${cottage.id}`).waitFor()
    expect(await page.getByTestId(`building-${cottage.id}`).textContent()).toContain("Townhouse")
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  it("staff edit a building template on product-registration: its price and what it may be exchanged for", async () => {
    const { context, page, errors } = await openPage(PHONE)
    await logInStaff(page)
    await page.goto(`${app().url}/staff/product-registration`)
    const hall = page.getByTestId("building-templates").locator("[data-template='5']")
    await hall.waitFor()
    await hall.getByTestId("template-edit").click()
    await page.getByTestId("template-price").fill("3100")
    await page.getByTestId("template-target-3").check()
    await page.getByTestId("template-save").click()
    await expect.poll(() => hall.textContent(), { timeout: 10_000 }).toMatch(/3,100\.00 ABEY.*Villa, Tower, Skyscraper/)
    await shot(page, "84-buildings-staff-templates")
    const saved = (await opsClient().buildings.staffTemplates()).data.find((t) => t.id === 5)!
    expect([Number(saved.price.decimal), saved.exchangeableTo]).toEqual([3100, [3, 4, 6]])
    expect(errors).toEqual([])
    await context.close()
  }, 60_000)
})
