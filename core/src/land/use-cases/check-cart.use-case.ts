import { Effect } from "effect"
import { CART_LIMIT, cartLines, distinctCoords } from "../domain/cart"
import { type Coord, coordKey } from "../domain/plot"
import { CartLimitExceeded } from "../errors"
import { PlotRepository } from "../ports/plot.repository.port"

/** `POST member/plots/cart`: what each selected PLOT is now (in cart, sold out, unavailable) and the total. */
export const checkCart = (coords: ReadonlyArray<Coord>) =>
  Effect.gen(function* () {
    const cart = distinctCoords(coords)
    if (cart.length > CART_LIMIT) return yield* new CartLimitExceeded({ limit: CART_LIMIT })
    const plotRepo = yield* PlotRepository
    const found = yield* Effect.forEach(cart, (c) => plotRepo.plot(c))
    const byKey = new Map(found.filter((p) => p !== null).map((p) => [coordKey(p!), p!]))
    const lines = cartLines(cart, byKey)
    return { lines, total: lines.filter((l) => l.state === "in_cart").reduce((s, l) => s + l.price, 0n), limit: CART_LIMIT }
  })
