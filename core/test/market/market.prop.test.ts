import {
  type AssetItem,
  type MemberPrincipal,
  SAME_MEMBER_SHARE_LIMIT,
  accountKey,
  buyListing,
  cancelListing,
  createListing,
  decideListingPurchase,
  decideShare,
  expireListings,
  member,
  registerHouseStock,
  reviseHouseStock,
  saleTerms,
  shareAsset,
  system,
  unshareAsset,
  unitOf
} from "@iw/core"
import { Exit } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type MarketWorld, emptyMarketWorld, runMarket } from "./in-memory-market"

const NOW = Date.UTC(2026, 5, 1)
const ABEY = 100_000_000n
const SELLER = 100001
const BUYERS = [100002, 100003, 100004]
const as = (memberId: number): MemberPrincipal => ({ kind: "member", memberId, sessionId: "s", impersonatorId: null })

const addMember = (w: MarketWorld, id: number) =>
  w.members.push({
    id,
    firstName: "M",
    lastName: String(id),
    email: `${id}@example.com`,
    phone: null,
    phoneCountry: null,
    ownerId: null,
    lang: "en",
    referrerId: null,
    hearAboutUs: "other" as never,
    status: "active",
    openDate: new Date(NOW),
    createdAt: new Date(NOW),
    updatedAt: new Date(NOW),
    passwordHash: "h"
  } as never)

const credit = (w: MarketWorld, ref: ReturnType<typeof member>, amount: bigint) => {
  w.ledger.accounts[accountKey(ref)] = (w.ledger.accounts[accountKey(ref)] ?? 0n) + amount
  const issuance = accountKey(system("issuance", ref.asset))
  w.ledger.accounts[issuance] = (w.ledger.accounts[issuance] ?? 0n) - amount
}

/** The seller with `iron` whole units of iron, three buyers with plenty of ABEY. */
const marketWorld = (iron: number) => {
  const w = emptyMarketWorld(NOW)
  for (const id of [SELLER, ...BUYERS]) addMember(w, id)
  credit(w, member(SELLER, "mineral_1"), BigInt(iron) * unitOf("mineral_1"))
  for (const b of BUYERS) credit(w, member(b, "abey"), 1_000_000n * ABEY)
  return w
}

const bal = (w: MarketWorld, ref: ReturnType<typeof member>) => w.ledger.accounts[accountKey(ref)] ?? 0n
const sumOf = (w: MarketWorld, asset: string) => Object.entries(w.ledger.accounts).filter(([k]) => k.split(":")[2] === asset).reduce((s, [, v]) => s + v, 0n)

describe("store fee (spec §9)", () => {
  it("fee + seller proceeds = price, in exact minor units, for any price, quantity and fee", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (unitPrice, quantity, bps) => {
        const t = saleTerms(unitPrice, quantity, bps)
        expect(t.price).toBe(unitPrice * BigInt(quantity))
        expect(t.fee + t.proceeds).toBe(t.price)
        expect(t.fee >= 0n && t.fee <= t.price).toBe(true)
        // The fee never exceeds the percentage (rounded down, so the seller never pays a fraction more).
        expect(t.fee * 10_000n <= t.price * BigInt(bps)).toBe(true)
      })
    )
  })
})

type Op = { kind: "buy"; buyer: number; quantity: number } | { kind: "cancel" } | { kind: "expire" } | { kind: "list"; quantity: number }

describe("escrow (spec §1)", () => {
  it("is conserved across list, partial buys, cancel and expire; no listing sells beyond its quantity", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant("buy" as const), buyer: fc.constantFrom(...BUYERS), quantity: fc.integer({ min: 0, max: 12 }) }),
            fc.record({ kind: fc.constant("list" as const), quantity: fc.integer({ min: 1, max: 15 }) }),
            fc.constant({ kind: "cancel" as const }),
            fc.constant({ kind: "expire" as const })
          ),
          { maxLength: 14 }
        ),
        fc.bigInt({ min: 1n, max: 1000n * ABEY }),
        async (iron, ops: ReadonlyArray<Op>, unitPrice) => {
          const w = marketWorld(iron)
          const unit = unitOf("mineral_1")
          const listed: Array<number> = []
          for (const op of ops) {
            if (op.kind === "list") {
              const exit = await runMarket(w, createListing(as(SELLER), { kind: "resource", resource: "mineral_1", quantity: op.quantity, category: "minerals", unitPrice, days: 1 }))
              if (Exit.isSuccess(exit)) listed.push(exit.value.id)
            } else if (op.kind === "buy" && listed.length > 0) {
              await runMarket(w, buyListing(as(op.buyer), { listingId: listed[listed.length - 1]!, quantity: op.quantity, paymentOption: "abeyBalanceFirst" }))
            } else if (op.kind === "cancel" && listed.length > 0) {
              await runMarket(w, cancelListing(as(SELLER), listed[0]!))
            } else if (op.kind === "expire") {
              w.now += 86_400_000
              await runMarket(w, expireListings())
            }
            // Escrow holds exactly the units of active listings not yet sold.
            const active = w.market.listings.filter((l) => l.state === "active").reduce((s, l) => s + BigInt(l.quantity), 0n)
            expect(bal(w, system("escrow", "mineral_1") as never)).toBe(active * unit)
            // Iron is neither made nor lost: the seller, escrow and buyers hold what was issued.
            expect(sumOf(w, "mineral_1")).toBe(0n)
            expect(sumOf(w, "abey")).toBe(0n)
            expect(bal(w, member(SELLER, "mineral_1")) + bal(w, system("escrow", "mineral_1") as never) + BUYERS.reduce((s, b) => s + bal(w, member(b, "mineral_1")), 0n)).toBe(BigInt(iron) * unit)
          }
          for (const l of w.market.listings) {
            const sold = w.market.sales.filter((s) => s.listingId === l.id).reduce((s, x) => s + x.quantity, 0)
            expect(sold).toBeLessThanOrEqual(l.amount)
            expect(sold + l.quantity).toBe(l.amount)
            if (l.state === "sold") expect(l.quantity).toBe(0)
            // Every sale paid the seller the price less the fee, and the fee to the house.
          }
          const paid = w.market.sales.reduce((s, x) => s + x.price - x.fee, 0n)
          expect(bal(w, member(SELLER, "abey"))).toBe(paid)
          expect(bal(w, system("fees", "abey") as never)).toBe(w.market.sales.reduce((s, x) => s + x.fee, 0n))
        }
      ),
      { numRuns: 60 }
    )
  })

  it("never decides a purchase beyond what is left", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: -5, max: 60 }), (left, q) => {
        const l = { id: 1, ownerId: SELLER, category: "minerals" as const, item: { kind: "resource" as const, resource: "mineral_1" as const }, amount: 50, quantity: left, unitPrice: 10n, feeBasisPoints: 500, state: "active" as const, expiresAt: new Date(NOW + 1000), createdAt: new Date(NOW) }
        const d = decideListingPurchase(l, BUYERS[0]!, q, new Date(NOW))
        if (d._tag === "Buy") {
          expect(q).toBeGreaterThanOrEqual(1)
          expect(q).toBeLessThanOrEqual(left)
          expect(d.after.quantity).toBe(left - q)
        } else expect(q < 1 || q > left).toBe(true)
      })
    )
  })
})

describe("share limits (spec §5, §8)", () => {
  const car: AssetItem = { id: 7, ownerId: SELLER, type: "car", name: "Roadster", state: "held", createdAt: new Date(NOW) }

  it("the same asset goes to the same member at most twice", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), (before) => {
        const d = decideShare({ asset: car, actorId: SELLER, targetId: BUYERS[0]!, targetExists: true, sharesToTarget: before, sharedNow: false })
        expect(d).toBe(before >= SAME_MEMBER_SHARE_LIMIT ? "SameMemberLimit" : null)
      })
    )
  })

  it("an asset in the store's escrow is refused as listed to its owner (ASSET_LISTED), as not theirs to anyone else, whatever else holds", () => {
    fc.assert(
      fc.property(
        fc.record({
          actorId: fc.constantFrom(SELLER, BUYERS[0]!),
          targetId: fc.constantFrom(SELLER, BUYERS[0]!, BUYERS[1]!),
          targetExists: fc.boolean(),
          sharesToTarget: fc.integer({ min: 0, max: 4 }),
          sharedNow: fc.boolean(),
          type: fc.constantFrom("car", "car-skin", "pet")
        }),
        (f) => {
          const d = decideShare({ ...f, asset: { ...car, type: f.type as AssetItem["type"], state: "listed" } })
          expect(d).toBe(f.actorId === SELLER ? "AssetListed" : "NotAssetOwner")
        }
      )
    )
  })

  it("share, take back, share, take back, then the third share is refused with SAME_MEMBER_LIMIT; skins never", async () => {
    const w = marketWorld(0)
    w.market.assets.push({ ...car }, { ...car, id: 8, type: "car-skin" })
    const friend = BUYERS[0]!
    for (let i = 0; i < SAME_MEMBER_SHARE_LIMIT; i++) {
      expect(Exit.isSuccess(await runMarket(w, shareAsset(as(SELLER), { assetId: 7, memberId: friend })))).toBe(true)
      const busy = await runMarket(w, shareAsset(as(SELLER), { assetId: 7, memberId: BUYERS[1]! }))
      expect(JSON.stringify(busy)).toContain("AssetSharedNow")
      expect(Exit.isSuccess(await runMarket(w, unshareAsset(as(SELLER), 7)))).toBe(true)
    }
    expect(JSON.stringify(await runMarket(w, shareAsset(as(SELLER), { assetId: 7, memberId: friend })))).toContain("ShareLimitExceeded")
    expect(JSON.stringify(await runMarket(w, shareAsset(as(SELLER), { assetId: 7, memberId: 999 })))).toContain("NoSuchMember")
    expect(JSON.stringify(await runMarket(w, shareAsset(as(friend), { assetId: 7, memberId: BUYERS[1]! })))).toContain("NotAssetOwner")
    expect(JSON.stringify(await runMarket(w, shareAsset(as(SELLER), { assetId: 8, memberId: friend })))).toContain("SkinNotSharable")
  })
})

describe("expiry (spec §8 'Listing expired')", () => {
  it("a buy after the expiry is refused, the listing closes as expired and its escrow goes back to the seller", async () => {
    const w = marketWorld(5)
    const listed = await runMarket(w, createListing(as(SELLER), { kind: "resource", resource: "mineral_1", quantity: 5, category: "minerals", unitPrice: 3n * ABEY, days: 1 }))
    expect(Exit.isSuccess(listed)).toBe(true)
    expect(bal(w, member(SELLER, "mineral_1"))).toBe(0n)
    w.now += 86_400_000
    const late = await runMarket(w, buyListing(as(BUYERS[0]!), { listingId: w.market.listings[0]!.id, quantity: 1, paymentOption: "abeyBalanceFirst" }))
    expect(JSON.stringify(late)).toContain("ListingExpired")
    expect(w.market.listings[0]!.state).toBe("expired")
    expect(bal(w, member(SELLER, "mineral_1"))).toBe(5n * unitOf("mineral_1"))
    expect(bal(w, member(BUYERS[0]!, "abey"))).toBe(1_000_000n * ABEY)
  })
})

describe("the house's primary stock (issue 13)", () => {
  const STAFF = { kind: "staff", staffId: 3, roles: ["back-office"], sessionId: "s" } as const
  it("sells no more than is offered, makes one asset per unit for its buyer, and pays the house exactly the price, with no fee", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.bigInt({ min: 1n, max: 50n * ABEY }),
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant("buy" as const), buyer: fc.constantFrom(...BUYERS), quantity: fc.integer({ min: 1, max: 4 }) }),
            fc.record({ kind: fc.constant("revise" as const), quantity: fc.integer({ min: 1, max: 6 }) })
          ),
          { maxLength: 10 }
        ),
        async (offered, unitPrice, ops) => {
          const w = marketWorld(0)
          const created = await runMarket(w, registerHouseStock(STAFF, { assetType: "pet", name: "Fox", quantity: offered, unitPrice }))
          expect(Exit.isSuccess(created)).toBe(true)
          const id = w.market.listings[0]!.id
          for (const op of ops) {
            if (op.kind === "buy") await runMarket(w, buyListing(as(op.buyer), { listingId: id, quantity: op.quantity, paymentOption: "abeyBalanceFirst" }))
            else await runMarket(w, reviseHouseStock(STAFF, id, { quantity: op.quantity, unitPrice }))
          }
          const l = w.market.listings[0]!
          const sold = w.market.sales.reduce((s, x) => s + x.quantity, 0)
          // What was sold plus what is left is what was ever offered; never below zero.
          expect(l.quantity).toBeGreaterThanOrEqual(0)
          expect(sold + l.quantity).toBe(l.amount)
          expect(l.state).toBe(l.quantity === 0 ? "sold" : "active")
          for (const b of BUYERS) {
            const units = w.market.sales.filter((s) => s.buyerId === b).reduce((s, x) => s + x.quantity, 0)
            expect(w.market.assets.filter((a) => a.ownerId === b && a.type === "pet").length).toBe(units)
          }
          expect(w.market.sales.every((s) => s.sellerId === null && s.fee === 0n)).toBe(true)
          expect(bal(w, system("revenue", "abey"))).toBe(unitPrice * BigInt(sold))
          expect(bal(w, system("fees", "abey"))).toBe(0n)
          expect(sumOf(w, "abey")).toBe(0n)
        }
      ),
      { numRuns: 40 }
    )
  })
})
