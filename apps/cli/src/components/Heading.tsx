import { Box, Text } from "ink"
import type { ReactNode } from "react"

/** A section title, with an optional dim note beside it. */
export function Heading({ children, note }: { children: ReactNode; note?: string }) {
  return (
    <Box>
      <Text bold color="cyan">
        {children}
      </Text>
      {note ? <Text dimColor>{`  ${note}`}</Text> : null}
    </Box>
  )
}

/** A one-line outcome: green for done, yellow for something to act on. */
export function Notice({ children, tone = "success" }: { children: ReactNode; tone?: "success" | "warning" }) {
  return (
    <Text bold color={tone === "success" ? "green" : "yellow"}>
      {children}
    </Text>
  )
}

/** Stacks sections with a blank line between them. */
export function Sections({ children }: { children: ReactNode }) {
  return (
    <Box flexDirection="column" gap={1}>
      {children}
    </Box>
  )
}
