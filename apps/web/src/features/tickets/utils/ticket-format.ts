import { formatDecimal } from "@iw/ui"

/** Transfer codes the ticket history names in words (spec §3 Experience ticket transaction: description). */
export const TICKET_CODES = [
  "ticketPurchase",
  "ticketPurchaseRefund",
  "ticketGrant",
  "ticketDeduct",
  "expired",
  "openingBalance",
  "plotActivation",
  "customOrder",
  "customOrderRefund",
  "shopPurchase"
] as const

export const codeKey = (code: string): string => ((TICKET_CODES as ReadonlyArray<string>).includes(code) ? `tickets.codes.${code}` : "tickets.codes.other")

/** A signed ticket amount: "+600", "−200" (a real minus sign), grouped, no forced decimals. */
export const signedTickets = (decimal: string): { readonly text: string; readonly sign: "plus" | "minus" | "zero" } => {
  const negative = decimal.trim().startsWith("-")
  const abs = formatDecimal(decimal.trim().replace(/^[-+]/, ""), { min: 0 })
  if (/^0(\.0*)?$/.test(abs)) return { text: abs, sign: "zero" }
  return negative ? { text: `−${abs}`, sign: "minus" } : { text: `+${abs}`, sign: "plus" }
}
