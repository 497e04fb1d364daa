import { Box, Text } from "ink"
import { blockWidth } from "../lib/text"
import { type Cell, cellStyle, cellText } from "./cell"

/** A record as aligned `label  value` lines. */
export function KeyValue({ entries }: { entries: ReadonlyArray<readonly [label: string, value: Cell]> }) {
  const labelWidth = Math.max(0, ...entries.map(([label]) => blockWidth(label))) + 2
  return (
    <Box flexDirection="column">
      {entries.map(([label, value], i) => (
        <Box key={i}>
          <Box width={labelWidth} flexShrink={0}>
            <Text dimColor>{label}</Text>
          </Box>
          <Box flexGrow={1}>
            <Text wrap="wrap" {...cellStyle(value)}>
              {cellText(value)}
            </Text>
          </Box>
        </Box>
      ))}
    </Box>
  )
}
