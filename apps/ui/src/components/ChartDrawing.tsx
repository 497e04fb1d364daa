import { scaleBand, scaleLinear } from "d3-scale"
import { line } from "d3-shape"
import type { ChartSeries } from "./Chart"

const PAD = { top: 12, right: 12, bottom: 28, left: 56 }
const COLOURS = ["var(--iw-primary)", "var(--iw-accent)", "var(--iw-success)", "var(--iw-warning)"]

export interface ChartDrawingProps {
  readonly series: ReadonlyArray<ChartSeries>
  readonly kind: "line" | "bar"
  /** The x values (as numbers), sorted, and their words. */
  readonly xs: ReadonlyArray<number>
  readonly xLabelOf: ReadonlyMap<number, string>
  readonly formatY: (y: number) => string
  readonly width: number
  readonly height: number
  readonly labelledBy: string
  readonly descId: string
  readonly summary: string
}

const xNum = (x: Date | number) => (typeof x === "number" ? x : x.getTime())

/**
 * The drawing of the one chart, on d3-scale and d3-shape (scales, nice ticks and the line path) rendered by React as
 * SVG elements: no canvas, no script-made style, so the pages' CSP holds and the image has a name. Loaded lazily by
 * `Chart`, so pages without a chart (the landing) never download it.
 */
const ChartDrawing = ({ series, kind, xs, xLabelOf, formatY, width: W, height, labelledBy, descId, summary }: ChartDrawingProps) => {
  const ys = series.flatMap((s) => s.points.map((p) => p.y))
  const y = scaleLinear()
    .domain([Math.min(0, ...ys), Math.max(...ys) > Math.min(0, ...ys) ? Math.max(...ys) : Math.min(0, ...ys) + 1])
    .range([height - PAD.bottom, PAD.top])
    .nice(4)
  // A series of whole numbers (counts) is read on whole-number ticks: fractional ones would print the same count twice
  // (0.2, 0.4 … shown as 0, 0 …), as an empty period's axis did.
  const whole = ys.every(Number.isInteger)
  const ticks = y.ticks(4).filter((t) => !whole || Number.isInteger(t))
  const x = scaleBand<number>().domain(xs).range([PAD.left, W - PAD.right]).paddingInner(0.3).paddingOuter(0.15)
  const mid = (v: number) => (x(v) ?? PAD.left) + x.bandwidth() / 2
  const innerW = W - PAD.left - PAD.right
  const labelEvery = Math.max(1, Math.ceil(xs.length / Math.max(2, Math.floor(innerW / 90))))
  const barW = Math.max(2, x.bandwidth() / Math.max(1, series.length))
  const path = line<{ readonly x: Date | number; readonly y: number }>()
    .x((p) => mid(xNum(p.x)))
    .y((p) => y(p.y))
  return (
    <svg className="iw-chart__svg" viewBox={`0 0 ${W} ${height}`} role="img" aria-labelledby={labelledBy} preserveAspectRatio="xMidYMid meet">
      <desc id={descId}>{summary}</desc>
      {ticks.map((t) => (
        <g key={t} className="iw-chart__grid" aria-hidden="true">
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
          <text x={PAD.left - 6} y={y(t)} textAnchor="end" dominantBaseline="middle">
            {formatY(t)}
          </text>
        </g>
      ))}
      {xs.map((v, i) =>
        i % labelEvery === 0 ? (
          <text key={v} className="iw-chart__xlabel" x={mid(v)} y={height - 8} textAnchor="middle" aria-hidden="true">
            {xLabelOf.get(v)}
          </text>
        ) : null
      )}
      {series.map((s, si) =>
        kind === "bar" ? (
          <g key={s.name} className="iw-chart__series" fill={COLOURS[si % COLOURS.length]} aria-hidden="true">
            {s.points.map((p) => {
              const left = (x(xNum(p.x)) ?? PAD.left) + si * barW
              const top = y(Math.max(p.y, 0))
              return <rect key={xNum(p.x)} className="iw-chart__rect" x={left} y={top} width={barW} height={Math.max(1, y(Math.min(p.y, 0)) - top)} />
            })}
          </g>
        ) : (
          <g key={s.name} className="iw-chart__series" stroke={COLOURS[si % COLOURS.length]} fill={COLOURS[si % COLOURS.length]} aria-hidden="true">
            <path className="iw-chart__line" fill="none" d={path([...s.points].sort((a, b) => xNum(a.x) - xNum(b.x))) ?? ""} />
            {s.points.map((p) => (
              <circle key={xNum(p.x)} cx={mid(xNum(p.x))} cy={y(p.y)} r={3} />
            ))}
          </g>
        )
      )}
    </svg>
  )
}

export default ChartDrawing
