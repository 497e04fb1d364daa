import { ACTIVATION_DAYS, activationEnds, activationFee } from "./activation"
import { type Plot, type PlotEvent, STORED_PLOT_STATES, type StoredPlotState, isHeld, isRefusal, transition, viewOf } from "./plot"

/** An owner's event the state machine would take from the plot as it is (its owner asking). */
const ownerMay = (plot: Plot, type: "activate" | "mint"): boolean =>
  plot.ownerId !== null && !isRefusal(transition(viewOf(plot), { type, memberId: plot.ownerId } as PlotEvent))

/** Only land is activated, and only while its owner holds it (the state machine's `activate`). */
export const isActivatable = (plot: Plot): boolean => plot.kind === "land" && ownerMay(plot, "activate")

/** A plot is minted once, from the states the state machine mints from (`mint`; core decideMint). */
export const isMintable = (plot: Plot): boolean => !plot.minted && ownerMay(plot, "mint")

/**
 * What a member may do with a plot now, by the rules the server applies, so a client shows them without its own
 * copy: activate it or mint it (only their own), and what an activation started now would cost and until when it
 * would run. The server still decides each request (the open date, a running activation, phase 2, the balance).
 */
export interface PlotActions {
  readonly canActivate: boolean
  readonly canMint: boolean
  readonly activationOffer: { readonly fee: bigint; readonly days: number; readonly endsAt: Date }
}

export const plotActions = (plot: Plot, memberId: number | null, now: Date): PlotActions => {
  const mine = memberId !== null && plot.ownerId === memberId
  return {
    canActivate: mine && isActivatable(plot),
    canMint: mine && isMintable(plot),
    activationOffer: { fee: activationFee(plot), days: ACTIVATION_DAYS, endsAt: activationEnds(now) }
  }
}

/** How many plots members hold, from counts by state (the statistics' "held"). */
export const heldCount = (byStatus: Readonly<Record<string, number>>): number =>
  STORED_PLOT_STATES.filter((s: StoredPlotState) => isHeld(s)).reduce((n, s) => n + (byStatus[s] ?? 0), 0)
