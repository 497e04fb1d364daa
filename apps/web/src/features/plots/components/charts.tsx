import { formatInteger } from "@iw/ui"
import { type RefObject, useEffect, useRef, useState } from "react"

/** The width of an element in CSS pixels, kept up to date, so an SVG can be drawn at its real size (text stays legible). */
const useWidth = (ref: RefObject<HTMLElement | null>, fallback: number): number => {
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setWidth(Math.max(240, Math.floor(el.getBoundingClientRect().width)))
    measure()
    if (typeof ResizeObserver === "undefined") return
    const ro = new ResizeObserver(measure)
    ro.observe(el)
    return () => ro.disconnect()
  }, [ref])
  return width
}

export interface Bar {
  readonly key: string
  readonly label: string
  readonly value: number
  /** A CSS class that colours the bar (`iw-chart__bar--available`, …). */
  readonly tone: string
  readonly note?: string
}

/**
 * A horizontal bar chart drawn in SVG at the container's width. For assistive technology it is one image with a
 * spoken summary (`label`); the numbers themselves are in the table the page puts beside it.
 */
export const BarChart = ({ bars, label, testId }: { readonly bars: ReadonlyArray<Bar>; readonly label: string; readonly testId?: string }) => {
  const box = useRef<HTMLDivElement>(null)
  const width = useWidth(box, 640)
  const narrow = width < 520
  const row = narrow ? 46 : 34
  const labelW = narrow ? 0 : Math.min(210, Math.round(width * 0.3))
  const valueW = narrow ? 0 : 120
  const barX = labelW
  const barW = Math.max(40, width - labelW - valueW - 8)
  const max = Math.max(1, ...bars.map((b) => b.value))
  const height = bars.length * row + 4
  return (
    <div ref={box} className="iw-chart">
      <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`} data-testid={testId}>
        {bars.map((b, i) => {
          const y = i * row + (narrow ? 20 : 6)
          const w = b.value > 0 ? Math.max(3, Math.round((b.value / max) * barW)) : 0
          const value = b.note ? `${formatInteger(b.value)} · ${b.note}` : formatInteger(b.value)
          return (
            <g key={b.key} aria-hidden="true">
              {narrow ? (
                <>
                  <text x={0} y={y - 6} className="iw-chart__label">
                    {b.label}
                  </text>
                  <text x={width} y={y - 6} textAnchor="end" className="iw-chart__value">
                    {value}
                  </text>
                </>
              ) : (
                <>
                  <text x={labelW - 12} y={y + 15} textAnchor="end" className="iw-chart__label">
                    {b.label}
                  </text>
                  <text x={barX + w + 8} y={y + 15} className="iw-chart__value">
                    {value}
                  </text>
                </>
              )}
              <rect x={barX} y={y} width={narrow ? width : barW} height={narrow ? 14 : 20} rx={4} className="iw-chart__track" />
              <rect x={barX} y={y} width={narrow ? Math.round((b.value / max) * width) : w} height={narrow ? 14 : 20} rx={4} className={`iw-chart__bar ${b.tone}`} />
            </g>
          )
        })}
      </svg>
    </div>
  )
}

export interface Stack {
  readonly key: string
  readonly label: string
  readonly parts: ReadonlyArray<{ readonly key: string; readonly value: number; readonly tone: string }>
}

/** Horizontal 100% stacked bars (e.g. available vs held per level), drawn at the container's width. */
export const StackChart = ({ stacks, label, legend }: { readonly stacks: ReadonlyArray<Stack>; readonly label: string; readonly legend: ReadonlyArray<{ readonly tone: string; readonly label: string }> }) => {
  const box = useRef<HTMLDivElement>(null)
  const width = useWidth(box, 640)
  const labelW = width < 520 ? 72 : 110
  const barW = width - labelW
  const row = 34
  const height = stacks.length * row + 4
  return (
    <div ref={box} className="iw-chart">
      <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        {stacks.map((s, i) => {
          const y = i * row + 6
          const total = s.parts.reduce((n, p) => n + p.value, 0)
          let x = labelW
          return (
            <g key={s.key} aria-hidden="true">
              <text x={0} y={y + 15} className="iw-chart__label">
                {s.label}
              </text>
              <rect x={labelW} y={y} width={barW} height={20} rx={4} className="iw-chart__track" />
              {s.parts.map((p) => {
                const w = total > 0 ? (p.value / total) * barW : 0
                const r = <rect key={p.key} x={x} y={y} width={w} height={20} className={`iw-chart__bar ${p.tone}`} />
                x += w
                return r
              })}
            </g>
          )
        })}
      </svg>
      <ul className="iw-chart__legend" aria-hidden="true">
        {legend.map((l) => (
          <li key={l.tone}>
            <span className={`iw-chart__swatch ${l.tone}`} />
            {l.label}
          </li>
        ))}
      </ul>
    </div>
  )
}
