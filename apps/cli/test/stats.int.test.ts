import { api } from "@iw/contracts"
import { makeClient } from "@iw/contracts/client"
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
    expect(lines[0]).toBe("day,productId,product,purchases,quantity,amount,currency")
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${today()},${pack.id},.*,1,2,90,USDT$`)))

    const table = await run(["stats", "sales", "--to", today()])
    expect(table.code).toBe(0)
    expect(table.stdout).toContain("Approved purchases by product and day")
    expect(table.stdout).toMatch(/Purchases\s+Quantity\s+Amount\s+Currency/)

    const bad = await run(["stats", "sales", "--from", "20-11-2026"])
    expect(bad.code).not.toBe(0)
    expect(bad.stderr).toContain("--from")
  })
})
