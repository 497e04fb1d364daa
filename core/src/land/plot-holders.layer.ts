import { Effect, Layer } from "effect"
import { PlotHolders } from "../ledger/index"
import { PlotRepository } from "./ports/plot.repository.port"

/** The ledger's PlotHolders, answered from the plots. */
export const PlotHoldersLive = Layer.effect(
  PlotHolders,
  Effect.gen(function* () {
    const plotRepo = yield* PlotRepository
    return { holderOf: (c: { readonly x: number; readonly y: number }) => Effect.map(plotRepo.plot(c), (p) => (p === null ? null : { ownerId: p.ownerId })) }
  })
)
