import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { api } from "@iw/contracts"
import { type Client, makeClient } from "@iw/contracts/client"
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { DESKTOP, MOBILE, app, openPage, shot } from "./support/browser"

/**
 * The member's land screens in the browser against the built product: my-plots (activation with its fee and
 * failure, minting behind a confirmed wallet and a checkbox), plot-tickets and map-statistics. A fresh member
 * is registered through the API, so the demo member's wallet (which the ledger suite links) is left alone.
 */
const PASSWORD = "Pl0ts#2026pass"
const LEGAL = { fullName: "Ada Lovelace", birthDate: "1990-12-10", country: "gb", address: "12 St James's Square, London" }
const WALLET = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"

const state = { memberId: "", token: "", plots: [] as Array<{ x: number; y: number }> }
let ops: Client<typeof api>
const clientWith = (token: string | null): Client<typeof api> => makeClient(api, { baseUrl: app().url, token: () => token, lang: () => "en" })
const member = () => clientWith(state.token)

/** ABEY onto the member's system wallet (the simulated chain), then into their ABEY balance. */
const fund = async (amount: number) => {
  await ops.ledger.simulateDeposit({ body: { memberId: Number(state.memberId), amount } })
  await member().ledger.topUp({ body: { amount } })
}

const login = async (page: Page, path: string, lang = "en") => {
  await page.goto(`${app().url}/en/login`)
  await page.getByTestId("login-username").fill(state.memberId)
  await page.getByTestId("login-password").fill(PASSWORD)
  await page.getByTestId("login-submit").click()
  await page.waitForURL((u) => !u.pathname.endsWith("/login"))
  await page.evaluate((key) => window.localStorage.setItem(key, "done"), "iw.prompts")
  await page.goto(`${app().url}/${lang}/${path}`)
}

/** The visible screen only (a phone's full page is too tall to read as one picture). */
const view = (page: Page, name: string) => page.screenshot({ path: join(resolve(__dirname, "../../test-results/e2e"), `${name}.png`) })

const row = (page: Page, p: { x: number; y: number }) => page.locator(`[data-testid="plot-row"][data-plot="${p.x},${p.y}"]`)

beforeAll(async () => {
  ops = clientWith(readFileSync(join(app().dataDir, "ops-token"), "utf8").trim())
  const email = `plots.${Date.now()}@example.com`
  const anon = clientWith(null)
  await anon.identity.sendEmailCode({ query: { email } })
  const list = await ops.staff.outbox({ query: { recipient: email, perPage: 1 } })
  const code = /\b(\d{4})\b/.exec(list.data[0]?.body ?? "")?.[1] ?? ""
  const { token } = await anon.identity.checkEmailCode({ query: { email, code } })
  const r = await anon.identity.register({ body: { token, lang: "en", name: "Plot Owner", password: PASSWORD, password_confirmation: PASSWORD } })
  state.memberId = String(r.memberId)
  state.token = r.accessToken
  await member().wallet.saveLegalInfo({ body: LEGAL })
  // Two free level-1 land plots in a corner of the demo world, away from what other suites buy.
  const around = await member().land.plots({ query: { x: 135, y: 95, radius: 4 } })
  state.plots = around.data
    .filter((p) => p.kind === "land" && p.level === 1 && p.status === "available")
    .slice(0, 2)
    .map((p) => ({ x: p.x, y: p.y }))
  expect(state.plots).toHaveLength(2)
})

describe("my plots", () => {
  it("shows an empty state that leads to the map before the member owns a plot", async () => {
    const { context, page, errors } = await openPage(DESKTOP)
    await login(page, "my-plots")
    await page.getByTestId("plots-empty").waitFor()
    expect(await page.getByTestId("plots-empty").getByRole("link").getAttribute("href")).toBe("/en")
    expect(await page.title()).toMatch(/^My plots/)
    await shot(page, "60-my-plots-empty")
    expect(errors).toEqual([])
    await context.close()
  })

  it("lists bought plots; activation shows the 10% fee, a translated refusal without balance, then activates for 360 days", async () => {
    // 200 ABEY buys the two plots (100 each) and leaves nothing for the 10 ABEY fee.
    await fund(200)
    await member().land.purchase({ body: { plots: state.plots } })
    const [a, b] = state.plots
    const { context, page, errors } = await openPage(DESKTOP)
    await login(page, "my-plots")
    await row(page, a).waitFor()
    expect(await page.getByTestId("plot-row").count()).toBe(2)
    expect(await page.getByTestId("plots-total").textContent()).toBe("Plots owned: 2")
    const first = row(page, a)
    expect(await first.textContent()).toContain(`PLOT ${a.x}, ${a.y}`)
    expect(await first.textContent()).toContain("100.00 ABEY")
    expect(await first.getAttribute("data-status")).toBe("sold")
    await first.locator('[data-testid="plot-activation"][data-active="false"]').waitFor()
    expect(await first.getByTestId("plot-on-map").getAttribute("href")).toBe(`/en/?x=${a.x}&y=${a.y}`)
    await shot(page, "60-my-plots")

    await first.getByTestId("plot-activate").click()
    const dialog = page.getByTestId("activate-dialog")
    await dialog.waitFor()
    expect(await page.getByTestId("activate-fee").textContent()).toBe("10.00 ABEY")
    expect(await dialog.textContent()).toContain("360 days")
    // Focus moved into the dialog, onto its text.
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true)
    await shot(page, "61-activate-confirm")
    await page.getByTestId("activate-confirm").click()
    await page.getByTestId("activate-error").waitFor()
    expect(await page.getByTestId("activate-error").textContent()).toBe("Not enough balance to activate")
    await shot(page, "62-activate-refused")
    await page.getByTestId("activate-close").click()

    await fund(50)
    await first.getByTestId("plot-activate").click()
    await page.getByTestId("activate-confirm").click()
    await page.getByTestId("activate-success").waitFor()
    expect(await page.getByTestId("activate-success").textContent()).toMatch(new RegExp(`^PLOT ${a.x}, ${a.y} is active until .+\\. Fee paid: 10\\.00 ABEY\\.$`))
    await shot(page, "63-activate-done")
    await page.getByTestId("activate-close").click()
    await first.locator('[data-testid="plot-activation"][data-active="true"]').waitFor()
    // The Activate button is gone, so focus lands on the plot's row header, not the top of the page.
    await page.waitForFunction(() => document.activeElement?.tagName === "TH")
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`PLOT ${a.x}, ${a.y}`)
    expect(await first.getAttribute("data-status")).toBe("owned")
    expect(await first.getByTestId("plot-activate").count()).toBe(0)
    expect(await row(page, b).getByTestId("plot-activate").count()).toBe(1)
    const detail = await member().land.plot({ query: a })
    expect(detail.activeNow).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it("minting needs a confirmed linked wallet and the ticked checkbox, then mints once", async () => {
    const [a] = state.plots
    const { context, page, errors } = await openPage(DESKTOP)
    await login(page, "my-plots")
    await row(page, a).getByTestId("plot-mint").click()
    await page.getByTestId("mint-wallet-missing").waitFor()
    expect(await page.getByTestId("mint-confirm").isDisabled()).toBe(true)
    expect(await page.getByTestId("mint-wallet-link").getAttribute("href")).toBe("/en/linked-wallet")
    await shot(page, "64-mint-no-wallet")
    await page.keyboard.press("Escape")

    await member().wallet.bind({ body: { address: WALLET } })
    await member().wallet.confirm({ body: { address: WALLET } })
    await row(page, a).getByTestId("plot-mint").click()
    await page.getByTestId("mint-check").waitFor()
    expect(await page.getByTestId("mint-address").textContent()).toContain(WALLET)
    expect(await page.getByTestId("mint-confirm").isDisabled()).toBe(true)
    // The checkbox has focus and is described by the hint.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe("checkbox")
    const described = await page.getByTestId("mint-check").getAttribute("aria-describedby")
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe("Tick the box to enable Mint.")
    await page.getByTestId("mint-check").check()
    expect(await page.getByTestId("mint-confirm").isDisabled()).toBe(false)
    await shot(page, "65-mint-confirm")
    await page.getByTestId("mint-confirm").click()
    await page.getByTestId("mint-success").waitFor()
    await shot(page, "66-mint-done")
    await page.getByTestId("mint-close").click()
    await row(page, a).locator('[data-testid="plot-minted"][data-minted="true"]').waitFor()
    expect(await row(page, a).getAttribute("data-status")).toBe("minted")
    expect(await row(page, a).getByTestId("plot-mint").count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it("stacks the rows as cards on a phone, and is translated", async () => {
    const { context, page, errors } = await openPage(MOBILE)
    await login(page, "my-plots")
    await page.getByTestId("plot-row").first().waitFor()
    await page.locator('[data-testid="plot-activation"]').first().waitFor()
    // No sideways scrolling at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shot(page, "67-my-plots-mobile")
    await view(page, "67-my-plots-mobile-screen")
    await page.goto(`${app().url}/jp/my-plots`)
    await page.getByRole("heading", { level: 1, name: "マイ土地" }).waitFor()
    await page.getByTestId("plot-row").first().waitFor()
    await shot(page, "68-my-plots-mobile-jp")
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("plot tickets", () => {
  it("lists the member's plots, each linking to its ticket history", async () => {
    const [a] = state.plots
    const { context, page, errors } = await openPage(DESKTOP)
    await login(page, "plot-tickets")
    await page.getByTestId("plot-ticket-card").first().waitFor()
    expect(await page.getByTestId("plot-ticket-card").count()).toBe(2)
    const card = page.locator(`[data-testid="plot-ticket-card"][data-plot="${a.x},${a.y}"]`)
    expect(await card.getByTestId("plot-ticket-history").getAttribute("href")).toBe(`/en/experience-tickets/${a.x},${a.y}`)
    await shot(page, "69-plot-tickets")
    await card.getByTestId("plot-ticket-history").click()
    await page.getByTestId("tickets-page").waitFor()
    expect(await page.locator("h1").textContent()).toBeTruthy()
    expect(errors).toEqual([])
    await context.close()
  })

  it("reads on a phone", async () => {
    const { context, page, errors } = await openPage(MOBILE)
    await login(page, "plot-tickets")
    await page.getByTestId("plot-ticket-card").first().waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shot(page, "70-plot-tickets-mobile")
    await view(page, "70-plot-tickets-mobile-screen")
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("map statistics", () => {
  it("shows the totals, an accessible chart of plots by state, the levels and the districts", async () => {
    const stats = await member().land.statistics()
    const { context, page, errors } = await openPage(DESKTOP)
    await login(page, "map-statistics")
    await page.getByTestId("stats-state-chart").waitFor()
    expect(await page.getByTestId("stats-total").textContent()).toBe(stats.total.toLocaleString("en-US"))
    const chart = page.getByTestId("stats-state-chart")
    expect(await chart.getAttribute("role")).toBe("img")
    expect(await chart.getAttribute("aria-label")).toMatch(/^Bar chart of [\d,]+ plots by state: Available [\d,]+/)
    expect(await chart.locator("rect.iw-chart__bar").count()).toBe(Object.values(stats.byStatus).filter((n) => n > 0).length)
    // The same numbers as a table for screen readers.
    expect(await page.getByTestId("stats-state-row").count()).toBe(Object.values(stats.byStatus).filter((n) => n > 0).length)
    expect(await page.locator('[data-testid="stats-state-row"][data-status="sold"]').count()).toBe(1)
    expect(await page.getByTestId("stats-level-row").count()).toBe(stats.byLevel.length)
    expect(await page.getByTestId("stats-district-row").count()).toBe(6)
    expect(await page.title()).toMatch(/^Map statistics/)
    await shot(page, "71-map-statistics")
    expect(errors).toEqual([])
    await context.close()
  })

  it("redraws the chart at a phone's width", async () => {
    const { context, page, errors } = await openPage(MOBILE)
    await login(page, "map-statistics")
    await page.getByTestId("stats-state-chart").waitFor()
    const width = Number(await page.getByTestId("stats-state-chart").getAttribute("width"))
    expect(width).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shot(page, "72-map-statistics-mobile")
    await view(page, "72-map-statistics-mobile-screen")
    await page.getByTestId("stats-level-table").scrollIntoViewIfNeeded()
    await view(page, "73-map-statistics-mobile-levels")
    expect(errors).toEqual([])
    await context.close()
  })
})
