import { ApiError } from "@iw/contracts/client"
import { CliError } from "../../lib/errors"
import type { Translate } from "../../lib/i18n"
import type { Cell } from "../../components/cell"

/** Shared pieces of the ledger, purchase and ticket views. */

/** An exact decimal with its sign: "+25" for received, "-10" for paid, "0" for nothing. */
export const signedAmount = (decimal: string): Cell => {
  if (decimal.startsWith("-")) return { text: decimal, color: "red" }
  if (/^0(\.0*)?$/.test(decimal)) return decimal
  return { text: `+${decimal}`, color: "green" }
}

/** An asset and its pocket as the ledger names them, e.g. `abey`, `abey/bonus`, `abey/wallet`. */
export const holding = (asset: string, pocket: string): string => (pocket === "main" ? asset : `${asset}/${pocket}`)

export type PurchaseStatus = "incomplete" | "pending" | "approved" | "rejected" | "refunded"

const STATUS_COLOR: Record<PurchaseStatus, string> = { incomplete: "yellow", pending: "cyan", approved: "green", rejected: "red", refunded: "gray" }

/** A purchase review state (spec §4) in words and colour; `incomplete` reads "action required". */
export const purchaseStatusCell = (status: PurchaseStatus, t: Translate): Cell => ({
  text: t(`cli.purchaseStatus.${status}`),
  color: STATUS_COLOR[status],
  bold: status === "incomplete"
})

/** A business object a transfer belongs to, e.g. `purchase 12`. */
export const referenceText = (r: { readonly type: string; readonly id: string }): string => `${r.type} ${r.id}`

/** The ledger refused to take back tickets the member has spent: say how many were needed and how many are left. */
export const explainShortfall = (e: unknown, t: Translate, key: "cli.errors.refundSpent" | "cli.errors.notEnoughTickets"): never => {
  if (e instanceof ApiError && e.fieldErrors) {
    const short = Object.values(e.fieldErrors)
      .flat()
      .find((x) => x.code === "ledger.insufficient.tickets")
    if (short?.params) throw new CliError(t(key, { needed: String(short.params.needed ?? ""), available: String(short.params.available ?? "") }))
  }
  throw e
}
