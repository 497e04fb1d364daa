import { type Asset, type Pocket, ProductRepository, member, memoOf, postTransfer, system, unitOf } from "@iw/core"
import { DEMO_PRODUCTS } from "@iw/postgres"
import { Effect } from "effect"

export const seedProducts = Effect.gen(function* () {
  const repo = yield* ProductRepository
  if ((yield* repo.list({ activeOnly: false })).length > 0) return
  for (const p of DEMO_PRODUCTS) yield* repo.create({ kind: "tickets", active: true, ...p })
})

/** What the demo member holds after the first start, in whole units. */
const DEMO_BALANCES: ReadonlyArray<[Asset, Pocket, string]> = [
  ["abey", "main", "1250.5"],
  ["abey", "bonus", "300"],
  ["abey", "wallet", "5000"],
  ["itw", "main", "2000"],
  ["tickets", "main", "600"],
  ["ap", "main", "120.5"],
  ["mineral_1", "main", "42"],
  ["mineral_2", "main", "17.5"],
  ["mineral_3", "main", "6"],
  ["wood_6", "main", "30"],
  ["wood_7", "main", "12"],
  ["coins", "main", "2500"]
  // AdNet credits come with the demo member's AdNet package (seed-ads.ts), as spec §4's packagePurchase.
]

const minor = (asset: Asset, whole: string): bigint => {
  const [i, f = ""] = whole.split(".")
  const unit = unitOf(asset)
  const scale = unit.toString().length - 1
  return BigInt(i) * unit + BigInt((f + "0".repeat(scale)).slice(0, scale) || "0")
}

/** Opening balances for the demo member: transfers from issuance, each with its own key, so a restart adds nothing. */
export const seedDemoBalances = (memberId: number) =>
  Effect.forEach(DEMO_BALANCES, ([asset, pocket, whole]) =>
    postTransfer({
      code: "openingBalance",
      reference: { type: "seed", id: "demo" },
      idempotencyKey: `seed:demo:${memberId}:${asset}:${pocket}`,
      legs: [{ from: system("issuance", asset), to: member(memberId, asset, pocket), amount: minor(asset, whole) }],
      memo: memoOf("openingBalance")
    })
  )
