import { cstDayNumber } from "@iw/contracts"
import { type ActivityBeat, ActivityRepository, BOX_SECONDS, type BeatWindow, StatisticsReader, admitBeat } from "@iw/core"
import { Effect, Layer } from "effect"
import type { World } from "./in-memory"

/** The tracker's store in memory: the same `admitBeat` rule as the Kysely upsert, beats kept as they come. */
export const inMemoryActivity = () => {
  const limits = new Map<number, BeatWindow>()
  const beats: Array<ActivityBeat> = []
  const layer = Layer.succeed(ActivityRepository)({
    admit: (memberId, nowMs, claimed) =>
      Effect.sync(() => {
        const a = admitBeat(limits.get(memberId) ?? null, nowMs, claimed)
        if (!a.admitted) return null
        limits.set(memberId, a.next)
        return a.credited
      }),
    record: (beat) => Effect.sync(() => void beats.push(beat)),
    flush: Effect.void,
    days: (from, to) =>
      Effect.sync(() => {
        const out = new Map<number, { day: number; members: Map<number, number>; beats: number }>()
        for (const b of beats) {
          if (b.day < from || b.day > to) continue
          const d = out.get(b.day) ?? { day: b.day, members: new Map(), beats: 0 }
          d.members.set(b.memberId, (d.members.get(b.memberId) ?? 0) + b.seconds)
          d.beats += 1
          out.set(b.day, d)
        }
        return [...out.values()]
          .sort((a, b) => a.day - b.day)
          .map((d) => ({
            day: d.day,
            activeMembers: d.members.size,
            seconds: [...d.members.values()].reduce((a, b) => a + b, 0),
            beats: d.beats,
            boxes: [...d.members.values()].filter((s) => s >= BOX_SECONDS).length
          }))
      }),
    routes: (from, to, limit) =>
      Effect.sync(() => {
        const out = new Map<string, { route: string; seconds: number; beats: number; members: Set<string> }>()
        for (const b of beats) {
          if (b.day < from || b.day > to) continue
          const r = out.get(b.route) ?? { route: b.route, seconds: 0, beats: 0, members: new Set() }
          r.seconds += b.seconds
          r.beats += 1
          r.members.add(`${b.day}|${b.memberId}`)
          out.set(b.route, r)
        }
        return [...out.values()]
          .sort((a, b) => b.seconds - a.seconds || (a.route < b.route ? -1 : 1))
          .slice(0, limit)
          .map((r) => ({ route: r.route, seconds: r.seconds, beats: r.beats, memberDays: r.members.size }))
      }),
    memberBoxes: (memberId, from, minSeconds) =>
      Effect.sync(() => {
        const days = new Map<number, number>()
        for (const b of beats) if (b.memberId === memberId && b.day >= from) days.set(b.day, (days.get(b.day) ?? 0) + b.seconds)
        return [...days.values()].filter((s) => s >= minSeconds).length
      })
  })
  return { layer, limits, beats }
}

/**
 * The back-office reports in memory, read from the world's purchases, ledger and chain as the Kysely reader reads the
 * tables: approved purchases by the CST day of their approval, product and currency; legs into the revenue account by
 * the CST day of their transfer, code and asset; NFT mints by collection and confirmed deposits by currency, by the CST
 * day they were seen (the in-memory chain keeps no separate confirmation time).
 */
export const inMemoryStatistics = (world: Pick<World, "purchases" | "ledger" | "chain">) => {
  const inDays = (at: Date, from: number, to: number) => {
    const d = cstDayNumber(at)
    return d >= from && d <= to
  }
  const group = <A, K extends string>(rows: ReadonlyArray<A>, key: (a: A) => K) => {
    const out = new Map<K, Array<A>>()
    for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r])
    return [...out.values()]
  }
  return Layer.succeed(StatisticsReader)({
    sales: (from, to) =>
      Effect.sync(() =>
        group(
          world.purchases.filter((p) => p.status === "approved" && inDays(p.updatedAt, from, to)),
          (p) => `${cstDayNumber(p.updatedAt)}|${p.productId}|${p.currency}`
        )
          .map((ps) => ({
            day: cstDayNumber(ps[0]!.updatedAt),
            productId: ps[0]!.productId,
            productName: ps.map((p) => p.productName.en).sort()[0]!,
            purchases: ps.length,
            quantity: ps.reduce((n, p) => n + p.quantity, 0),
            currency: ps[0]!.currency,
            amount: ps.reduce((n, p) => n + p.amount, 0n)
          }))
          .sort((a, b) => a.day - b.day || a.productId - b.productId || (a.currency < b.currency ? -1 : 1))
      ),
    revenue: (from, to) =>
      Effect.sync(() => {
        const legs = world.ledger.transfers
          .filter((t) => inDays(t.createdAt, from, to))
          .flatMap((t) => t.legs.filter((l) => l.to.owner.kind === "system" && l.to.owner.name === "revenue").map((l) => ({ t, l })))
        return group(legs, ({ t, l }) => `${cstDayNumber(t.createdAt)}|${t.code}|${l.to.asset}`)
          .map((xs) => ({ day: cstDayNumber(xs[0]!.t.createdAt), source: xs[0]!.t.code, asset: xs[0]!.l.to.asset, transfers: new Set(xs.map((x) => x.t.id)).size, amount: xs.reduce((n, x) => n + x.l.amount, 0n) }))
          .sort((a, b) => a.day - b.day || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0) || (a.asset < b.asset ? -1 : 1))
      }),
    nftTransfers: (from, to) =>
      Effect.sync(() => {
        const seen = Object.values(world.chain).filter((t) => t.confirmed && inDays(new Date(t.seenAt), from, to))
        const rows = seen.map((t) => (t.currency.startsWith("NFT:") ? { day: cstDayNumber(new Date(t.seenAt)), collection: t.currency.split(":")[1]!, kind: "mint" as const } : { day: cstDayNumber(new Date(t.seenAt)), collection: t.currency, kind: "transfer" as const }))
        return group(rows, (r) => `${r.day}|${r.collection}|${r.kind}`)
          .map((xs) => ({ ...xs[0]!, count: xs.length }))
          .sort((a, b) => a.day - b.day || (a.collection < b.collection ? -1 : a.collection > b.collection ? 1 : 0) || (a.kind < b.kind ? -1 : 1))
      })
  })
}
