import { Box, Text } from "ink"
import { blockWidth, wrapText } from "../lib/text"
import { terminalColumns } from "../lib/output"
import { type Cell, cellStyle, cellText } from "./cell"

export interface Column<R> {
  readonly title: string
  readonly cell: (row: R) => Cell
  /** Widest this column may get before its text is cut; the last column wraps instead. */
  readonly maxWidth?: number
  /** Narrowest this column gets on a narrow terminal (default: its title, at least 6). */
  readonly minWidth?: number
}

const GAP = 2

/**
 * A list as aligned columns with a bold header and a rule. Every column but the last is as wide as its
 * widest value (up to maxWidth); the last takes what is left of the terminal and wraps.
 */
export function Table<R>({ columns, rows, width = terminalColumns() }: { columns: ReadonlyArray<Column<R>>; rows: ReadonlyArray<R>; width?: number }) {
  const cells = rows.map((r) => columns.map((c) => c.cell(r)))
  const natural = columns.map((c, i) => Math.max(blockWidth(c.title), ...cells.map((row) => blockWidth(cellText(row[i])))))
  const widths = natural.map((w, i) => (i < columns.length - 1 ? Math.min(w, columns[i].maxWidth ?? 40) : w))
  const last = widths.length - 1
  // On a narrow terminal, narrow the widest other columns (cutting their text) so the last one keeps room to wrap in.
  const floor = columns.map((c, i) => Math.min(natural[i], Math.max(blockWidth(c.title), c.minWidth ?? 6)))
  const wanted = Math.min(natural[last], 30)
  const usedBy = () => widths.slice(0, -1).reduce((a, b) => a + b + GAP, 0)
  while (usedBy() + wanted > width) {
    let widest = -1
    for (let i = 0; i < last; i++) if (widths[i] > floor[i] && (widest < 0 || widths[i] > widths[widest])) widest = i
    if (widest < 0) break
    widths[widest]--
  }
  const used = usedBy()
  widths[last] = Math.max(Math.min(natural[last], width - used), Math.min(natural[last], 12))
  const total = Math.min(used + widths[last], width)
  const cellBox = (i: number, content: Cell, key: string, header = false) => (
    <Box key={key} width={widths[i]} flexShrink={0} marginRight={i < last ? GAP : 0}>
      <Text wrap={i < last ? "truncate-end" : "wrap"} bold={header} {...(header ? {} : cellStyle(content))}>
        {i < last ? cellText(content) : wrapText(cellText(content), widths[i])}
      </Text>
    </Box>
  )
  return (
    <Box flexDirection="column">
      <Box>{columns.map((c, i) => cellBox(i, c.title, `h${i}`, true))}</Box>
      <Text dimColor>{"─".repeat(Math.max(1, total))}</Text>
      {cells.map((row, r) => (
        <Box key={r}>{row.map((c, i) => cellBox(i, c, `${r}.${i}`))}</Box>
      ))}
    </Box>
  )
}
