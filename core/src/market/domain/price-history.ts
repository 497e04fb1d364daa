/** One day of an item's sales: the CST day's first instant, the volume and the average and last unit price. */
export interface PricePoint {
  readonly day: Date
  readonly units: number
  readonly averageUnitPrice: bigint
  readonly lastUnitPrice: bigint
}

/** Sales (time order) grouped by day (`dayOf` gives a sale's day start), the average rounded down. */
export const pricePoints = (sales: ReadonlyArray<{ readonly at: Date; readonly quantity: number; readonly unitPrice: bigint }>, dayOf: (d: Date) => Date): ReadonlyArray<PricePoint> => {
  const byDay = new Map<number, { day: Date; units: number; total: bigint; last: bigint }>()
  for (const s of sales) {
    const day = dayOf(s.at)
    const cur = byDay.get(day.getTime()) ?? { day, units: 0, total: 0n, last: 0n }
    cur.units += s.quantity
    cur.total += s.unitPrice * BigInt(s.quantity)
    cur.last = s.unitPrice
    byDay.set(day.getTime(), cur)
  }
  return [...byDay.values()]
    .sort((a, b) => a.day.getTime() - b.day.getTime())
    .map((d) => ({ day: d.day, units: d.units, averageUnitPrice: d.units === 0 ? 0n : d.total / BigInt(d.units), lastUnitPrice: d.last }))
}

const DAY_MS = 86_400_000
/** CST is UTC−6 all year (spec §9 "Displayed times: CST"): the instant a CST day starts. */
export const cstDayStart = (d: Date): Date => {
  const shifted = d.getTime() - 6 * 3_600_000
  return new Date(Math.floor(shifted / DAY_MS) * DAY_MS + 6 * 3_600_000)
}
