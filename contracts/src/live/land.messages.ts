import { Schema } from "effect"
import { PlotKind, PlotStatus } from "../land/land.schemas"
import { PlotId } from "../land/plot-id"

/**
 * Payloads of the map's live topics (spec §4 Live-update connection), carried in `LiveServerMessage` events
 * with the world version they produced. A client that misses a version fetches `public/map/delta?since=`.
 */
export const PlotUpdateCell = Schema.Struct({
  ...PlotId.fields,
  status: PlotStatus,
  level: Schema.Int,
  kind: PlotKind,
  minted: Schema.Boolean,
  ownerId: Schema.NullOr(Schema.Int)
})

/** `plot/update`: the changed plots; `more` > 0 says the change was too big to carry (fetch the delta). */
export const PlotUpdatePayload = Schema.Struct({
  plots: Schema.Array(PlotUpdateCell),
  more: Schema.Int,
  area: Schema.optionalKey(Schema.Struct({ x0: Schema.Int, y0: Schema.Int, x1: Schema.Int, y1: Schema.Int }))
})
export type PlotUpdatePayload = typeof PlotUpdatePayload.Type

/** `district/update`: a district was registered or changed over an area. */
export const DistrictUpdatePayload = Schema.Struct({
  districtId: Schema.NullOr(Schema.Int),
  area: Schema.Struct({ x0: Schema.Int, y0: Schema.Int, x1: Schema.Int, y1: Schema.Int }),
  plots: Schema.Array(PlotUpdateCell),
  more: Schema.Int
})
export type DistrictUpdatePayload = typeof DistrictUpdatePayload.Type

/**
 * `building/update`: a building placed on or removed from plots (four coordinates, spec §3), exchanged or minted.
 * The coordinates are where it stands or stood (-1 when it never stood); `isRemoved` says it stands on no plots now.
 */
export const BuildingUpdatePayload = Schema.Struct({
  buildingId: Schema.Int,
  memberId: Schema.Int,
  x0: Schema.Int,
  y0: Schema.Int,
  x1: Schema.Int,
  y1: Schema.Int,
  isRemoved: Schema.Boolean,
  event: Schema.optionalKey(Schema.Literals(["place", "remove", "exchange", "mint"])),
  templateId: Schema.optionalKey(Schema.Int),
  size: Schema.optionalKey(Schema.String),
  direction: Schema.optionalKey(Schema.Literals(["horizontal", "vertical"])),
  minted: Schema.optionalKey(Schema.Boolean)
})
export type BuildingUpdatePayload = typeof BuildingUpdatePayload.Type

export const LAND_LIVE_PAYLOADS = { "plot/update": PlotUpdatePayload, "district/update": DistrictUpdatePayload, "building/update": BuildingUpdatePayload } as const
