import type { Building, BuildingTemplate } from "./building"

/**
 * Exchanging a building for another template (spec §5, §7): an upgrade when the new template costs more, a
 * downgrade when it costs less. Our choice for a downgrade (README): the member gets the price difference back as
 * bonus ABEY — spendable on the platform, never withdrawable — so a building's worth is kept, and bonus paid in can
 * never come back out as ordinary ABEY.
 */
export type ExchangeKind = "upgrade" | "downgrade" | "same"

export interface ExchangePrice {
  readonly kind: ExchangeKind
  /** What the member pays (upgrade), in ABEY minor units; 0 otherwise. */
  readonly pay: bigint
  /** What the member gets back as bonus ABEY (downgrade); 0 otherwise. */
  readonly refund: bigint
}

/** The price of exchanging `from` for `to`, or null when the catalogue offers no such exchange ('Price not found'). */
export const exchangePrice = (from: Pick<BuildingTemplate, "id" | "price" | "exchangeableTo">, to: Pick<BuildingTemplate, "id" | "price" | "active">): ExchangePrice | null => {
  if (!to.active || from.id === to.id || !from.exchangeableTo.includes(to.id)) return null
  const d = to.price - from.price
  return { kind: d > 0n ? "upgrade" : d < 0n ? "downgrade" : "same", pay: d > 0n ? d : 0n, refund: d < 0n ? -d : 0n }
}

export type ExchangeRefusal = { readonly _tag: "Placed" } | { readonly _tag: "PriceNotFound" }

/** Spec §5: only a building removed from its PLOTs may be exchanged (403 BUILDING_PLACED), and only as the catalogue offers. */
export const decideExchange = (
  building: Pick<Building, "area">,
  from: Pick<BuildingTemplate, "id" | "price" | "exchangeableTo">,
  to: Pick<BuildingTemplate, "id" | "price" | "active">
): ({ readonly _tag: "Exchange" } & ExchangePrice) | ExchangeRefusal => {
  if (building.area !== null) return { _tag: "Placed" }
  const price = exchangePrice(from, to)
  return price === null ? { _tag: "PriceNotFound" } : { _tag: "Exchange", ...price }
}
