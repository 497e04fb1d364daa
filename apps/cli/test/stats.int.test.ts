import { api } from "@iw/contracts"
import { makeClient } from "@iw/contracts/client"
import { translate } from "@iw/contracts/i18n"
import { describe, expect, it } from "vitest"
import { cliAgainstServer } from "./support/cli-server"

/** `stats sales|revenue|users-activity|nft-transfers --from --to [--csv|--json]` against a running server. */
const { url, run, json } = cliAgainstServer("stats", { CHAIN_SIM_CONFIRM_SECONDS: "-1" })
const today = () => new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10)

describe("stats commands against a running server", { timeout: 240_000 }, () => {
  it("stats sales answers approved purchases by product and CST day as JSON, CSV and a table, and refuses a bad date", async () => {
    const anon = makeClient(api, { baseUrl: url(), token: () => null, lang: () => "en" })
    const memberToken = (await anon.identity.login({ body: { username: "100001", password: "Demo#2026pass" } })).accessToken
    const staffToken = (await anon.staff.login({ body: { email: "support@interworld.local", password: "Support#2026pass" } })).accessToken
    const member = makeClient(api, { baseUrl: url(), token: () => memberToken, lang: () => "en" })
    const staff = makeClient(api, { baseUrl: url(), token: () => staffToken, lang: () => "en" })
    const pack = (await member.purchases.products()).data.find((p) => p.tickets === 50)!
    const p = await member.purchases.start({ body: { productId: pack.id, quantity: 2 } })
    await member.purchases.submitTransaction({ params: { id: p.id }, body: { txHash: `0x${(p.id * 7919).toString(16).padStart(64, "0")}` } })
    await staff.purchases.approve({ params: { id: p.id }, body: { reason: "seen on chain" } })

    const report = await json<{ from: string; to: string; data: Array<{ day: string; productId: number; purchases: number; quantity: number; amount: { decimal: string }; currency: string }> }>([
      "stats",
      "sales",
      "--from",
      today(),
      "--to",
      today()
    ])
    expect(report).toMatchObject({ from: today(), to: today() })
    expect(report.data).toContainEqual(expect.objectContaining({ day: today(), productId: pack.id, purchases: 1, quantity: 2, currency: "USDT", amount: expect.objectContaining({ decimal: "90" }) }))

    const csv = await run(["stats", "sales", "--from", today(), "--to", today(), "--csv"])
    expect(csv.code).toBe(0)
    const lines = csv.stdout.trimEnd().split("\r\n")
    // The header is worded as the table's (and the back-office export's); the cells keep their values and codes.
    expect(lines[0]).toBe("Day,Product ID,Product,Purchases,Quantity,Amount,Currency")
    const jpCsv = await run(["stats", "sales", "--from", today(), "--to", today(), "--csv", "--lang", "jp"])
    expect(jpCsv.stdout.split("\r\n")[0]).toBe(["day", "productId", "product", "purchases", "quantity", "amount", "currency"].map((k) => translate("jp", `cli.stats.columns.${k}`)).join(","))
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${today()},${pack.id},.*,1,2,90,USDT$`)))

    const table = await run(["stats", "sales", "--to", today()])
    expect(table.code).toBe(0)
    expect(table.stdout).toContain("Approved purchases by product and day")
    expect(table.stdout).toMatch(/Purchases\s+Quantity\s+Amount\s+Currency/)

    // The revenue table words each source (a transfer code) and asset in the reader's language, as the back-office does.
    await member.wallet.saveLegalInfo({ body: { fullName: "Demo Member", birthDate: "1990-12-10", country: "gb", address: "1 Harbor Road" } })
    await member.land.purchase({ body: { plots: [{ x: 71, y: 41 }] } })
    const revenue = await json<{ data: Array<{ source: string; asset: string }> }>(["stats", "revenue", "--to", today()])
    expect(revenue.data.length).toBeGreaterThan(0)
    const jpRevenue = await run(["stats", "revenue", "--to", today(), "--lang", "jp"])
    for (const r of revenue.data) {
      expect(jpRevenue.stdout).toContain(translate("jp", `backoffice.transferCodes.${r.source}`))
      expect(jpRevenue.stdout).toContain(translate("jp", `cli.assets.${r.asset}`))
      expect(jpRevenue.stdout).not.toContain(r.source)
    }

    const bad = await run(["stats", "sales", "--from", "20-11-2026"])
    expect(bad.code).not.toBe(0)
    expect(bad.stderr).toContain("--from")
  })
})
