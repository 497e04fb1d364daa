import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { WalletRepository } from "../../wallet/ports/wallet.repository.port"
import { CART_LIMIT } from "../domain/cart"
import { type Coord, coordKey } from "../domain/plot"
import { decidePlotPurchase } from "../domain/plot-purchase"
import { CartLimitExceeded, LegalInfoNotVerified, PlotNotForPurchase, PlotsUnavailable } from "../errors"
import { LandRepository, type PlotChange } from "../ports/land.repository.port"
import { payAbeyBonusFirst } from "./pay-in-abey"
import { plotEventPayload } from "./publish-plot-changes"

/**
 * `POST member/plots/purchase` (spec §5, §8): buys every PLOT of the cart or none. Needs verified legal
 * information; locks the plots (so of two buyers one waits and then finds them sold, never paying); pays the
 * total in ABEY, bonus first, through the ledger; marks the plots sold to the member under a new world version
 * and publishes plot/update when the unit of work commits.
 */
export const buyPlots = (principal: MemberPrincipal, coords: ReadonlyArray<Coord>) =>
  Effect.gen(function* () {
    if (coords.length > CART_LIMIT) return yield* new CartLimitExceeded({ limit: CART_LIMIT })
    const legal = yield* WalletRepository.use((w) => w.legalInfo(principal.memberId))
    if (legal?.verifiedAt == null) return yield* new LegalInfoNotVerified()
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* LandRepository
          const now = yield* Clock.use((c) => c.now)
          const locked = yield* repo.lockPlots(coords)
          const decision = decidePlotPurchase(coords, locked)
          switch (decision._tag) {
            case "CartFull":
              return yield* new CartLimitExceeded({ limit: decision.limit })
            case "NotForPurchase":
              return yield* new PlotNotForPurchase({ coordinates: decision.coordinates })
            case "Unavailable":
              return yield* new PlotsUnavailable({ coordinates: decision.coordinates })
          }
          const keys = decision.plots.map((p) => `${coordKey(p)}@${p.version}`).sort()
          const paid = yield* payAbeyBonusFirst(principal.memberId, decision.total, {
            code: "plotPurchase",
            reference: { type: "plots", id: keys.join(";").slice(0, 64) },
            idempotencyKey: `plots:${principal.memberId}:${keys.join(";")}`.slice(0, 200),
            memo: decision.plots.map(coordKey).join(" "),
            field: "plots"
          })
          const version = yield* repo.nextVersion
          const changes: Array<PlotChange> = decision.plots.map((p) => ({ x: p.x, y: p.y, status: "sold", ownerId: principal.memberId, minted: false, purchasedAt: now }))
          yield* repo.savePlots(changes, version)
          if (paid.transferId !== null) {
            const transferId = paid.transferId
            yield* repo.recordSales(decision.plots.map((p) => ({ x: p.x, y: p.y, memberId: principal.memberId, price: p.price, level: p.level, transferId, soldAt: now })))
          }
          const after = decision.plots.map((p) => ({ ...p, status: "sold" as const, ownerId: principal.memberId, minted: false, purchasedAt: now, version }))
          yield* repo.publish({ topic: "plot/update", version, payload: plotEventPayload(after) })
          return { plots: after, total: decision.total, split: paid.split, transferId: paid.transferId, version }
        })
      )
    )
  })
