import { formatCst } from "@iw/contracts/cst"

/**
 * The plain logic of {@link DataTable}: comparing cell values, sorting rows and writing CSV. No React, so it is
 * tested on its own (apps/ui/test/table.test.ts).
 */

/** A value a column sorts and exports by. `null` (no value) sorts last either way and exports as an empty cell. */
export type CellValue = string | number | bigint | boolean | Date | null | undefined

export type SortDirection = "ascending" | "descending"
export interface SortState {
  readonly column: string
  readonly direction: SortDirection
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" })

/** An exact decimal string ("12.5", "-3") as a number-like key; other text stays text. */
const DECIMAL = /^-?\d+(\.\d+)?$/

/** The decimal as a whole number of 10^-width units, with its sign ("-0.0" is 0). */
const scaled = (d: string, width: number): bigint => {
  const [i, f = ""] = d.replace(/^-/, "").split(".")
  const units = BigInt(i + f.padEnd(width, "0"))
  return d.startsWith("-") ? -units : units
}

const compareDecimals = (a: string, b: string): number => {
  const width = Math.max(a.split(".")[1]?.length ?? 0, b.split(".")[1]?.length ?? 0)
  const diff = scaled(a, width) - scaled(b, width)
  return diff === 0n ? 0 : diff < 0n ? -1 : 1
}

/**
 * Orders two cell values: numbers, bigints and exact decimal strings by amount (exactly, no float), dates by time,
 * booleans false first, other text in the reader's collation with numbers inside read as numbers ("10" after "9").
 * Missing values are equal to each other; the caller puts them last.
 */
export const compareValues = (a: CellValue, b: CellValue): number => {
  if (a instanceof Date) a = a.getTime()
  if (b instanceof Date) b = b.getTime()
  if (typeof a === "boolean") a = Number(a)
  if (typeof b === "boolean") b = Number(b)
  if ((typeof a === "number" || typeof a === "bigint") && (typeof b === "number" || typeof b === "bigint")) return a < b ? -1 : a > b ? 1 : 0
  const sa = String(a)
  const sb = String(b)
  if (DECIMAL.test(sa) && DECIMAL.test(sb)) return compareDecimals(sa, sb)
  return collator.compare(sa, sb)
}

const missing = (v: CellValue) => v === null || v === undefined || v === ""

/**
 * The rows ordered by one column's values, stable (equal rows keep their order), missing values last in both
 * directions. Without a sort the rows stay as the server sent them.
 */
export const sortRows = <Row>(rows: ReadonlyArray<Row>, valueOf: ((row: Row) => CellValue) | undefined, direction: SortDirection | undefined): ReadonlyArray<Row> => {
  if (!valueOf || !direction) return rows
  const sign = direction === "ascending" ? 1 : -1
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((x, y) => {
      const mx = missing(x.value)
      const my = missing(y.value)
      if (mx || my) return mx === my ? x.index - y.index : mx ? 1 : -1
      return sign * compareValues(x.value, y.value) || x.index - y.index
    })
    .map((x) => x.row)
}

/** The next sort when a column's header is pressed: ascending, then descending, then back to the server's order. */
export const nextSort = (current: SortState | null, column: string): SortState | null => {
  if (!current || current.column !== column) return { column, direction: "ascending" }
  return current.direction === "ascending" ? { column, direction: "descending" } : null
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled; a date is CST, as
 * the product prints times (contracts/src/cst.ts). Text that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a return) gets a leading apostrophe; numbers
 * stay numbers.
 */
export const csvField = (value: CellValue): string => {
  if (value === null || value === undefined) return ""
  if (value instanceof Date) return `${formatCst(value)} CST`
  if (typeof value !== "string") return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) && !DECIMAL.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** A CSV document: a header line, then one line per row, CRLF line ends, with a BOM so spreadsheets read UTF-8. */
export const toCsv = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<CellValue>>): string =>
  "\uFEFF" + [header, ...rows].map((line) => line.map(csvField).join(",")).join("\r\n") + "\r\n"

/** Hands a CSV document to the browser as a download. */
export const downloadCsv = (filename: string, csv: string): void => {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }))
  const a = document.createElement("a")
  a.href = url
  a.download = filename.endsWith(".csv") ? filename : `${filename}.csv`
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
