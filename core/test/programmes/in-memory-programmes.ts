import { PROGRAMME_CALENDAR } from "@iw/contracts"
import {
  type Holdings,
  type PaidPurchase,
  ProgrammeCalendar,
  ProgrammeHoldings,
  type RevenueShare,
  type RevenueSharingDay,
  RevenueSharingRepository,
  USDT_MINOR_PER_CENT,
  accountKey,
  system
} from "@iw/core"
import { Effect, Layer } from "effect"
import { type BuildingsWorld, buildingsLayer, emptyBuildingsWorld } from "../buildings/in-memory-buildings"

/** The programmes' part of an in-memory world; it lives inside the World, so a failed unit of work rolls it back too. */
export interface ProgrammesState {
  days: Array<RevenueSharingDay>
  shares: Array<RevenueShare>
  /** Whole days the programmes' clock runs ahead (the calendar's test shift). */
  shiftDays: number
}

export type ProgrammesWorld = BuildingsWorld & { programmes: ProgrammesState }

export const emptyProgrammesWorld = (start?: number): ProgrammesWorld => ({ ...emptyBuildingsWorld(start), programmes: { days: [], shares: [], shiftDays: 0 } })

const REVENUE = accountKey(system("revenue", "abey"))

/**
 * The in-memory RevenueSharingRepository, with the Kysely adapter's meaning: a day is created once (its primary key),
 * only its creator writes its shares, shares are keyed by day and member, and reads answer newest day first.
 */
export const inMemoryRevenueSharingRepository = (world: ProgrammesWorld) => {
  const P = () => world.programmes
  const dayOf = (day: string) => P().days.find((d) => d.day === day) ?? null
  const shareOf = (day: string, memberId: number) => P().shares.find((s) => s.day === day && s.memberId === memberId) ?? null
  const paidSum = (rows: ReadonlyArray<RevenueShare>) => rows.filter((s) => s.state === "paid").reduce((n, s) => n + s.amount, 0n)
  const byDayDesc = <A extends { day: string }>(a: A, b: A) => (a.day < b.day ? 1 : a.day > b.day ? -1 : 0)
  return Layer.succeed(RevenueSharingRepository)({
    incomeBetween: (from, to) =>
      Effect.sync(() =>
        world.ledger.transfers
          .filter((t) => t.createdAt.getTime() >= from.getTime() && t.createdAt.getTime() < to.getTime())
          .flatMap((t) => t.legs)
          .filter((l) => accountKey(l.to) === REVENUE)
          .reduce((n, l) => n + l.amount, 0n)
      ),
    claimDay: (d, shares) =>
      Effect.sync(() => {
        const existing = dayOf(d.day)
        if (existing !== null) return { day: existing, created: false }
        const day: RevenueSharingDay = { day: d.day, income: d.income, pool: d.pool, qualified: d.qualified, paidTotal: 0n, state: "calculating", runs: 0, createdAt: d.at, paidAt: null }
        P().days.push(day)
        for (const s of shares) {
          if (shareOf(d.day, s.memberId) !== null) throw new Error("revenue_sharing_shares: duplicate key")
          P().shares.push({ day: d.day, memberId: s.memberId, amount: s.amount, state: "calculating", transferId: null, paidAt: null })
        }
        return { day, created: true }
      }),
    getDay: (day) => Effect.sync(() => dayOf(day)),
    unpaidShares: (day) => Effect.sync(() => P().shares.filter((s) => s.day === day && s.state === "calculating").sort((a, b) => a.memberId - b.memberId)),
    lockShare: (day, memberId) => Effect.sync(() => shareOf(day, memberId)),
    markSharePaid: (day, memberId, transferId, at) =>
      Effect.sync(() => {
        P().shares = P().shares.map((s) => (s.day === day && s.memberId === memberId ? { ...s, state: "paid", transferId, paidAt: at } : s))
      }),
    sharesTotal: (day) => Effect.sync(() => paidSum(P().shares.filter((s) => s.day === day))),
    finishDay: (day, paidTotal, at) =>
      Effect.sync(() => {
        P().days = P().days.map((d) => (d.day === day ? { ...d, state: "paid", paidTotal, paidAt: at } : d))
      }),
    countRun: (day) =>
      Effect.sync(() => {
        P().days = P().days.map((d) => (d.day === day ? { ...d, runs: d.runs + 1 } : d))
      }),
    sharesOf: (memberId, limit, offset) =>
      Effect.sync(() => {
        const rows = P().shares.filter((s) => s.memberId === memberId).sort(byDayDesc)
        return { rows: rows.slice(offset, offset + limit), total: rows.length }
      }),
    paidTotalOf: (memberId) => Effect.sync(() => paidSum(P().shares.filter((s) => s.memberId === memberId))),
    days: (limit, offset) =>
      Effect.sync(() => {
        const rows = [...P().days].sort(byDayDesc)
        return { rows: rows.slice(offset, offset + limit), total: rows.length }
      })
  })
}

/**
 * The in-memory ProgrammeHoldings over the world's land, buildings and purchases, with the Kysely adapter's meaning:
 * a PLOT counts at an instant when one of its activations covers it (`activatedAt <= at < expiresAt`) and the member
 * owns it; a building counts once bought by then; purchases are the approved ones, newest first.
 */
export const inMemoryProgrammeHoldings = (world: ProgrammesWorld) => {
  const plotsAt = (memberId: number, at: Date) => {
    const t = at.getTime()
    const cells = new Set(
      world.land.activations
        .filter((a) => a.memberId === memberId && a.activatedAt.getTime() <= t && a.expiresAt.getTime() > t)
        .filter((a) => world.land.plots.some((p) => p.x === a.x && p.y === a.y && p.ownerId === memberId))
        .map((a) => `${a.x},${a.y}`)
    )
    return cells.size
  }
  const buildingsAt = (memberId: number, at: Date) => world.buildings.buildings.filter((b) => b.memberId === memberId && b.purchasedAt.getTime() <= at.getTime()).length
  const of = (memberId: number, at: Date): Holdings => ({ activatedPlots: plotsAt(memberId, at), buildings: buildingsAt(memberId, at) })
  return Layer.succeed(ProgrammeHoldings)({
    of: (memberId, at) => Effect.sync(() => of(memberId, at)),
    candidatesAt: (at) =>
      Effect.sync(() =>
        [...new Set(world.land.activations.map((a) => a.memberId))]
          .sort((a, b) => a - b)
          .map((memberId) => ({ memberId, ...of(memberId, at) }))
          .filter((c) => c.activatedPlots > 0)
      ),
    approvedPurchases: (memberId) =>
      Effect.sync(() =>
        world.purchases
          .filter((p) => p.memberId === memberId && p.status === "approved")
          .sort((a, b) => b.id - a.id)
          .slice(0, 500)
          .map((p): PaidPurchase => ({ purchaseId: p.id, productId: p.productId, productName: p.productName.en, cents: p.amount / USDT_MINOR_PER_CENT, at: p.updatedAt }))
      )
  })
}

/**
 * The programmes' calendar in memory: the composition root's dates and CST days (contracts' PROGRAMME_CALENDAR), with
 * the test shift read from the world.
 */
export const inMemoryProgrammeCalendar = (world: { programmes: Pick<ProgrammesState, "shiftDays"> }) =>
  Layer.succeed(ProgrammeCalendar)({
    ...PROGRAMME_CALENDAR,
    shiftDays: () => world.programmes.shiftDays
  })

/** Every in-memory port (identity, ledger, land, buildings, programmes) over one world; a test may give its own repository. */
export const programmesLayer = (world: ProgrammesWorld, repository: Layer.Layer<RevenueSharingRepository> = inMemoryRevenueSharingRepository(world)) =>
  Layer.mergeAll(buildingsLayer(world), repository, inMemoryProgrammeHoldings(world), inMemoryProgrammeCalendar(world))

export const runProgrammes = <A, E>(world: ProgrammesWorld, effect: Effect.Effect<A, E, any>) =>
  Effect.runPromiseExit(Effect.provide(effect, programmesLayer(world)) as Effect.Effect<A, E, never>)
