/**
 * Lot assets (experience tickets, AP points): each credit is a lot with its own expiry; spending takes from
 * the lot that expires first (spec §9: tickets expire 180 days after purchase).
 */
export interface Lot {
  readonly id: string
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

/** Which lots a spend of `amount` draws on: earliest expiry first, then oldest. Null when live lots fall short. */
export const spendPlan = (lots: ReadonlyArray<Lot>, amount: bigint, now: Date): ReadonlyArray<Take> | null => {
  const live = lots
    .filter((l) => isLive(l, now))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
  const takes: Array<Take> = []
  let left = amount
  for (const lot of live) {
    if (left === 0n) break
    const take = lot.remaining < left ? lot.remaining : left
    takes.push({ lotId: lot.id, amount: take })
    left -= take
  }
  return left === 0n ? takes : null
}

export const addDays = (d: Date, days: number): Date => new Date(d.getTime() + days * 86_400_000)
