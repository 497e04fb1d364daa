import { LANGS, translate } from "@iw/contracts/i18n"
import { DEMO_PRODUCTS } from "@iw/postgres"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type TestServer, startTestServer } from "../support/server"

/**
 * Server-made text reaches each reader in their language (issue 18 §3): product names and descriptions, the product
 * a purchase is for, and ledger lines, which are stored as a code and parameters and rendered by Accept-Language.
 */
let s: TestServer
let demoToken: string
let staffToken: string

beforeAll(async () => {
  s = await startTestServer({ CHAIN_SIM_CONFIRM_SECONDS: "-1", JOBS_EVERY_SECONDS: "0" })
  demoToken = (await s.anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
  staffToken = (await s.anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken
  // A building of the demo member's (a Villa on an activated PLOT), to read its name in every language.
  const demo = s.clientWith(demoToken, "en")
  await demo.wallet.saveLegalInfo({ body: { fullName: "Demo Member", birthDate: "1990-12-10", country: "gb", address: "1 Harbor Road" } })
  await demo.land.purchase({ body: { plots: [{ x: 71, y: 41 }] } })
  await demo.land.activate({ body: { x: 71, y: 41 } })
  await demo.buildings.buy({ body: { templatesId: 3 } })
})
afterAll(async () => {
  await s?.stop()
})

const starter = DEMO_PRODUCTS[0]
const nameIn = (lang: (typeof LANGS)[number]) => (lang === "en" ? starter.name : starter.translations[lang].name)

describe("server-made text in six languages", () => {
  for (const lang of LANGS) {
    it(`${lang}: products, a purchase's product and ledger lines come in ${lang}`, async () => {
      const demo = s.clientWith(demoToken, lang)
      const products = await demo.purchases.products()
      const pack = products.data.find((p) => p.sort === starter.sort)!
      expect(pack.name).toBe(nameIn(lang))
      expect(pack.description).toBe(lang === "en" ? starter.description : starter.translations[lang].description)

      const purchase = await demo.purchases.start({ body: { productId: pack.id, quantity: 1 } })
      expect(purchase.productName).toBe(nameIn(lang))
      const hash = `0x${(LANGS.indexOf(lang) + 77).toString(16).padStart(64, "0")}`
      await demo.purchases.submitTransaction({ params: { id: purchase.id }, body: { txHash: hash } })
      await s.clientWith(staffToken, lang).purchases.approve({ params: { id: purchase.id }, body: { reason: "seen on chain" } })

      const tickets = await demo.ledger.ticketHistory({ query: { perPage: 100 } })
      const bought = tickets.data.find((r) => r.purchaseId === purchase.id)!
      expect(bought).toMatchObject({ descriptionCode: "productPurchase", description: `${nameIn(lang)} × 1` })
      const opening = tickets.data.find((r) => r.code === "openingBalance")!
      expect(opening).toMatchObject({ descriptionCode: "openingBalance", description: translate(lang, "ledger.memo.openingBalance") })
      if (lang !== "en") expect(opening.description).not.toBe("Demo opening balance")

      // Districts are named per language.
      const districts = await demo.land.districts()
      expect(districts.data.find((d) => d.id === 2)!.name).toBe({ en: "Harbor", cn: "港湾区", tc: "港灣區", jp: "ハーバー", kr: "하버", ru: "Гавань" }[lang])

      // Event locations are written per language.
      const events = await demo.content.events({ query: { lang, perPage: 20 } })
      const showcase = events.data.find((e) => e.location !== null && /Harbor|港|ハーバー|하버|Гаван/.test(e.location))!
      expect(showcase.location).toBe({ en: "Harbor District", cn: "港湾区", tc: "港灣區", jp: "ハーバー地区", kr: "하버 지구", ru: "Гаванский район" }[lang])

      // A built-in building's name is the product's own word: the catalogue, the member's buildings and the ads'
      // building list give it in the reader's language.
      const villa = { en: "Villa", cn: "别墅", tc: "別墅", jp: "ヴィラ", kr: "빌라", ru: "Вилла" }[lang]
      expect((await demo.buildings.catalog()).data.find((t) => t.id === 3)!.name).toBe(villa)
      expect((await demo.buildings.owned()).data.map((b) => b.name)).toContain(villa)
      expect((await demo.ads.buildingsStatus()).data.map((b) => b.name)).toContain(villa)
      expect((await demo.market.myAssets()).buildings.map((b) => b.name)).toContain(villa)

      // Staff read the same lines in their own language.
      const staff = s.clientWith(staffToken, lang)
      const lines = await staff.ledger.memberHistory({ params: { memberId: 100001 }, query: { asset: "abey", perPage: 50 } })
      const abeyOpening = lines.data.find((l) => l.code === "openingBalance")!
      expect(abeyOpening).toMatchObject({ memoCode: "openingBalance", memo: translate(lang, "ledger.memo.openingBalance") })
      // The template editor shows the stored name, as staff wrote it.
      expect((await staff.buildings.staffTemplates()).data.find((t) => t.id === 3)!.name).toBe("Villa")
    })
  }

  it("a product staff left untranslated falls back to English, and staff edit the English with the other languages beside", async () => {
    const ops = s.clientWith(staffToken, "jp")
    const made = await ops.purchases.createProduct({ body: { kind: "tickets", name: "Plain pack", description: "Only in English", tickets: 5, priceUsd: "5", active: true, sort: 9, translations: { ru: { name: "Простой набор", description: "" } } } })
    expect(made).toMatchObject({ name: "Plain pack", translations: { ru: { name: "Простой набор", description: "" } } })
    const jp = (await s.clientWith(demoToken, "jp").purchases.products()).data.find((p) => p.id === made.id)!
    expect(jp).toMatchObject({ name: "Plain pack", description: "Only in English" })
    const ru = (await s.clientWith(demoToken, "ru").purchases.products()).data.find((p) => p.id === made.id)!
    expect(ru).toMatchObject({ name: "Простой набор", description: "Only in English" })
    // A change that leaves the other languages out keeps them.
    const changed = await ops.purchases.updateProduct({ params: { id: made.id }, body: { kind: "tickets", name: "Plain pack", description: "Only in English", tickets: 5, priceUsd: "6", active: false, sort: 9 } })
    expect(changed.translations).toEqual({ ru: { name: "Простой набор", description: "" } })
  })
})
