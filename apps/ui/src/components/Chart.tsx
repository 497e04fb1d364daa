import { useEffect, useId, useRef, useState } from "react"

/** One point of a series: `x` an instant (or a number), `y` a number (exact decimals are converted only for drawing). */
export interface ChartPoint {
  readonly x: Date | number
  readonly y: number
}

export interface ChartSeries {
  readonly name: string
  readonly points: ReadonlyArray<ChartPoint>
}

export interface ChartProps {
  /** What the chart shows, for everyone: the heading above it and the image's accessible name. */
  readonly title: string
  /** One sentence a screen reader hears after the title (e.g. the period and the unit). */
  readonly summary?: string
  readonly series: ReadonlyArray<ChartSeries>
  readonly kind?: "line" | "bar"
  /** The x value's words: a CST date through the app's formatter for time axes. */
  readonly formatX: (x: Date | number) => string
  /** The y value's words (a decimal with its unit, a count). */
  readonly formatY: (y: number) => string
  /** Headers of the data table: the x column's and, per series, the series name. */
  readonly xLabel: string
  /**
   * The toggle that opens the data table ("Show the data as a table"). Left out only where the page shows the same
   * numbers in its own table beside the chart (with CSV, say).
   */
  readonly tableLabel?: string
  /** Said instead of an empty chart. */
  readonly empty: string
  /** Drawing height in px (the width follows the container). */
  readonly height?: number
  readonly testId?: string
}

const PAD = { top: 12, right: 12, bottom: 28, left: 56 }
const COLOURS = ["var(--iw-primary)", "var(--iw-accent)", "var(--iw-success)", "var(--iw-warning)"]

const xNum = (x: Date | number) => (typeof x === "number" ? x : x.getTime())

/** Round steps for an axis: 1, 2 or 5 × 10^n, about `count` ticks from 0 (or the minimum) to the maximum. */
export const niceTicks = (min: number, max: number, count = 4): ReadonlyArray<number> => {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0]
  const lo = Math.min(0, min)
  const hi = max <= lo ? lo + 1 : max
  const raw = (hi - lo) / count
  const mag = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag
  const ticks: Array<number> = []
  for (let v = Math.floor(lo / step) * step; v <= hi + step / 2; v += step) ticks.push(Number(v.toPrecision(12)))
  return ticks
}

/**
 * The one chart of both web apps: an SVG line or bar chart we draw ourselves (no script, no inline style, so the
 * pages' CSP holds), scaled to its container. It is an image with a name (`role="img"`, the title and summary) and,
 * for anyone who wants the numbers, the same data as a table behind a disclosure. Colours come from the theme.
 */
export const Chart = ({ title, summary, series, kind = "line", formatX, formatY, xLabel, tableLabel, empty, height = 220, testId }: ChartProps) => {
  const id = useId()
  // The drawing is as wide as its container in CSS pixels, so its text stays readable from 375 px up.
  const box = useRef<HTMLElement>(null)
  const [W, setW] = useState(640)
  useEffect(() => {
    const el = box.current
    if (el === null || typeof ResizeObserver === "undefined") return
    const seen = new ResizeObserver(([entry]) => entry && entry.contentRect.width > 0 && setW(Math.round(entry.contentRect.width)))
    seen.observe(el)
    return () => seen.disconnect()
  }, [series.every((s) => s.points.length === 0)])
  const xs = [...new Set(series.flatMap((s) => s.points.map((p) => xNum(p.x))))].sort((a, b) => a - b)
  const ys = series.flatMap((s) => s.points.map((p) => p.y))
  if (xs.length === 0) {
    return (
      <figure className="iw-chart" data-testid={testId} ref={box}>
        <figcaption className="iw-chart__title">{title}</figcaption>
        <p className="iw-chart__empty">{empty}</p>
      </figure>
    )
  }
  const ticks = niceTicks(Math.min(...ys), Math.max(...ys))
  const yMin = ticks[0]!
  const yMax = ticks[ticks.length - 1]!
  const innerW = W - PAD.left - PAD.right
  const innerH = height - PAD.top - PAD.bottom
  const band = innerW / xs.length
  const xPos = (x: number) => PAD.left + band * xs.indexOf(x) + band / 2
  const yPos = (y: number) => PAD.top + innerH - ((y - yMin) / (yMax - yMin || 1)) * innerH
  const labelEvery = Math.max(1, Math.ceil(xs.length / Math.max(2, Math.floor(innerW / 90))))
  const barW = Math.max(2, (band * 0.7) / series.length)
  const xLabelOf = new Map(series.flatMap((s) => s.points.map((p) => [xNum(p.x), formatX(p.x)] as const)))
  return (
    <figure className="iw-chart" data-testid={testId} data-kind={kind} ref={box}>
      <figcaption className="iw-chart__title" id={`${id}-title`}>
        {title}
      </figcaption>
      <svg className="iw-chart__svg" viewBox={`0 0 ${W} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} preserveAspectRatio="xMidYMid meet">
        <desc id={`${id}-desc`}>{summary ?? ""}</desc>
        {ticks.map((t) => (
          <g key={t} className="iw-chart__grid" aria-hidden="true">
            <line x1={PAD.left} x2={W - PAD.right} y1={yPos(t)} y2={yPos(t)} />
            <text x={PAD.left - 6} y={yPos(t)} textAnchor="end" dominantBaseline="middle">
              {formatY(t)}
            </text>
          </g>
        ))}
        {xs.map((x, i) =>
          i % labelEvery === 0 ? (
            <text key={x} className="iw-chart__xlabel" x={xPos(x)} y={height - 8} textAnchor="middle" aria-hidden="true">
              {xLabelOf.get(x)}
            </text>
          ) : null
        )}
        {series.map((s, si) =>
          kind === "bar" ? (
            <g key={s.name} fill={COLOURS[si % COLOURS.length]} aria-hidden="true">
              {s.points.map((p) => {
                const x = xPos(xNum(p.x)) - (barW * series.length) / 2 + si * barW
                const top = yPos(Math.max(p.y, 0))
                return <rect key={xNum(p.x)} x={x} y={top} width={barW} height={Math.max(1, yPos(Math.min(p.y, 0)) - top)} />
              })}
            </g>
          ) : (
            <g key={s.name} stroke={COLOURS[si % COLOURS.length]} fill={COLOURS[si % COLOURS.length]} aria-hidden="true">
              <polyline
                className="iw-chart__line"
                fill="none"
                points={[...s.points]
                  .sort((a, b) => xNum(a.x) - xNum(b.x))
                  .map((p) => `${xPos(xNum(p.x))},${yPos(p.y)}`)
                  .join(" ")}
              />
              {s.points.map((p) => (
                <circle key={xNum(p.x)} cx={xPos(xNum(p.x))} cy={yPos(p.y)} r={3} />
              ))}
            </g>
          )
        )}
      </svg>
      {tableLabel !== undefined && (
      <details className="iw-chart__data">
        <summary>{tableLabel}</summary>
        <table className="iw-table">
          <caption className="iw-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              {series.map((s) => (
                <th scope="col" key={s.name}>
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {xs.map((x) => (
              <tr key={x}>
                <th scope="row">{xLabelOf.get(x)}</th>
                {series.map((s) => {
                  const p = s.points.find((q) => xNum(q.x) === x)
                  return <td key={s.name}>{p === undefined ? "–" : formatY(p.y)}</td>
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      )}
    </figure>
  )
}
