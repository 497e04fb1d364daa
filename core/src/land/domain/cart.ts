import { type Coord, type Plot, type PlotState, coordKey } from "./plot"

/**
 * A cart holds at most this many PLOTs ("Cart limit exceeded"). The spec names the message but not the number;
 * 30 keeps one purchase to one screenful of the map.
 */
export const CART_LIMIT = 30

/** Distinct coordinates, first occurrence first. */
export const distinctCoords = (coords: ReadonlyArray<Coord>): ReadonlyArray<Coord> => {
  const seen = new Set<string>()
  return coords.filter((c) => {
    const k = coordKey(c)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

export type CartRefusal = { readonly _tag: "CartFull"; readonly limit: number } | { readonly _tag: "NotAvailable"; readonly coordinates: string }

/** Adds a plot to the cart: only an available plot, never past the limit, never twice. */
export const addToCart = (cart: ReadonlyArray<Coord>, plot: Plot, limit = CART_LIMIT): ReadonlyArray<Coord> | CartRefusal => {
  if (cart.some((c) => c.x === plot.x && c.y === plot.y)) return cart
  if (plot.status !== "available" || plot.kind !== "land") return { _tag: "NotAvailable", coordinates: coordKey(plot) }
  if (cart.length >= limit) return { _tag: "CartFull", limit }
  return [...cart, { x: plot.x, y: plot.y }]
}

export interface CartLine extends Coord {
  /** `in_cart` while it can still be bought; otherwise why not. */
  readonly state: PlotState
  readonly price: bigint
  readonly level: number
}

/** What each cart line is now: still buyable (`in_cart`), `sold_out` to someone else, or no longer for sale. */
export const cartLines = (cart: ReadonlyArray<Coord>, plots: ReadonlyMap<string, Plot>): ReadonlyArray<CartLine> =>
  cart.map((c) => {
    const p = plots.get(coordKey(c))
    if (!p) return { x: c.x, y: c.y, state: "unavailable", price: 0n, level: 1 }
    if (p.kind !== "land") return { x: c.x, y: c.y, state: p.status === "available" ? "unavailable" : p.status, price: 0n, level: p.level }
    const state: PlotState = p.status === "available" ? "in_cart" : p.ownerId !== null ? "sold_out" : p.status
    return { x: c.x, y: c.y, state, price: p.price, level: p.level }
  })
