import { type HTMLAttributes, type ReactNode, useState } from "react"
import { useTranslation } from "react-i18next"
import { type CellValue, type SortState, downloadCsv, nextSort, sortRows, toCsv } from "../table"
import type { Load } from "../use-load"
import { Button } from "./Button"
import { Spinner } from "./Feedback"
import { LoadError } from "./LoadState"
import { Pager, type PagerProps } from "./Pager"

export interface Column<Row> {
  /** Names the column for sorting; unique in the table. */
  readonly key: string
  /** The header. It also labels the cell when rows stack as cards on a phone (`data-label`) and heads the CSV column. */
  readonly header: string
  /** The header is for screen readers only (an actions column). */
  readonly headerHidden?: boolean
  readonly cell: (row: Row) => ReactNode
  /** Makes the header a sort button; rows are ordered by this value (exact for decimal strings). */
  readonly sortBy?: (row: Row) => CellValue
  /** The column's CSV value; without it the sort value is exported, and a column with neither is left out. */
  readonly csv?: (row: Row) => CellValue
  /** Classes of the header and the cells (e.g. a numeric column). */
  readonly className?: string
  /** Classes of the cells only. */
  readonly cellClassName?: string
  /** The cell heads its row: `<th scope="row">`, reachable by script focus (after a dialog closes, say). */
  readonly rowHeader?: boolean
  /** The stacked-card label when it should differ from the header ("" for none). */
  readonly label?: string
}

type DataAttributes = { readonly [key: `data-${string}`]: string | number | boolean | undefined }

export interface DataTableProps<Row> {
  /** Columns in order; `false` or `null` leaves one out (e.g. a column only some screens show). */
  readonly columns: ReadonlyArray<Column<Row> | false | null | undefined>
  readonly rows: ReadonlyArray<Row>
  readonly rowKey: (row: Row, index: number) => string | number
  /** Names the table for screen readers (a hidden caption, and the scroll region's label). */
  readonly caption: string
  /** `data-testid` of the table. */
  readonly testId?: string
  /** Classes of the table besides `iw-table` (each app's look: stacked rows on phones, hover…). */
  readonly className?: string
  /** Attributes of a row: test ids, a click that opens it, a class. */
  readonly rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & DataAttributes
  /** What an empty table says. */
  readonly empty?: ReactNode
  /** An empty table shows `empty` in a row under the headers, or in place of the table ("block", for a richer empty state). */
  readonly emptyAs?: "row" | "block"
  /** The load behind the rows: a spinner before the first answer, the error with Try again, `aria-busy` while it reloads. */
  readonly load?: Load<unknown> & { readonly reload?: () => void }
  /** Paging under the table (from usePagedQuery's `pager`). */
  readonly pager?: PagerProps | null
  /** Wraps the table in a labelled, focusable region that scrolls sideways on narrow screens. */
  readonly region?: boolean
  /** Offers "Export CSV" of the rows shown, in their order, as this file name. */
  readonly csv?: string
  /** The order before anyone sorts (else the server's). */
  readonly initialSort?: SortState
}

const isColumn = <Row,>(c: Column<Row> | false | null | undefined): c is Column<Row> => Boolean(c)

/**
 * The one table of both web apps: a hidden caption, column headers with `scope`, sortable columns as buttons with
 * `aria-sort` and a spoken summary, an empty state, the load's spinner and error, paging and CSV export. Rows stack as
 * cards on a phone through each cell's `data-label` (the app's table classes decide the look).
 */
export const DataTable = <Row,>({ columns: given, rows, rowKey, caption, testId, className, rowProps, empty, emptyAs = "row", load, pager, region = false, csv, initialSort }: DataTableProps<Row>) => {
  const { t } = useTranslation()
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null)
  const columns = given.filter(isColumn)
  const sortColumn = sort ? columns.find((c) => c.key === sort.column) : undefined
  const shown = sortRows(rows, sortColumn?.sortBy, sortColumn ? sort?.direction : undefined)

  const error = load?.status === "error" ? <LoadError error={load.error} onRetry={load.reload} /> : null
  if (load && load.data === undefined) return error ?? (load.status === "loading" ? <Spinner label={t("common.loading")} /> : null)

  const exported = columns.filter((c) => c.csv || c.sortBy)
  const exportCsv = () =>
    downloadCsv(
      csv ?? "table.csv",
      toCsv(
        exported.map((c) => c.header),
        shown.map((row) => exported.map((c) => (c.csv ?? c.sortBy)!(row)))
      )
    )
  const tools = csv && exported.length > 0 && shown.length > 0 && (
    <div className="iw-table__tools">
      <Button variant="ghost" onClick={exportCsv} data-testid="table-export-csv">
        {t("common.exportCsv")}
      </Button>
    </div>
  )

  const table =
    shown.length === 0 && emptyAs === "block" ? (
      empty
    ) : (
      <table className={`iw-table${className ? ` ${className}` : ""}`} data-testid={testId} aria-busy={load?.status === "loading" || undefined}>
        <caption className="iw-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const direction = sort?.column === c.key ? sort.direction : undefined
              return (
                <th key={c.key} scope="col" className={c.className} aria-sort={c.sortBy ? (direction ?? "none") : undefined}>
                  {c.sortBy ? (
                    <button type="button" className="iw-table__sort" onClick={() => setSort(nextSort(sort, c.key))}>
                      {c.header}
                      <span className="iw-table__sort-icon" aria-hidden="true">
                        {direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕"}
                      </span>
                    </button>
                  ) : c.headerHidden ? (
                    <span className="iw-visually-hidden">{c.header}</span>
                  ) : (
                    c.header
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && empty !== undefined && (
            <tr>
              <td colSpan={columns.length} className="iw-table__empty">
                {empty}
              </td>
            </tr>
          )}
          {shown.map((row, i) => (
            <tr key={rowKey(row, i)} {...rowProps?.(row)}>
              {columns.map((c) => {
                const cls = [c.className, c.cellClassName].filter(Boolean).join(" ") || undefined
                const label = c.label ?? (c.headerHidden ? "" : c.header)
                return c.rowHeader ? (
                  <th key={c.key} scope="row" className={cls} data-label={label} tabIndex={-1}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={c.key} className={cls} data-label={label}>
                    {c.cell(row)}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    )

  return (
    <>
      {error}
      {tools}
      {region ? (
        <div className="iw-table-wrap" tabIndex={0} role="region" aria-label={caption}>
          {table}
        </div>
      ) : (
        table
      )}
      {columns.some((c) => c.sortBy) && (
        <span className="iw-visually-hidden" aria-live="polite">
          {sortColumn && sort ? t(sort.direction === "ascending" ? "common.sortedAscending" : "common.sortedDescending", { column: sortColumn.header }) : ""}
        </span>
      )}
      {pager && <Pager {...pager} />}
    </>
  )
}
