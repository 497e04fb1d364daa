import { type Area, areaContains } from "./district"
import { type Plot, type PlotEvent, type PlotKind, type PlotView, type StoredPlotState, isRefusal, isStoredPlotState, transition, viewOf } from "./plot"

/**
 * What staff do to the sale of every plot of an area (spec §4 states): `suspend` takes plots off sale for a while
 * (temporarily unavailable, e.g. maintenance) and `resume` puts them back; `withdraw` takes them off sale
 * (unavailable) until `release`.
 */
export const AREA_ACTIONS = ["suspend", "resume", "withdraw", "release"] as const
export type AreaAction = (typeof AREA_ACTIONS)[number]

/** One plot an area operation moves, with the state it moves to. */
export interface PlotMove {
  readonly plot: Plot
  readonly status: StoredPlotState
}

/** The state a registered plot of each kind rests in: land is for sale, roads are not, plazas are kept for everyone. */
export const RESTING_STATE: Readonly<Record<PlotKind, StoredPlotState>> = { land: "available", road: "unavailable", plaza: "reserved" }

/** Runs events through the state machine; null when it refuses one. */
const run = (view: PlotView, events: ReadonlyArray<PlotEvent>): StoredPlotState | null => {
  let v = view
  for (const e of events) {
    const next = transition(v, e)
    if (isRefusal(next)) return null
    v = next
  }
  return isStoredPlotState(v.state) ? v.state : null
}

const moves = (plots: ReadonlyArray<Plot>, eventsOf: (p: Plot) => ReadonlyArray<PlotEvent> | null): ReadonlyArray<PlotMove> =>
  plots.flatMap((plot) => {
    const events = eventsOf(plot)
    const status = events === null ? null : run(viewOf(plot), events)
    return status === null || status === plot.status ? [] : [{ plot, status }]
  })

/** The land plots of an area the action moves; plots the state machine refuses (held, reserved, already there) stay. */
export const decideAreaAvailability = (plots: ReadonlyArray<Plot>, action: AreaAction): ReadonlyArray<PlotMove> =>
  moves(plots, (p) => (p.kind === "land" ? [{ type: action }] : null))

/** Reserving an area: every plot the state machine lets move to `reserved` (never a held one). */
export const decideReserve = (plots: ReadonlyArray<Plot>): ReadonlyArray<PlotMove> => moves(plots, () => [{ type: "reserve" }])

/**
 * Un-reserving an area: its reserved plots go back to their kind's resting state (land for sale, roads
 * unavailable), except where another reserved area still covers them. Plazas rest reserved and stay so.
 */
export const decideUnreserve = (plots: ReadonlyArray<Plot>, stillReserved: ReadonlyArray<Area>): ReadonlyArray<PlotMove> =>
  moves(plots, (p) => {
    if (p.status !== "reserved" || p.kind === "plaza" || stillReserved.some((a) => areaContains(a, p))) return null
    return p.kind === "road" ? [{ type: "unreserve" }, { type: "withdraw" }] : [{ type: "unreserve" }]
  })
