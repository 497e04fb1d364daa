import { Effect } from "effect"
import type { PlotMove } from "../domain/area-change"
import type { Area } from "../domain/district"
import type { Plot } from "../domain/plot"
import { PlotRepository } from "../ports/plot.repository.port"

/** At most this many plots travel inside one live message; a bigger change tells clients to fetch the delta. */
export const LIVE_PLOTS_PER_MESSAGE = 50

/** The plot/update payload for changed plots (contracts/src/live/land.messages.ts). */
export const plotEventPayload = (plots: ReadonlyArray<Pick<Plot, "x" | "y" | "status" | "level" | "kind" | "minted" | "ownerId">>) =>
  plots.length > LIVE_PLOTS_PER_MESSAGE
    ? { plots: [], more: plots.length }
    : { plots: plots.map((p) => ({ x: p.x, y: p.y, status: p.status, level: p.level, kind: p.kind, minted: p.minted, ownerId: p.ownerId })), more: 0 }

/**
 * Saves what an area operation decided under a new world version and announces it (plot/update, with the plots
 * when few, else how many), all in the caller's unit of work. Answers the version and how many plots moved.
 */
export const savePlotMoves = (moves: ReadonlyArray<PlotMove>, area: Area) =>
  Effect.gen(function* () {
    const plotRepo = yield* PlotRepository
    const version = yield* plotRepo.nextVersion
    yield* plotRepo.savePlots(moves.map((m) => ({ x: m.plot.x, y: m.plot.y, status: m.status, ownerId: m.plot.ownerId, minted: m.plot.minted })), version)
    const after = moves.map((m) => ({ ...m.plot, status: m.status }))
    yield* plotRepo.publish({ topic: "plot/update", version, payload: { area, ...plotEventPayload(after) } })
    return { version, count: moves.length }
  })
