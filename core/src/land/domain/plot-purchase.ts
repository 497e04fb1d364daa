import { CART_LIMIT, distinctCoords } from "./cart"
import { type Coord, type Plot, coordKey } from "./plot"

export type PurchaseRefusal =
  | { readonly _tag: "CartFull"; readonly limit: number }
  | { readonly _tag: "NotForPurchase"; readonly coordinates: string }
  | { readonly _tag: "Unavailable"; readonly coordinates: ReadonlyArray<string> }

export interface PurchaseDecision {
  readonly _tag: "Buy"
  readonly plots: ReadonlyArray<Plot>
  readonly total: bigint
}

/**
 * Buying several PLOTs is all or nothing (spec §8): past the cart limit nothing is bought; a coordinate with no
 * land PLOT is "not available for purchase"; if any plot is no longer available, none is bought.
 */
export const decidePlotPurchase = (requested: ReadonlyArray<Coord>, found: ReadonlyArray<Plot>, limit = CART_LIMIT): PurchaseDecision | PurchaseRefusal => {
  const wanted = distinctCoords(requested)
  if (wanted.length > limit) return { _tag: "CartFull", limit }
  const byKey = new Map(found.map((p) => [coordKey(p), p]))
  const plots: Array<Plot> = []
  for (const c of wanted) {
    const p = byKey.get(coordKey(c))
    if (!p || p.kind !== "land") return { _tag: "NotForPurchase", coordinates: coordKey(c) }
    plots.push(p)
  }
  const gone = plots.filter((p) => p.status !== "available").map(coordKey)
  if (gone.length > 0) return { _tag: "Unavailable", coordinates: gone }
  return { _tag: "Buy", plots, total: plots.reduce((s, p) => s + p.price, 0n) }
}

/** PLOTs are paid in ABEY, the bonus balance first, then the ordinary one: their purchase and their activation alike. */
export const PLOT_TENDER = { asset: "abey", option: "bonusFirst" } as const
