import { Effect, Schema, SchemaGetter, SchemaIssue } from "effect"
import { NumberFromDigits } from "../common"

/**
 * A PLOT's id on the wire: its coordinates. The world's plots sit at whole coordinates from 0 (the registration
 * refuses an area left of or above 0,0, and the seed lays the world out from there); a coordinate above
 * {@link PLOT_COORDINATE_MAX} names no plot and is refused as input. One definition for every place a plot id
 * appears: `{x, y}` in bodies and answers, `x` and `y` in queries, and `"x,y"` where one text names a plot (the
 * ticket history, `experience-tickets/{plotId}`).
 */
export const PLOT_COORDINATE_MAX = 100_000

const range = { minimum: 0, maximum: PLOT_COORDINATE_MAX }

export const PlotCoordinate = Schema.Int.check(Schema.isBetween(range))
/** A coordinate in a query string. */
export const PlotCoordinateFromString = NumberFromDigits.check(Schema.isInt(), Schema.isBetween(range))

/** A plot's id in a body or an answer. */
export const PlotId = Schema.Struct({ x: PlotCoordinate, y: PlotCoordinate })
export type PlotId = typeof PlotId.Type
/** A plot's id in a query. */
export const PlotIdQuery = Schema.Struct({ x: PlotCoordinateFromString, y: PlotCoordinateFromString })

/** A plot id as one text: `x,y`. */
export const plotIdText = (p: PlotId): string => `${p.x},${p.y}`

/** The plot a text `x,y` names (spaces around it allowed), or null when it names none. */
export const parsePlotIdText = (text: string): PlotId | null => {
  const m = /^(\d{1,6}),(\d{1,6})$/.exec(text.trim())
  if (!m) return null
  const x = Number(m[1])
  const y = Number(m[2])
  return x <= PLOT_COORDINATE_MAX && y <= PLOT_COORDINATE_MAX ? { x, y } : null
}

/** A text that names a plot, or names none (empty: no plot). */
export const isPlotIdText = (text: string): boolean => text.trim() === "" || parsePlotIdText(text) !== null

/** The field code of a text that names no plot: "Enter the PLOT as x,y, for example 12,40." */
export const PLOT_ID_FORMAT_CODE = "ledger.plot_format"

/**
 * A plot id as one text (`x,y`; empty for "no plot"), at most 32 characters. The server refuses a text that names
 * no plot with {@link PLOT_ID_FORMAT_CODE} on the field; the client sends what the person typed as it is (it does
 * not refuse it before sending), so a form shows the server's field error like any other.
 */
export const PlotIdText = Schema.String.check(Schema.isMaxLength(32)).pipe(
  Schema.decodeTo(Schema.String, {
    decode: SchemaGetter.checkEffect((s: string) =>
      Effect.succeed(isPlotIdText(s) ? undefined : new SchemaIssue.InvalidValue({ message: "Expected x,y", meta: { code: PLOT_ID_FORMAT_CODE } } as SchemaIssue.InvalidValue["annotations"], s))
    ),
    encode: SchemaGetter.passthrough()
  })
).annotate({ description: "A PLOT as x,y (e.g. 12,40), whole numbers from 0" })

/**
 * A query naming one PLOT either as `x` and `y` or as one `plotId` (spec §7 Lumber Yard `plot (plotId)`), written
 * `x:y` as the spec keys map plots, or `x,y`. {@link plotOfQuery} reads it.
 */
export const PlotIdOrCoordinatesQuery = Schema.Struct({
  x: Schema.optionalKey(PlotCoordinateFromString),
  y: Schema.optionalKey(PlotCoordinateFromString),
  plotId: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(32)))
})

/** The PLOT a {@link PlotIdOrCoordinatesQuery} names (`x`,`y` first, else `plotId` as `x:y` or `x,y`), or null. */
export const plotOfQuery = (q: { readonly x?: number; readonly y?: number; readonly plotId?: string }): PlotId | null => {
  if (q.x !== undefined && q.y !== undefined) return { x: q.x, y: q.y }
  if (q.plotId === undefined || q.x !== undefined || q.y !== undefined) return null
  return parsePlotIdText(q.plotId.replace(":", ","))
}

/**
 * A PLOT in a body as one text, `x:y` as the spec keys map plots (§3), or `x,y`: read as `{x, y}`, written `x:y`.
 */
export const PlotIdFromKey = Schema.String.check(Schema.isMaxLength(32), Schema.isPattern(/^\s*\d{1,6}\s*[:,]\s*\d{1,6}\s*$/)).pipe(
  Schema.decodeTo(PlotId, {
    decode: SchemaGetter.transform((s: string) => {
      const [x, y] = s.split(/[:,]/).map((n) => Number(n.trim()))
      return { x: x!, y: y! }
    }),
    encode: SchemaGetter.transform((p: PlotId) => `${p.x}:${p.y}`)
  })
)

/** A PLOT in a game call's body (spec §7 Gold Rush and Lumber Yard `{plotId}`): `{x, y}`, or the text `x:y` / `x,y`. */
export const PlotIdInput = Schema.Union([PlotId, PlotIdFromKey]).annotate({ description: "A PLOT as {x, y}, or as the text x:y (or x,y)" })
