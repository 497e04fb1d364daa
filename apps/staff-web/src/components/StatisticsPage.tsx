import { Chart, type ChartProps, DataTable, type DataTableProps, type Load, LoadError, Spinner, formatInteger } from "@iw/ui"
import { type ReactNode, createContext, useContext } from "react"
import { useTranslation } from "react-i18next"
import { PageHeader } from "./PageHeader"
import { dayLabel } from "./statistics-period"
import "./statistics-page.css"

/** The periods a statistics page offers, in CST days up to today. */
export const STATISTICS_PERIODS = [7, 30, 90, 365] as const

/** A CSV file's name for a table of a period: `{name}-{from}-{to}.csv`. */
export const csvName = (name: string, period: { readonly from: string; readonly to: string }) => `${name}-${period.from}-${period.to}.csv`

/** What every chart and table of a page shares unless a section says otherwise: the day axis, the empty text, figures. */
export type StatisticsDefaults = Pick<ChartProps, "xLabel" | "formatX"> & { readonly empty: string; readonly summary?: string; readonly formatY?: (v: number) => string }

const Defaults = createContext<StatisticsDefaults | null>(null)

/**
 * The frame of every back-office statistics page (the statistics pages and AdNet's): the title and lead, the period
 * buttons, what comes before the report (`intro`), the loading and error states (a reload keeps the last report,
 * marked busy), then the report's figures and sections built from the data. It lives beside PageHeader, not in a
 * feature, because features do not import each other.
 */
export const StatisticsPage = <A,>({
  title,
  lead,
  back,
  testId,
  periods = STATISTICS_PERIODS,
  length,
  setLength,
  periodLabels,
  load,
  notFound,
  intro,
  defaults,
  children
}: {
  readonly title: string
  readonly lead?: ReactNode
  /** A way back above the title (a link). */
  readonly back?: ReactNode
  readonly testId?: string
  readonly periods?: ReadonlyArray<number>
  readonly length: number
  readonly setLength: (n: number) => void
  /** The period group's name and a button's label, already translated (default: the statistics catalogue's). */
  readonly periodLabels?: { readonly group: string; readonly days: (n: number) => string }
  readonly load: Load<A> & { readonly reload: () => void }
  readonly notFound?: string
  readonly intro?: ReactNode
  /** The sections' shared chart and table texts (default: the statistics catalogue's, CST days on the axis). */
  readonly defaults?: StatisticsDefaults
  readonly children: (data: A) => ReactNode
}) => {
  const { t } = useTranslation()
  const labels = periodLabels ?? { group: t("statistics.period"), days: (n: number) => t("statistics.days", { n }) }
  const shared = defaults ?? { xLabel: t("statistics.day"), formatX: dayLabel, empty: t("statistics.empty"), summary: t("statistics.chartSummary") }
  return (
    <Defaults.Provider value={shared}>
      <div className="sw-page" data-testid={testId}>
        {back}
        <PageHeader
          title={title}
          lead={lead}
          actions={
            <div role="group" aria-label={labels.group} className="sw-stats-modes">
              {periods.map((d) => (
                <button key={d} type="button" className="iw-btn iw-btn--secondary" aria-pressed={d === length} onClick={() => setLength(d)} data-testid={`stats-days-${d}`}>
                  {labels.days(d)}
                </button>
              ))}
            </div>
          }
        />
        {intro}
        {load.status === "error" && <LoadError error={load.error} onRetry={load.reload} notFound={notFound} />}
        {load.data === undefined || load.data === null ? (
          load.status === "loading" && <Spinner label={t("common.loading")} />
        ) : (
          <div aria-busy={load.status === "loading"}>{children(load.data)}</div>
        )}
      </div>
    </Defaults.Provider>
  )
}

/** One figure on a statistics page: a labelled card with a number. */
export const Kpi = ({ label, value, testId }: { readonly label: string; readonly value: ReactNode; readonly testId?: string }) => (
  <div className="iw-card sw-card sw-stats-kpi">
    <span className="sw-muted">{label}</span>
    <strong data-testid={testId}>{value}</strong>
  </div>
)

export const Kpis = ({ children }: { readonly children: ReactNode }) => <div className="sw-stats-kpis">{children}</div>

/**
 * A card of a statistics page: its heading, what comes first (`children`), then its chart and its table, which
 * always offers CSV (`table.csv`, see `csvName`).
 */
export const StatisticsSection = <Row,>({
  id,
  title,
  chart,
  table,
  children
}: {
  readonly id: string
  readonly title: ReactNode
  /** The chart; what it leaves out comes from the page's defaults. */
  readonly chart?: Omit<ChartProps, "empty" | "xLabel" | "formatX" | "formatY"> & Partial<Pick<ChartProps, "empty" | "xLabel" | "formatX" | "formatY">>
  readonly table?: Omit<DataTableProps<Row>, "region" | "className"> & { readonly csv: string }
  readonly children?: ReactNode
}) => {
  const shared = useContext(Defaults)!
  return (
    <section className="iw-card sw-card sw-stats-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {chart && <Chart formatY={(v) => formatInteger(v)} {...shared} {...chart} />}
      {table && <DataTable empty={shared?.empty} {...table} region className="sw-table" />}
    </section>
  )
}
