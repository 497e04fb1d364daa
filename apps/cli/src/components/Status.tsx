import { Text } from "ink"
import type { Translate } from "../lib/i18n"
import type { Cell } from "./cell"

export type AccountStatus = "active" | "blocked"

/** An account status as a coloured cell: green when active, red when blocked. */
export const statusCell = (status: AccountStatus, t: Translate): Cell => ({
  text: t(`cli.status.${status}`),
  color: status === "active" ? "green" : "red",
  bold: status === "blocked"
})

export function Status({ status, t }: { status: AccountStatus; t: Translate }) {
  const c = statusCell(status, t) as Exclude<Cell, string>
  return (
    <Text color={c.color} bold={c.bold}>
      {c.text}
    </Text>
  )
}
