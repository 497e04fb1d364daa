import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { app, logInMember, logInStaff, openPage, shot } from "./support/browser"
import { type RegisteredMember, registerMember } from "./support/members"
import { PHONE, checkPage, listen } from "./support/sweep"

/**
 * The Ads pages tests/e2e/ads.e2e.test.ts does not drive (issue 15 §5): the archive and an archived ad (in English and
 * Japanese), staff credit grants and refunds with a reason (the member's credit history, the audit log), one ad's
 * schedule, the results page without navigation state, and an edit that makes a new version. Every page at 375 px:
 * axe with no serious or critical violation, no sideways scroll, times in CST, no console noise.
 */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64")

const state = { adIds: [] as Array<number>, purchaseId: 0 }
let advertiser: RegisteredMember

/** An ad made through the API (the browser suite covers the form): image uploaded, package already bought. */
const newAd = async (title: string) => {
  const image = await advertiser.client.ads.upload({ files: { file: [new File([PNG], "ad.png", { type: "image/png" })] } })
  const ad = await advertiser.client.ads.create({ body: { title, imageId: image.id, categoryId: 2, description: `${title}: baked every morning.` } })
  return ad.id
}

/** The page's sweep findings (axe, overflow at 375 px, CST, console) after it has been opened at `path`. */
const sweep = async (page: Page, noise: Array<string>, path: string) => {
  await page.goto(`${app().url}${path}`)
  return checkPage(page, path, noise, { phone: true })
}

beforeAll(async () => {
  advertiser = await registerMember("Archive Advertiser", { abey: 100_000 })
  const bought = await advertiser.client.ads.buyPackage({ body: { code: "III", paymentOption: "abeyBalanceFirst" } }, { idempotencyKey: `e2e-${Date.now()}` })
  state.purchaseId = bought.id
  // Package III (up to 5 ads). Three ads: one archived and restored in English, one in Japanese, one edited; the
  // package is refunded by staff last.
  for (const title of ["Rye loaves", "Sourdough", "Seed rolls"]) state.adIds.push(await newAd(title))
}, 180_000)

describe("ads: archive, credits from staff, schedule and versions", () => {
  it("archives an ad, opens it from the archive with its versions and restores it, in English and Japanese", async () => {
    const { context, page, errors } = await openPage(PHONE)
    const noise = listen(page)
    const findings: Array<string> = []
    await logInMember(page, `ads-manager/${state.adIds[0]}`, advertiser)

    // English: archive from the ad's page, which then stands in the archive.
    await page.getByRole("button", { name: "Archive", exact: true }).click()
    await page.waitForURL(new RegExp(`/en/ads-archive/${state.adIds[0]}$`))
    await page.getByText("The ad is archived.").waitFor()
    // An old link to the manager's page of an archived ad finds it in the archive.
    await page.goto(`${app().url}/en/ads-manager/${state.adIds[0]}`)
    await page.waitForURL(new RegExp(`/en/ads-archive/${state.adIds[0]}$`))
    await page.getByTestId("ad-versions").locator("tbody tr").first().waitFor()
    await page.goto(`${app().url}/en/ads-archive`)
    const archive = page.getByTestId("ads-archive-table")
    await archive.getByRole("link", { name: "Rye loaves" }).click()
    await page.waitForURL(new RegExp(`/en/ads-archive/${state.adIds[0]}$`))
    expect(await page.getByTestId("ad-network-add").count()).toBe(0)
    findings.push(...(await checkPage(page, `ads-archive/${state.adIds[0]}`, noise, { phone: true })))
    await shot(page, "ads-more-archive-ad-en")
    findings.push(...(await sweep(page, noise, "/en/ads-archive")))
    await shot(page, "ads-more-archive-en")
    await page.goto(`${app().url}/en/ads-archive/${state.adIds[0]}`)
    await page.getByTestId("ad-restore").click()
    await page.waitForURL(new RegExp(`/en/ads-manager/${state.adIds[0]}$`))
    await page.getByText("The ad is back in your ads.").waitFor()
    await page.goto(`${app().url}/en/ads-archive`)
    await page.getByText("The archive is empty.").or(archive.locator("tbody tr")).first().waitFor()
    expect(await archive.getByRole("link", { name: "Rye loaves" }).count()).toBe(0)

    // Japanese: the same round trip in another language.
    await page.goto(`${app().url}/jp/ads-manager/${state.adIds[1]}`)
    await page.getByRole("button", { name: "アーカイブ", exact: true }).click()
    await page.waitForURL(new RegExp(`/jp/ads-archive/${state.adIds[1]}$`))
    await page.getByText("広告をアーカイブしました。").waitFor()
    findings.push(...(await sweep(page, noise, "/jp/ads-archive")))
    await page.getByTestId("ads-archive-table").getByRole("link", { name: "Sourdough" }).click()
    await page.waitForURL(new RegExp(`/jp/ads-archive/${state.adIds[1]}$`))
    await page.getByTestId("ad-versions").getByText("Sourdough").waitFor()
    findings.push(...(await checkPage(page, `jp/ads-archive/${state.adIds[1]}`, noise, { phone: true })))
    await shot(page, "ads-more-archive-ad-jp")
    await page.getByRole("button", { name: "アーカイブから戻す" }).click()
    await page.waitForURL(new RegExp(`/jp/ads-manager/${state.adIds[1]}$`))
    await page.getByText("広告を一覧に戻しました。").waitFor()

    expect(findings).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows one ad's schedule, sends the bare results page back to the manager, and saves an edit as a new version", async () => {
    const { context, page, errors } = await openPage(PHONE)
    const noise = listen(page)
    const findings: Array<string> = []
    const adId = state.adIds[2]
    await logInMember(page, `ads-schedule/${adId}`, advertiser)
    await page.getByTestId("ads-calendar").waitFor()
    await page.getByRole("heading", { name: `Schedule of ad #${adId}` }).waitFor()
    // The ad is given by the address: no choice of ad in the form.
    expect(await page.getByTestId("ads-place-ad").count()).toBe(0)
    findings.push(...(await checkPage(page, `ads-schedule/${adId}`, noise, { phone: true })))
    await shot(page, "ads-more-schedule-ad")
    await page.getByRole("link", { name: /Back to the ad/ }).click()
    await page.waitForURL(new RegExp(`/en/ads-manager/${adId}$`))

    // An ad that does not exist: said so, not an empty calendar.
    await page.goto(`${app().url}/en/ads-schedule/999999999`)
    await page.getByText("Ad #999999999 not found").waitFor()
    expect(await page.getByTestId("ads-place-form").count()).toBe(0)
    // The browser logs the API's 404 for the missing ad itself; that one is expected, not noise.
    noise.length = 0

    // No navigation state: the results page goes back to the manager, in any language.
    for (const lang of ["en", "ru"]) {
      await page.goto(`${app().url}/${lang}/ads-manager/successful`)
      await page.waitForURL(new RegExp(`/${lang}/ads-manager$`))
      await page.getByTestId("ads-table").waitFor()
    }

    // Editing makes version 2; the results page says so and OK leads back to the ad, whose versions list both.
    await page.goto(`${app().url}/en/ads-manager/${adId}`)
    await page.getByRole("button", { name: "Edit", exact: true }).click()
    await page.getByTestId("ad-title").fill("Seed rolls, warm")
    await page.getByTestId("ad-save").click()
    await page.waitForURL(/\/en\/ads-manager\/successful$/)
    expect(await page.getByTestId("ads-result-message").innerHTML()).toContain("<strong>Seed rolls, warm</strong> was saved as version 2")
    findings.push(...(await checkPage(page, "ads-manager/successful", noise, { phone: true })))
    await shot(page, "ads-more-result")
    await page.getByTestId("ads-result-ok-link").click()
    await page.waitForURL(new RegExp(`/en/ads-manager/${adId}$`))
    const versions = page.getByTestId("ad-versions")
    await versions.getByText("Seed rolls, warm").waitFor()
    await expect.poll(() => versions.locator("tbody tr").count()).toBe(2)
    await versions.getByText("Seed rolls", { exact: true }).waitFor()
    const api = await advertiser.client.ads.versions({ query: { adId } })
    expect(api.data.map((v) => v.version).sort()).toEqual([1, 2])
    findings.push(...(await checkPage(page, `ads-manager/${adId}`, noise, { phone: true })))
    await shot(page, "ads-more-ad-versions")
    expect(findings).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
  it("lets staff grant credits with a reason and refund a package; the member sees both codes and the audit log has them", async () => {
    const staff = await openPage(PHONE)
    const staffNoise = listen(staff.page)
    const findings: Array<string> = []
    await logInStaff(staff.page, "admin")
    await staff.page.goto(`${app().url}/staff/ad-moderation/${state.adIds[2]}`)
    // The category by its name, not its number.
    await staff.page.locator("dd").getByText("Business", { exact: true }).waitFor()
    const panel = staff.page.getByTestId("ad-credits")
    await panel.getByTestId("ad-credits-balance").waitFor()

    // Without a reason the grant is refused with the field's error.
    await panel.getByTestId("ad-grant-amount").fill("250")
    await panel.getByTestId("ad-grant-submit").click()
    await panel.getByText("Give a reason.").waitFor()
    await panel.getByTestId("ad-grant-reason").fill("Goodwill after the outage")
    await panel.getByTestId("ad-grant-submit").click()
    await panel.getByText(/Done\. The balance is now 30,250 credits\./).waitFor()
    await panel.getByRole("region", { name: "Credit history" }).getByText("Transfer received").waitFor()

    // A refund without a reason says so on the field; with one, the package's credits go back out.
    await panel.getByRole("button", { name: "Refund" }).click()
    await panel.getByText("Give a reason.").waitFor()
    await panel.getByTestId("ad-refund-reason").fill("Bought by mistake")
    await panel.getByRole("button", { name: "Refund" }).click()
    await panel.getByText(/Done\. The balance is now 250 credits\./).waitFor()
    await panel.getByRole("region", { name: "Package purchases" }).getByText("Refunded").waitFor()
    findings.push(...(await checkPage(staff.page, `/staff/ad-moderation/${state.adIds[2]}`, staffNoise, { phone: true })))
    await shot(staff.page, "ads-more-staff-credits")

    // An approval, for the audit log's ad reference.
    await staff.page.getByTestId("ad-moderation-reason").fill("Honest and clear.")
    await staff.page.getByTestId("ad-approve").click()
    await staff.page.getByText("The ad is approved.").waitFor()

    // The audit log: all three, with their reasons, in words.
    for (const path of ["/staff/audit", `/staff/member/${advertiser.id}`]) {
      await staff.page.goto(`${app().url}${path}`)
      await staff.page.getByText("Granted AdNet credits").first().waitFor()
      await staff.page.getByText("Refunded an AdNet package").first().waitFor()
      await staff.page.getByText("Goodwill after the outage").first().waitFor()
      await staff.page.getByText("Bought by mistake").first().waitFor()
      if (path === "/staff/audit") {
        const approval = staff.page.getByTestId("audit-row").filter({ hasText: "Approved an ad" }).first()
        await approval.getByRole("link", { name: `Ad #${state.adIds[2]}` }).waitFor()
      }
      findings.push(...(await checkPage(staff.page, path, staffNoise, { phone: true })))
    }
    await shot(staff.page, "ads-more-staff-member-audit")
    // The member's page opens their credits too (a member without an ad can be helped as well).
    await staff.page.getByTestId("member-adnet-credits").click()
    await staff.page.waitForURL(new RegExp(`/staff/adnet-credits/${advertiser.id}$`))
    await staff.page.getByRole("heading", { level: 1, name: `AdNet credits of member ${advertiser.id}` }).waitFor()
    await staff.page.getByTestId("ad-credits-balance").getByText("Balance: 250 credits").waitFor()
    findings.push(...(await checkPage(staff.page, `/staff/adnet-credits/${advertiser.id}`, staffNoise, { phone: true })))
    await shot(staff.page, "ads-more-staff-member-credits")
    expect(staff.errors).toEqual([])
    await staff.context.close()

    // The member's credit history: the purchase, the grant and the refund, each with its code and the staff's note.
    const { context, page, errors } = await openPage(PHONE)
    const noise = listen(page)
    await logInMember(page, "ads-credit-history", advertiser)
    const table = page.getByTestId("ads-credit-table")
    await table.getByText("Package purchase", { exact: true }).waitFor()
    await table.getByRole("row").filter({ hasText: "Transfer received" }).getByText("Goodwill after the outage").waitFor()
    await table.getByRole("row").filter({ hasText: "Package refund" }).getByText("Bought by mistake").waitFor()
    // What each concerns, in words (never the staff member's id).
    await table.getByRole("row").filter({ hasText: "Transfer received" }).getByText("Given by the staff").waitFor()
    await table.getByRole("row").filter({ hasText: "Package refund" }).getByText(`Purchase #${state.purchaseId}`, { exact: true }).waitFor()
    expect(await table.getByText(/staff-grant|adnet-purchase/).count()).toBe(0)
    await page.getByTestId("ads-credit-history-balance").getByText("Your balance: 250 AdNet credits").waitFor()
    // Filtered by the grant's code.
    await page.getByLabel("Show", { exact: true }).selectOption("accountTransferIncome")
    await expect.poll(() => table.locator("tbody tr").count()).toBe(1)
    findings.push(...(await checkPage(page, "ads-credit-history", noise, { phone: true })))
    await shot(page, "ads-more-credit-history")
    expect(findings).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

})
