import type { Plot } from "../domain/plot"

/** At most this many plots travel inside one live message; a bigger change tells clients to fetch the delta. */
export const LIVE_PLOTS_PER_MESSAGE = 50

/** The plot/update payload for changed plots (contracts/src/live/land.messages.ts). */
export const plotEventPayload = (plots: ReadonlyArray<Pick<Plot, "x" | "y" | "status" | "level" | "kind" | "minted" | "ownerId">>) =>
  plots.length > LIVE_PLOTS_PER_MESSAGE
    ? { plots: [], more: plots.length }
    : { plots: plots.map((p) => ({ x: p.x, y: p.y, status: p.status, level: p.level, kind: p.kind, minted: p.minted, ownerId: p.ownerId })), more: 0 }
