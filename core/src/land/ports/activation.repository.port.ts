import { Context, type Effect } from "effect"
import type { PlotActivation } from "../domain/activation"
import type { Coord } from "../domain/plot"

/** A PLOT's mint: to which wallet and when (spec §5). */
export interface PlotMint extends Coord {
  readonly memberId: number
  readonly address: string
  readonly mintedAt: Date
}

/** What owners did with their PLOTs: activations (paid, 360 days each) and mints (to a wallet, once). */
export class ActivationRepository extends Context.Service<
  ActivationRepository,
  {
    readonly latestActivation: (c: Coord) => Effect.Effect<PlotActivation | null>
    /** The latest activation of each of these plots that has one. */
    readonly latestActivations: (coords: ReadonlyArray<Coord>) => Effect.Effect<ReadonlyArray<PlotActivation>>
    /** The member's plots whose activation runs at `now`. */
    readonly activeOf: (memberId: number, now: Date) => Effect.Effect<ReadonlyArray<PlotActivation>>
    readonly recordActivation: (a: PlotActivation, transferId: number) => Effect.Effect<void>
    readonly recordMint: (c: Coord, memberId: number, address: string, at: Date) => Effect.Effect<void>
    readonly mintOf: (c: Coord) => Effect.Effect<PlotMint | null>
  }
>()("iw/land/ActivationRepository") {}
