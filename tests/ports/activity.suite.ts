import { cstDayNumber } from "@iw/contracts"
import {
  type ActivityBeat,
  ActivityRepository,
  BOX_SECONDS,
  type BeatWindow,
  ChainGateway,
  ChainSimulator,
  MemberRepository,
  ProductRepository,
  PurchaseRepository,
  StatisticsReader,
  TRACKER_BEATS_PER_MINUTE,
  admitBeat,
  member,
  postTransfer,
  system
} from "@iw/core"
import type { Effect } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, expect, it } from "vitest"
import type { PortEnv } from "../support/ports"

/**
 * The ActivityRepository's contract, run against every adapter: `admit` answers exactly what `admitBeat` answers for
 * the member's beats in the order they come (a minute's beats are capped, a beat is credited no more seconds than
 * passed since the last); what is recorded and flushed adds up per day (active members, seconds, beats, boxes of at
 * least BOX_SECONDS) and per route (seconds, beats, member-days, most time first), and a member's boxes are their days
 * with enough seconds. Each run uses its own members and days, so the runs share one store.
 */
export const activityRepositoryPortSuite = (adapter: string, make: () => Promise<PortEnv>) => {
  let env: PortEnv
  const repo = <A>(f: (r: ActivityRepository["Service"]) => Effect.Effect<A>) => env.run(ActivityRepository.use(f))
  beforeAll(async () => {
    env = await make()
  })
  afterAll(async () => {
    await env?.close()
  })

  it(`${adapter}: admit credits and refuses beats exactly as admitBeat does, member by member`, async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            member: fc.nat({ max: 1 }),
            stepMs: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 3000 }), weight: 6 }, { arbitrary: fc.integer({ min: 10_000, max: 20_000 }), weight: 2 }, { arbitrary: fc.constant(61_000), weight: 1 }),
            claimed: fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double({ noNaN: false }))
          }),
          { minLength: 1, maxLength: 40 }
        ),
        async (beats) => {
          const base = 1_000_000 + 10 * run++
          const model = new Map<number, BeatWindow>()
          let now = Date.UTC(2026, 0, 1) + run * 3_600_000
          for (const b of beats) {
            now += b.stepMs
            const memberId = base + b.member
            const want = admitBeat(model.get(memberId) ?? null, now, b.claimed)
            if (want.admitted) model.set(memberId, want.next)
            expect(await repo((r) => r.admit(memberId, now, b.claimed))).toBe(want.admitted ? want.credited : null)
          }
        }
      ),
      { numRuns: adapter === "in-memory" ? 200 : 25 }
    )
  })

  it(`${adapter}: a member's minute takes TRACKER_BEATS_PER_MINUTE beats; the next minute starts afresh`, async () => {
    const memberId = 999_999
    const minute = Date.UTC(2026, 1, 1, 12, 0)
    const answers: Array<number | null> = []
    for (let i = 0; i < TRACKER_BEATS_PER_MINUTE + 2; i++) answers.push(await repo((r) => r.admit(memberId, minute + i * 5000, 15)))
    expect(answers).toEqual([15, ...Array.from({ length: TRACKER_BEATS_PER_MINUTE - 1 }, () => 5), null, null])
    expect(await repo((r) => r.admit(memberId, minute + 60_000, 15))).toBe(15)
  })

  it(`${adapter}: recorded beats add up per day, route and member once flushed`, async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ member: fc.nat({ max: 3 }), day: fc.nat({ max: 2 }), route: fc.constantFrom("/map", "/plots/:id", "/points/citizen-program"), seconds: fc.integer({ min: 0, max: 15 }) }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 5 }),
        async (raw, minutes) => {
          const day0 = 30_000 + 10 * run
          const member0 = 2_000_000 + 10 * run++
          // Enough beats for some boxes: each beat stands for `minutes` of 15-second beats.
          const beats: Array<ActivityBeat> = raw.flatMap((b) =>
            Array.from({ length: minutes * 4 }, () => ({ memberId: member0 + b.member, route: b.route, seconds: b.seconds, visible: true, day: day0 + b.day, at: new Date((day0 + b.day) * 86_400_000 + 43_200_000) }))
          )
          for (const b of beats) await repo((r) => r.record(b))
          await repo((r) => r.flush)

          const days = [0, 1, 2].flatMap((d) => {
            const mine = beats.filter((b) => b.day === day0 + d)
            if (mine.length === 0) return []
            const perMember = new Map<number, number>()
            for (const b of mine) perMember.set(b.memberId, (perMember.get(b.memberId) ?? 0) + b.seconds)
            return [{ day: day0 + d, activeMembers: perMember.size, seconds: mine.reduce((n, b) => n + b.seconds, 0), beats: mine.length, boxes: [...perMember.values()].filter((s) => s >= BOX_SECONDS).length }]
          })
          expect(await repo((r) => r.days(day0, day0 + 2))).toEqual(days)
          const routes = [...new Set(beats.map((b) => b.route))]
            .map((route) => {
              const mine = beats.filter((b) => b.route === route)
              return { route, seconds: mine.reduce((n, b) => n + b.seconds, 0), beats: mine.length, memberDays: new Set(mine.map((b) => `${b.day}|${b.memberId}`)).size }
            })
            .sort((a, b) => b.seconds - a.seconds || (a.route < b.route ? -1 : 1))
          expect(await repo((r) => r.routes(day0, day0 + 2, 2))).toEqual(routes.slice(0, 2))
          for (let m = 0; m < 4; m++) {
            const perDay = new Map<number, number>()
            for (const b of beats) if (b.memberId === member0 + m && b.day >= day0 + 1) perDay.set(b.day, (perDay.get(b.day) ?? 0) + b.seconds)
            expect(await repo((r) => r.memberBoxes(member0 + m, day0 + 1, BOX_SECONDS))).toBe([...perDay.values()].filter((s) => s >= BOX_SECONDS).length)
          }
        }
      ),
      { numRuns: adapter === "in-memory" ? 100 : 15 }
    )
  })
}

/**
 * The StatisticsReader's contract, run against every adapter over the other ports' own writes: sales are the approved
 * purchases by the CST day of their approval, product and currency; revenue is what reached the revenue account by
 * CST day, transfer code and asset (transfers counted once); NFT mints count by collection and confirmed deposits by
 * currency, by CST day; days outside the range are left out.
 */
export const statisticsReaderPortSuite = (adapter: string, make: () => Promise<PortEnv>) => {
  let env: PortEnv
  let buyer = 0
  // 2026-03-10 CST runs from 06:00 UTC: the last instant of the 9th and the first and last of the 10th.
  const day9End = Date.UTC(2026, 2, 10, 6) - 1
  const day10 = Date.UTC(2026, 2, 10, 6)
  const day10End = Date.UTC(2026, 2, 11, 6) - 1
  const d9 = cstDayNumber(new Date(day9End))
  const read = <A>(f: (r: StatisticsReader["Service"]) => Effect.Effect<A>) => env.run(StatisticsReader.use(f))
  beforeAll(async () => {
    env = await make()
    const m = await env.run(
      MemberRepository.use((r) => r.create({ firstName: "Sam", lastName: "Stats", email: `stats.${adapter}@example.com`, phone: null, phoneCountry: null, lang: "en", referrerId: null, hearAboutUs: "", passwordHash: "h", openDate: new Date(day10), createdAt: new Date(day10) }))
    )
    buyer = m.id
  })
  afterAll(async () => {
    await env?.close()
  })

  it(`${adapter}: sales are approved purchases by CST day of approval, product and currency`, async () => {
    const product = await env.run(ProductRepository.use((p) => p.create({ kind: "tickets", name: "Stats pack", description: "", translations: {}, tickets: 1n, priceCents: 100n, active: true, sort: 0 })))
    const buy = async (quantity: number, status: "approved" | "rejected", at: number, n: number) => {
      env.setNow(at)
      const p = await env.run(
        PurchaseRepository.use((r) =>
          r.create({ memberId: buyer, productId: product.id, productName: { en: "Stats pack" }, quantity, tickets: BigInt(quantity), currency: "USDT", amount: BigInt(quantity) * 1_000_000n, address: "0xabc", invoiceExpiresAt: new Date(at + 300_000), createdAt: new Date(at - 1000) })
        )
      )
      if (status === "approved") {
        const { transfer } = await env.run(postTransfer({ code: "openingBalance", reference: { type: "purchase", id: String(p.id) }, idempotencyKey: `stats-sale:${adapter}:${n}`, legs: [{ from: system("issuance", "tickets"), to: member(buyer, "tickets"), amount: BigInt(quantity) }] }))
        await env.run(PurchaseRepository.use((r) => r.update(p.id, { status: "approved", txHash: `0x${String(n).padStart(64, "0")}`, transferId: transfer.id }, new Date(at))))
      } else await env.run(PurchaseRepository.use((r) => r.update(p.id, { status: "rejected" }, new Date(at))))
    }
    await buy(2, "approved", day9End, 1)
    await buy(3, "approved", day10, 2)
    await buy(4, "approved", day10End, 3)
    await buy(5, "rejected", day10, 4)
    await buy(6, "approved", day10End + 1, 5)
    expect(await read((r) => r.sales(d9, d9 + 1))).toEqual([
      { day: d9, productId: product.id, productName: "Stats pack", purchases: 1, quantity: 2, currency: "USDT", amount: 2_000_000n },
      { day: d9 + 1, productId: product.id, productName: "Stats pack", purchases: 2, quantity: 7, currency: "USDT", amount: 7_000_000n }
    ])
    expect((await read((r) => r.sales(d9 + 1, d9 + 1))).map((s) => s.day)).toEqual([d9 + 1])
  })

  it(`${adapter}: revenue is what reached the revenue account, by CST day, code and asset, each transfer once`, async () => {
    const post = async (at: number, key: string, code: "plotPurchase" | "buildingPurchase", legs: Parameters<typeof postTransfer>[0]["legs"]) => {
      env.setNow(at)
      await env.run(postTransfer({ code, reference: { type: "test", id: key }, idempotencyKey: `stats-rev:${adapter}:${key}`, legs }))
    }
    env.setNow(day9End - 10_000)
    await env.run(postTransfer({ code: "openingBalance", reference: { type: "test", id: "fund" }, idempotencyKey: `stats-rev:${adapter}:fund`, legs: [{ from: system("issuance", "abey"), to: member(buyer, "abey"), amount: 10_000n }, { from: system("issuance", "coins"), to: member(buyer, "coins"), amount: 10_000n }] }))
    await post(day9End, "a", "plotPurchase", [{ from: member(buyer, "abey"), to: system("revenue", "abey"), amount: 10n }])
    await post(day10, "b", "plotPurchase", [
      { from: member(buyer, "abey"), to: system("revenue", "abey"), amount: 20n },
      { from: member(buyer, "abey"), to: system("revenue", "abey"), amount: 5n }
    ])
    await post(day10 + 1000, "c", "plotPurchase", [{ from: member(buyer, "abey"), to: system("revenue", "abey"), amount: 30n }])
    await post(day10End, "d", "buildingPurchase", [
      { from: member(buyer, "coins"), to: system("revenue", "coins"), amount: 7n },
      { from: member(buyer, "abey"), to: system("escrow", "abey"), amount: 99n }
    ])
    await post(day10End + 1, "e", "plotPurchase", [{ from: member(buyer, "abey"), to: system("revenue", "abey"), amount: 1000n }])
    expect(await read((r) => r.revenue(d9, d9 + 1))).toEqual([
      { day: d9, source: "plotPurchase", asset: "abey", transfers: 1, amount: 10n },
      { day: d9 + 1, source: "buildingPurchase", asset: "coins", transfers: 1, amount: 7n },
      { day: d9 + 1, source: "plotPurchase", asset: "abey", transfers: 2, amount: 55n }
    ])
  })

  it(`${adapter}: NFT mints by collection and confirmed deposits by currency, by CST day`, async () => {
    const mint = (collection: string, tokenId: string, at: number) => env.run(ChainGateway.use((c) => c.mintNft({ collection, tokenId, to: `0x${"1".repeat(40)}`, at: new Date(at) })))
    await mint("plots", "1", day9End)
    await mint("plots", "2", day10)
    await mint("plots", "3", day10End)
    await mint("buildings", "1", day10)
    await mint("buildings", "2", day10End + 1)
    env.setNow(day10 + 5000)
    await env.run(ChainSimulator.use((c) => c.deposit(buyer, 5n)))
    await env.run(ChainSimulator.use((c) => c.deposit(buyer, 6n)))
    expect(await read((r) => r.nftTransfers(d9, d9 + 1))).toEqual([
      { day: d9, collection: "plots", kind: "mint", count: 1 },
      { day: d9 + 1, collection: "ABEY", kind: "transfer", count: 2 },
      { day: d9 + 1, collection: "buildings", kind: "mint", count: 1 },
      { day: d9 + 1, collection: "plots", kind: "mint", count: 2 }
    ])
  })
}
