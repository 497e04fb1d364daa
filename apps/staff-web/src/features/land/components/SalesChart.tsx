import { useTranslation } from "react-i18next"

export type DayPoint = { readonly day: string; readonly value: number; readonly label: string }

/** Grid values for an axis up to `max`: 0 and two or three round steps. */
const ticks = (max: number): ReadonlyArray<number> => {
  if (max <= 0) return [0]
  const raw = max / 3
  const mag = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw
  const out: Array<number> = []
  for (let v = 0; v <= max + step / 2; v += step) out.push(Math.round(v * 1e8) / 1e8)
  return out
}

/**
 * One value per day as bars in an inline SVG. The SVG has a title (role img) and each bar a tooltip; the page puts
 * a table with the same numbers beside it for screen readers and copying.
 */
export const SalesChart = ({ points, label, format }: { readonly points: ReadonlyArray<DayPoint>; readonly label: string; readonly format: (n: number) => string }) => {
  const { t } = useTranslation()
  const w = 760
  const h = 240
  const left = 56
  const right = 12
  const top = 12
  const bottom = 30
  const grid = ticks(Math.max(0, ...points.map((p) => p.value)))
  const max = Math.max(1e-9, grid[grid.length - 1] ?? 1)
  const step = (w - left - right) / Math.max(1, points.length)
  const y = (v: number) => h - bottom - (v / max) * (h - top - bottom)
  // About six date labels along the axis, whatever the period.
  const every = Math.max(1, Math.ceil(points.length / 6))
  return (
    <figure className="sw-land-chart">
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (axe scrollable-region-focusable). */}
      <div className="sw-land-chart__scroll" tabIndex={0} role="group" aria-label={label}>
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={label} data-testid="plot-sales-chart">
        <title>{label}</title>
        {grid.map((v) => (
          <g key={v}>
            <line x1={left} x2={w - right} y1={y(v)} y2={y(v)} className="sw-land-chart__grid" />
            <text x={left - 8} y={y(v) + 4} textAnchor="end" className="sw-land-chart__axis">
              {format(v)}
            </text>
          </g>
        ))}
        {points.map((p, i) => {
          const bh = Math.max(p.value > 0 ? 2 : 0, h - bottom - y(p.value))
          return (
            <g key={p.day}>
              <rect x={left + i * step + step * 0.15} width={Math.max(1, step * 0.7)} y={h - bottom - bh} height={bh} rx={Math.min(3, step * 0.2)} className="sw-land-chart__bar">
                <title>{`${p.day}: ${p.label}`}</title>
              </rect>
              {i % every === 0 && (
                <text x={left + i * step + step / 2} y={h - 10} textAnchor="middle" className="sw-land-chart__axis">
                  {p.day.slice(5)}
                </text>
              )}
            </g>
          )
        })}
        <line x1={left} x2={w - right} y1={h - bottom} y2={h - bottom} className="sw-land-chart__base" />
      </svg>
      </div>
      <figcaption className="sw-muted sw-small">{t("plotsAdmin.sales.chartCaption")}</figcaption>
    </figure>
  )
}
