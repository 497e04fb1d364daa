import { toCstWall } from "@iw/contracts"
import type { Column } from "@iw/ui"
import { useMemo, useState } from "react"

const isoDay = (d: Date) => d.toISOString().slice(0, 10)

/** Every CST day of the last `n`, oldest first, ending today in CST: days without data become zeros, not gaps. */
export const daysBack = (n: number): ReadonlyArray<string> => {
  const [y, m, d] = toCstWall(new Date()).slice(0, 10).split("-").map(Number) as [number, number, number]
  return Array.from({ length: n }, (_, i) => isoDay(new Date(Date.UTC(y, m - 1, d - (n - 1 - i)))))
}

/** A day on the chart's axis: noon UTC of the ISO day, so the label is that day wherever the browser is. */
export const dayX = (day: string) => Date.parse(`${day}T12:00:00Z`)
export const dayLabel = (x: Date | number) => new Date(x).toISOString().slice(5, 10)

/** The period a statistics page shows (`STATISTICS_PERIODS`: CST days up to today) and its days. */
export const usePeriod = () => {
  const [length, setLength] = useState<number>(30)
  const days = useMemo(() => daysBack(length), [length])
  const period = useMemo(() => ({ from: days[0]!, to: days[days.length - 1]! }), [days])
  return { length, setLength, days, period }
}

/** Sums `value` of `rows` per day, in the order of `days`, zeros where a day has none. */
export const perDay = <R extends { readonly day: string }>(days: ReadonlyArray<string>, rows: ReadonlyArray<R>, value: (r: R) => number) => {
  const sums = new Map<string, number>()
  for (const r of rows) sums.set(r.day, (sums.get(r.day) ?? 0) + value(r))
  return days.map((day) => ({ x: dayX(day), y: sums.get(day) ?? 0 }))
}

/** A report table's first column: the CST day, as the row's header, sortable. */
export const dayColumn = <R extends { readonly day: string }>(header: string): Column<R> => ({ key: "day", header, rowHeader: true, cellClassName: "sw-mono", cell: (r) => r.day, sortBy: (r) => r.day })
