import { Effect, Layer } from "effect"
import { PlotHolders } from "../ledger/index"
import { LandRepository } from "./ports/land.repository.port"

/** The ledger's PlotHolders, answered from the plots. */
export const PlotHoldersLive = Layer.effect(
  PlotHolders,
  Effect.gen(function* () {
    const land = yield* LandRepository
    return { holderOf: (c: { readonly x: number; readonly y: number }) => Effect.map(land.plot(c), (p) => (p === null ? null : { ownerId: p.ownerId })) }
  })
)
