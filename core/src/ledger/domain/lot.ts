/**
 * Lot assets (experience tickets, AP points): each credit is a lot with its own expiry; spending takes from
 * the lot that expires first (spec §9: tickets expire 180 days after purchase).
 */
export interface Lot {
  readonly id: string
  /** The transfer that credited the lot (a purchase's credit, a grant, a points credit). */
  readonly transferId: number
  readonly remaining: bigint
  readonly createdAt: Date
  readonly expiresAt: Date
}

export const isLive = (lot: Lot, now: Date): boolean => lot.remaining > 0n && lot.expiresAt.getTime() > now.getTime()

export const liveTotal = (lots: ReadonlyArray<Lot>, now: Date): bigint => lots.filter((l) => isLive(l, now)).reduce((s, l) => s + l.remaining, 0n)

/** Lots that have run out of time but still hold units: they move to the `expired` account. */
export const expiredLots = (lots: ReadonlyArray<Lot>, now: Date): ReadonlyArray<Lot> =>
  lots.filter((l) => l.remaining > 0n && l.expiresAt.getTime() <= now.getTime())

/** `closestExpiration` of spec §3: the earliest expiry among lots that still hold something. */
export const closestExpiration = (lots: ReadonlyArray<Lot>, now: Date): Date | null => {
  const live = lots.filter((l) => isLive(l, now)).map((l) => l.expiresAt.getTime())
  return live.length === 0 ? null : new Date(Math.min(...live))
}

export interface Take {
  readonly lotId: string
  readonly amount: bigint
}

/** Lot ids are whole numbers as text: "9" comes before "10". */
const byId = (a: Lot, b: Lot) => a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
const earliestFirst = (a: Lot, b: Lot) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime() || byId(a, b)

/**
 * Which lots a spend of `amount` draws on: earliest expiry first, then oldest. Null when live lots fall short.
 *
 * `firstFrom` names a transfer whose lots are drawn before any other: a refund reverses the lot its own purchase
 * credited. Only when that lot no longer holds enough (its tickets were partly spent, or it expired) does the rest
 * come from the member's other live lots, earliest expiry first, like any spend.
 */
export const spendPlan = (lots: ReadonlyArray<Lot>, amount: bigint, now: Date, firstFrom?: number): ReadonlyArray<Take> | null => {
  const live = lots.filter((l) => isLive(l, now)).sort(earliestFirst)
  const ordered = firstFrom === undefined ? live : [...live.filter((l) => l.transferId === firstFrom), ...live.filter((l) => l.transferId !== firstFrom)]
  const takes: Array<Take> = []
  let left = amount
  for (const lot of ordered) {
    if (left === 0n) break
    const take = lot.remaining < left ? lot.remaining : left
    takes.push({ lotId: lot.id, amount: take })
    left -= take
  }
  return left === 0n ? takes : null
}

export const addDays = (d: Date, days: number): Date => new Date(d.getTime() + days * 86_400_000)

/**
 * AP points (spec §9): they accumulate over the last 360 days, counted from 2024-01-01 (CST, the product's time,
 * spec §9 Displayed times). A points lot counts while it is live (it expires 360 days after it was credited) and
 * only when it was credited on or after `start`, that first day's first instant: points from before it never count.
 * The core does not know CST, so `start` is given (`LedgerCalendar`, from contracts/src/cst.ts).
 */
export const AP_POINTS_WINDOW_DAYS = 360

export const countsAsPoints = (lot: Lot, now: Date, start: Date): boolean =>
  isLive(lot, now) &&
  lot.createdAt.getTime() >= start.getTime() &&
  lot.createdAt.getTime() > addDays(now, -AP_POINTS_WINDOW_DAYS).getTime() &&
  lot.createdAt.getTime() <= now.getTime()

export const pointsTotal = (lots: ReadonlyArray<Lot>, now: Date, start: Date): bigint =>
  lots.filter((l) => countsAsPoints(l, now, start)).reduce((s, l) => s + l.remaining, 0n)

/** Where the points window starts now: 360 days back, but never before `start` (2024-01-01 CST). */
export const pointsWindowStart = (now: Date, start: Date): Date => {
  const back = addDays(now, -AP_POINTS_WINDOW_DAYS)
  return back.getTime() > start.getTime() ? back : start
}
