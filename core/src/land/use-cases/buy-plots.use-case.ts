import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { memoOf, pay } from "../../ledger/index"
import { getLegalInfo } from "../../wallet/index"
import { CART_LIMIT, distinctCoords } from "../domain/cart"
import { type Coord, type Plot, coordKey, isRefusal, isStoredPlotState, transition, viewOf } from "../domain/plot"
import { PLOT_TENDER, decidePlotPurchase } from "../domain/plot-purchase"
import { CartLimitExceeded, LegalInfoNotVerified, PlotNotForPurchase, PlotTransitionRefused, PlotsUnavailable } from "../errors"
import { PlotRepository, type PlotChange } from "../ports/plot.repository.port"
import { SalesRepository } from "../ports/sales.repository.port"
import { plotEventPayload } from "./publish-plot-changes"

/** Each plot after the member buys it, as the state machine says (event `buy`). */
const bought = (plots: ReadonlyArray<Plot>, memberId: number) =>
  Effect.forEach(plots, (p) => {
    const next = transition(viewOf(p), { type: "buy", memberId })
    return isRefusal(next) || !isStoredPlotState(next.state)
      ? Effect.fail(new PlotTransitionRefused({ coordinates: coordKey(p), from: p.status, event: "buy" }))
      : Effect.succeed({ ...p, status: next.state, ownerId: next.ownerId, minted: next.minted })
  })

/**
 * `POST member/plots/purchase` (spec §5, §8): buys every PLOT of the cart or none. The same coordinates twice count
 * once, before the cart limit (as decidePlotPurchase counts them). Needs verified legal information; locks the
 * plots (so of two buyers one waits and then finds them sold, never paying); pays the total in ABEY, bonus first,
 * through the ledger's payments face; marks the plots sold to the member under a new world version, records each sale (a free
 * PLOT too, so the statistics count it) and publishes plot/update when the unit of work commits.
 */
export const buyPlots = (principal: MemberPrincipal, coords: ReadonlyArray<Coord>) =>
  Effect.gen(function* () {
    const wanted = distinctCoords(coords)
    if (wanted.length > CART_LIMIT) return yield* new CartLimitExceeded({ limit: CART_LIMIT })
    const legal = yield* getLegalInfo(principal)
    if (!legal.verified) return yield* new LegalInfoNotVerified()
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const plotRepo = yield* PlotRepository
          const salesRepo = yield* SalesRepository
          const now = yield* Clock.use((c) => c.now)
          const locked = yield* plotRepo.lockPlots(wanted)
          const decision = decidePlotPurchase(wanted, locked)
          switch (decision._tag) {
            case "CartFull":
              return yield* new CartLimitExceeded({ limit: decision.limit })
            case "NotForPurchase":
              return yield* new PlotNotForPurchase({ coordinates: decision.coordinates })
            case "Unavailable":
              return yield* new PlotsUnavailable({ coordinates: decision.coordinates })
          }
          const next = yield* bought(decision.plots, principal.memberId)
          const keys = decision.plots.map((p) => `${coordKey(p)}@${p.version}`).sort()
          const paid = yield* pay({
            payer: principal.memberId,
            amount: decision.total,
            tender: PLOT_TENDER,
            code: "plotPurchase",
            reference: { type: "plots", id: keys.join(";").slice(0, 64) },
            idempotencyKey: `plots:${principal.memberId}:${keys.join(";")}`.slice(0, 200),
            memo: memoOf("plotPurchase", { plots: decision.plots.map(coordKey).join(" ") }),
            field: "plots"
          })
          const version = yield* plotRepo.nextVersion
          const changes: Array<PlotChange> = next.map((p) => ({ x: p.x, y: p.y, status: p.status, ownerId: p.ownerId, minted: p.minted, purchasedAt: now }))
          yield* plotRepo.savePlots(changes, version)
          yield* salesRepo.recordSales(decision.plots.map((p) => ({ x: p.x, y: p.y, memberId: principal.memberId, price: p.price, level: p.level, transferId: paid.transferId, soldAt: now })))
          const after = next.map((p) => ({ ...p, purchasedAt: now, version }))
          yield* plotRepo.publish({ topic: "plot/update", version, payload: plotEventPayload(after) })
          return { plots: after, total: decision.total, split: paid.split, transferId: paid.transferId, version }
        })
      )
    )
  })
