import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DEMO_MEMBER, DESKTOP, MOBILE, app, cli, logInMember, logInStaff, openPage, shot } from "./support/browser"

/**
 * The ledger issue's member and staff flows, in the browser against the built product: top up ABEY from the system
 * wallet, link a wallet, buy experience tickets with a crypto invoice, staff approve and refund it, and staff grant
 * tickets. The demo member 100001 holds the seeded balances.
 */
const MEMBER = DEMO_MEMBER
/** A well-formed EIP-55 address nobody else links (the demo world's member-wallet addresses are derived, not this). */
const WALLET = "0x52908400098527886E0F7030069857D2E4169EE7"
const TX_HASH = `0x${"ab12".repeat(16)}`

/** A browser page that leaves a screenshot behind when its test fails. */
const memberLogin = (page: Page, path: string) => logInMember(page, path)
const staffLogin = (page: Page) => logInStaff(page, "admin")

interface Balances {
  readonly tickets: { readonly decimal: string }
  readonly systemWallet: { readonly decimal: string }
}
const balances = () => cli<Balances>("ledger", "balance", MEMBER.id)
const ticketBalance = () => Number(balances().tickets.decimal)

describe("a member's balances", () => {
  it("tops up ABEY from the system wallet: digits only, grouped, clamped, and the header shows the new balance", async () => {
    const { context, page, errors } = await openPage(DESKTOP)
    await memberLogin(page, "")
    await page.getByTestId("balance-menu").click()
    await page.getByTestId("top-up").click()
    const dialog = page.getByTestId("top-up-dialog")
    await dialog.waitFor()
    const amount = page.getByTestId("topup-amount")
    await expect.poll(() => page.getByTestId("topup-confirm").isDisabled(), { timeout: 10_000 }).toBe(true)
    await amount.pressSequentially("1a2b00")
    expect(await amount.inputValue()).toBe("1,200")
    // A decimal is refused, never read as its digits: "1.50" does not become 150.
    await amount.fill("")
    await amount.fill("1.50")
    expect(await amount.inputValue()).toBe("")
    await page.getByText("Whole ABEY only: decimals are not accepted.").waitFor()
    await shot(page, "20a-top-up-no-decimals")
    await amount.pressSequentially("999999999")
    // Clamped to maxAvailable (the seeded system wallet holds 5,000 ABEY).
    expect(await amount.inputValue()).toBe("5,000")
    await amount.fill("")
    await amount.pressSequentially("250")
    await shot(page, "20-top-up")
    await page.getByTestId("topup-confirm").click()
    await page.getByTestId("topup-result").waitFor()
    await shot(page, "21-top-up-done")
    await page.getByTestId("topup-done").click()
    expect(Number(balances().systemWallet.decimal)).toBe(4750)
    expect(errors).toEqual([])
    await context.close()
  })

  it("adds a wallet address, which cannot change, and confirms it only with the checkbox", async () => {
    const { context, page, errors } = await openPage(MOBILE)
    await memberLogin(page, "linked-wallet")
    await page.getByTestId("wallet-add").click()
    await page.getByTestId("wallet-add-dialog").waitFor()
    await page.getByTestId("wallet-address-input").fill("0x1234")
    await page.getByTestId("wallet-submit").click()
    await page.getByText("Wrong wallet address").first().waitFor()
    await page.getByTestId("wallet-address-input").fill(WALLET)
    await page.getByTestId("wallet-submit").click()
    // Adding leads straight on to confirming; "Not now" leaves the address added but unconfirmed.
    await page.getByTestId("wallet-confirm-dialog").waitFor()
    await page.getByRole("button", { name: "Not now" }).click()
    await page.getByTestId("wallet-confirm-open").waitFor()
    expect(await page.getByTestId("wallet-status-badge").getAttribute("data-status")).toBe("added")
    await page.getByTestId("wallet-confirm-open").click()
    await page.getByTestId("wallet-confirm-dialog").waitFor()
    await expect.poll(() => page.getByTestId("wallet-confirm").isDisabled(), { timeout: 10_000 }).toBe(true)
    await page.getByTestId("wallet-confirm-check").check()
    await shot(page, "22-wallet-confirm-mobile")
    await page.getByTestId("wallet-confirm").click()
    await page.waitForFunction(() => document.querySelector('[data-testid="wallet-status-badge"]')?.getAttribute("data-status") === "confirmed")
    expect(await page.getByTestId("wallet-address").textContent()).toContain(WALLET)
    await shot(page, "23-wallet-confirmed-mobile")
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("experience tickets", () => {
  const state = { purchaseId: "" }

  it("a member buys tickets with a crypto invoice, enters the transaction hash and sees the purchase pending", async () => {
    const { context, page, errors } = await openPage(DESKTOP)
    await memberLogin(page, "experience-tickets")
    await page.getByTestId("ticket-balance").waitFor()
    await page.getByTestId("buy-tickets").first().click()
    await page.getByTestId("product-option").first().waitFor()
    await page.getByTestId("product-option").first().click()
    await page.getByTestId("purchase-quantity").fill("2")
    await page.getByTestId("invoice-create").click()
    await page.getByTestId("invoice-address").waitFor()
    expect(await page.getByTestId("invoice-countdown").textContent()).toMatch(/^[45]:\d\d$/)
    await shot(page, "24-ticket-invoice")
    await page.getByTestId("tx-hash-input").fill(TX_HASH)
    await page.getByTestId("tx-confirm").click()
    await page.getByTestId("purchase-result").waitFor()
    expect(await page.getByTestId("purchase-result").getAttribute("data-status")).toBe("pending")
    await shot(page, "25-ticket-purchase-pending")
    await page.getByTestId("purchase-dialog-close").click()
    await page.goto(`${app().url}/en/purchase-history`)
    await page.getByTestId("purchase-row").first().waitFor()
    expect(await page.getByTestId("purchase-row").first().textContent()).toMatch(/pending/i)
    await shot(page, "26-purchase-history")
    const list = cli<{ data: Array<{ id: number; status: string }> }>("purchases", "list", "--member", MEMBER.id)
    state.purchaseId = String(list.data.find((p) => p.status === "pending")!.id)
    expect(errors).toEqual([])
    await context.close()
  })

  it("staff approve the purchase, the tickets arrive, then staff refund it once and the tickets go back", async () => {
    const before = ticketBalance()
    const { context, page, errors } = await openPage(DESKTOP)
    await staffLogin(page)
    await page.goto(`${app().url}/staff/purchases`)
    await page.getByTestId("purchase-row").first().waitFor()
    await shot(page, "27-staff-purchases")
    await page.goto(`${app().url}/staff/purchases/${state.purchaseId}`)
    await page.getByTestId("purchase-approve").click()
    await page.getByTestId("purchase-reason").fill("e2e: payment seen on chain")
    await page.getByTestId("purchase-confirm").click()
    await page.getByTestId("purchase-refund-link").waitFor()
    await shot(page, "28-staff-purchase-approved")
    const credited = ticketBalance() - before
    expect(credited).toBeGreaterThan(0)
    await page.getByTestId("purchase-refund-link").click()
    await page.waitForURL(/\/refund$/)
    await page.getByTestId("refund-reason").fill("e2e: customer asked")
    await page.getByTestId("refund-submit").click()
    await page.waitForURL(new RegExp(`/staff/purchases/${state.purchaseId}$`))
    expect(ticketBalance()).toBe(before)
    // A refund cannot happen twice: the refund page now says it is done.
    await page.goto(`${app().url}/staff/purchases/${state.purchaseId}/refund`)
    await page.getByTestId("refund-already").waitFor()
    await shot(page, "29-staff-refund-done")
    expect(errors).toEqual([])
    await context.close()
  })

  it("staff grant tickets with a reason at /staff/experience-ticket, and /staff/plot-ticket leads there", async () => {
    const before = ticketBalance()
    const { context, page, errors } = await openPage(DESKTOP)
    await staffLogin(page)
    await page.goto(`${app().url}/staff/plot-ticket`)
    await page.waitForURL(/\/staff\/experience-ticket/)
    await page.getByTestId("tickets-member-id").fill(MEMBER.id)
    await page.getByTestId("tickets-member-lookup").click()
    await page.getByTestId("tickets-balance").waitFor()
    await page.getByTestId("tickets-amount").fill("5")
    await page.getByTestId("tickets-reason").fill("e2e goodwill")
    await page.getByTestId("tickets-submit").click()
    await page.waitForFunction((n) => (document.querySelector('[data-testid="tickets-balance"]')?.textContent ?? "").includes(n), String(before + 5))
    await shot(page, "30-staff-grant-tickets")
    expect(ticketBalance()).toBe(before + 5)
    const audit = cli<{ data: Array<{ action: string }> }>("audit")
    expect(audit.data.map((a) => a.action)).toEqual(expect.arrayContaining([expect.stringMatching(/ticket/i), expect.stringMatching(/purchase/i)]))
    expect(errors).toEqual([])
    await context.close()
  })
})

/** Calls the API as the server's ops staff account (its token is in the data folder). */
const asOps = async <A,>(method: string, path: string, body?: unknown): Promise<A> => {
  const token = readFileSync(join(app().dataDir, "ops-token"), "utf8").trim()
  const res = await fetch(`${app().url}/api/${path}`, { method, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as A
}

describe("AP points and the member-ID menu (spec §2, §9)", () => {
  it("the member-ID menu shows the ticket and AP point amounts, and AP points opens a page with the points and their lots", async () => {
    const { context, page, errors } = await openPage(DESKTOP)
    await memberLogin(page, "")
    await page.getByTestId("member-menu").click()
    const tickets = await page.getByTestId("member-menu-tickets").textContent()
    expect(Number((tickets ?? "").replace(/,/g, ""))).toBe(ticketBalance())
    expect(await page.getByTestId("member-menu-points").textContent()).toBe("120.5")
    await shot(page, "31-member-menu-balances")
    await page.getByRole("menuitem", { name: /AP points/ }).click()
    await page.getByTestId("ap-points-page").waitFor()
    expect(await page.getByTestId("ap-points-amount").textContent()).toBe("120.50")
    expect(await page.getByTestId("ap-points-lot").count()).toBe(1)
    await shot(page, "32-ap-points-page")
    expect(errors).toEqual([])
    await context.close()
  })
})

describe("purchases that need action (spec §4: incomplete = action required)", () => {
  it("a payment seen after the invoice expired is not taken as paid: the member sees why, staff see it and approve it", async () => {
    const { context, page, errors } = await openPage(DESKTOP)
    await memberLogin(page, "purchase-history")
    await page.getByTestId("buy-tickets").first().click()
    await page.getByTestId("product-option").first().click()
    await page.getByTestId("invoice-create").click()
    await page.getByTestId("invoice-address").waitFor()
    const list = cli<{ data: Array<{ id: number; status: string }> }>("purchases", "list", "--member", MEMBER.id)
    const purchaseId = list.data[0].id
    const paid = await asOps<{ txHash: string }>("POST", "staff/chain-sim/payments", { purchaseId, late: true })
    await page.getByTestId("tx-hash-input").fill(paid.txHash)
    await page.getByTestId("tx-confirm").click()
    await page.getByTestId("purchase-result").waitFor()
    expect(await page.getByTestId("purchase-result").getAttribute("data-status")).toBe("incomplete")
    expect(await page.getByTestId("purchase-issue").getAttribute("data-issue")).toBe("late")
    await shot(page, "33-purchase-late")
    await page.getByTestId("purchase-dialog-close").click()
    await context.close()

    const before = ticketBalance()
    const staff = await openPage(DESKTOP)
    await staffLogin(staff.page)
    await staff.page.goto(`${app().url}/staff/purchases/${purchaseId}`)
    await staff.page.getByTestId("purchase-issue").waitFor()
    expect(await staff.page.getByTestId("purchase-issue").getAttribute("data-issue")).toBe("late")
    expect(await staff.page.getByTestId("purchase-chain").getAttribute("data-kind")).toBe("simulated")
    await shot(staff.page, "34-staff-purchase-late")
    await staff.page.getByTestId("purchase-approve").click()
    await staff.page.getByTestId("purchase-reason").fill("e2e: checked, one second late")
    await staff.page.getByTestId("purchase-confirm").click()
    await staff.page.getByTestId("purchase-refund-link").waitFor()
    expect(ticketBalance()).toBeGreaterThan(before)
    expect(errors).toEqual([])
    expect(staff.errors).toEqual([])
    await staff.context.close()
  })

  it("staff approve an invoice the member left without a hash only with the payment's hash", async () => {
    const { context, page, errors } = await openPage(DESKTOP)
    await memberLogin(page, "purchase-history")
    await page.getByTestId("buy-tickets").first().click()
    await page.getByTestId("product-option").first().click()
    await page.getByTestId("invoice-create").click()
    await page.getByTestId("invoice-address").waitFor()
    await page.getByTestId("tx-later").click()
    await context.close()
    const purchaseId = cli<{ data: Array<{ id: number }> }>("purchases", "list", "--member", MEMBER.id).data[0].id

    const staff = await openPage(DESKTOP)
    await staffLogin(staff.page)
    await staff.page.goto(`${app().url}/staff/purchases/${purchaseId}`)
    await staff.page.getByTestId("purchase-approve").click()
    await staff.page.getByTestId("purchase-reason").fill("e2e: found the payment")
    await staff.page.getByTestId("purchase-txhash").fill("0x12")
    await staff.page.getByTestId("purchase-confirm").click()
    await staff.page.getByText("Enter the transaction hash: 0x followed by 64 hexadecimal characters.").first().waitFor()
    await staff.page.getByTestId("purchase-txhash").fill(`0x${"e2".repeat(32)}`)
    await shot(staff.page, "35-staff-approve-with-hash")
    await staff.page.getByTestId("purchase-confirm").click()
    await staff.page.getByTestId("purchase-refund-link").waitFor()
    expect(cli<{ purchase: { status: string; txHash: string } }>("purchases", "show", String(purchaseId)).purchase).toMatchObject({ status: "approved", txHash: `0x${"e2".repeat(32)}` })
    expect(errors).toEqual([])
    expect(staff.errors).toEqual([])
    await staff.context.close()
  })
})
