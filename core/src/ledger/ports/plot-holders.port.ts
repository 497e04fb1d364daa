import { Context, type Effect } from "effect"

/**
 * Who holds a PLOT, for ticket adjustments that name one (`/staff/plot-ticket`). The ledger keeps no plots: the land
 * area provides this port (`PlotHoldersLive` in land), so the ledger, which land pays through, does not depend on
 * land. Null when no PLOT lies there; `ownerId` null when it is nobody's.
 */
export class PlotHolders extends Context.Service<
  PlotHolders,
  { readonly holderOf: (plot: { readonly x: number; readonly y: number }) => Effect.Effect<{ readonly ownerId: number | null } | null> }
>()("iw/ledger/PlotHolders") {}
