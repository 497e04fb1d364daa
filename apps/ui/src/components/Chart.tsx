import { Suspense, lazy, useEffect, useId, useRef, useState } from "react"

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

const xNum = (x: Date | number) => (typeof x === "number" ? x : x.getTime())

// The drawing (d3-scale, d3-shape) is its own chunk, fetched the first time a chart shows.
const ChartDrawing = lazy(() => import("./ChartDrawing"))

/**
 * The one chart of both web apps: a line or bar chart drawn as SVG on d3-scale and d3-shape (see `ChartDrawing`,
 * loaded lazily; no canvas and no inline style, so the pages' CSP holds), scaled to its container. It is an image with
 * a name (`role="img"`, the title and summary) and, for anyone who wants the numbers, the same data as a table behind
 * a disclosure, which shows at once while the drawing loads. Colours come from the theme.
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
  if (xs.length === 0) {
    return (
      <figure className="iw-chart" data-testid={testId} ref={box}>
        <figcaption className="iw-chart__title">{title}</figcaption>
        <p className="iw-chart__empty">{empty}</p>
      </figure>
    )
  }
  const xLabelOf = new Map(series.flatMap((s) => s.points.map((p) => [xNum(p.x), formatX(p.x)] as const)))
  return (
    <figure className="iw-chart" data-testid={testId} data-kind={kind} ref={box}>
      <figcaption className="iw-chart__title" id={`${id}-title`}>
        {title}
      </figcaption>
      <Suspense fallback={<svg className="iw-chart__svg iw-chart__svg--wait" viewBox={`0 0 ${W} ${height}`} aria-hidden="true" />}>
        <ChartDrawing
          series={series}
          kind={kind}
          xs={xs}
          xLabelOf={xLabelOf}
          formatY={formatY}
          width={W}
          height={height}
          labelledBy={`${id}-title ${id}-desc`}
          descId={`${id}-desc`}
          summary={summary ?? ""}
        />
      </Suspense>
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
