import type { PaymentOption, Tender } from "../../ledger/index"
import type { BuildingTemplate } from "./building"

/** How a member may pay for a building: ABEY with the ledger's three options, or experience tickets. */
export const BUILDING_PAYMENT_OPTIONS = ["abeyBalanceFirst", "bonusFirst", "ordinaryOnly", "tickets"] as const satisfies ReadonlyArray<PaymentOption | "tickets">

/** The ABEY options, the ledger's own (a missing one fails to compile below). */
const ABEY_OPTIONS = ["abeyBalanceFirst", "bonusFirst", "ordinaryOnly"] as const satisfies ReadonlyArray<PaymentOption>
type Missing = Exclude<PaymentOption, (typeof ABEY_OPTIONS)[number]>
const _allAbeyOptions: [Missing] extends [never] ? true : never = true
export type BuildingPaymentOption = (typeof BUILDING_PAYMENT_OPTIONS)[number]

/** The spec's default: the ordinary balance first, then the bonus. */
export const DEFAULT_BUILDING_PAYMENT_OPTION: BuildingPaymentOption = "abeyBalanceFirst"

export const isBuildingPaymentOption = (s: string): s is BuildingPaymentOption => (BUILDING_PAYMENT_OPTIONS as ReadonlyArray<string>).includes(s)

/** The options a template may be paid with: ABEY always, tickets where the catalogue gives a ticket price. */
export const paymentOptionsOf = (t: Pick<BuildingTemplate, "ticketPrice">): ReadonlyArray<BuildingPaymentOption> =>
  t.ticketPrice === null ? ABEY_OPTIONS : BUILDING_PAYMENT_OPTIONS

/** The amount and tender a template costs with an option, or null when the option is not offered for it. */
export const priceWith = (t: Pick<BuildingTemplate, "price" | "ticketPrice">, option: BuildingPaymentOption): { readonly amount: bigint; readonly tender: Tender } | null =>
  option === "tickets"
    ? t.ticketPrice === null
      ? null
      : { amount: t.ticketPrice, tender: { asset: "tickets" } }
    : { amount: t.price, tender: { asset: "abey", option: option as PaymentOption } }

export type BuildingPurchaseRefusal = { readonly _tag: "NeedPlot" } | { readonly _tag: "NotForSale" } | { readonly _tag: "OptionNotOffered" }

/**
 * Spec §5: buying a building needs a PLOT of the member's activated within the last 360 days ("Need to own a PLOT
 * before purchasing buildings"); the template must be in the catalogue; tickets only where it has a ticket price.
 */
export const decideBuildingPurchase = (i: {
  readonly template: Pick<BuildingTemplate, "price" | "ticketPrice" | "active">
  readonly option: BuildingPaymentOption
  /** How many of the member's own PLOTs were activated within the last 360 days. */
  readonly recentlyActivated: number
}): { readonly _tag: "Buy"; readonly amount: bigint; readonly tender: Tender } | BuildingPurchaseRefusal => {
  if (i.recentlyActivated < 1) return { _tag: "NeedPlot" }
  if (!i.template.active) return { _tag: "NotForSale" }
  const price = priceWith(i.template, i.option)
  return price === null ? { _tag: "OptionNotOffered" } : { _tag: "Buy", ...price }
}
