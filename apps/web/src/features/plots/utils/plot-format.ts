import type { BalanceValue, LandSchemas } from "@iw/contracts"
import { HELD_STATES, STORED_PLOT_STATES, parseAmount, scaleOf } from "@iw/core/domain"
import { formatDecimal } from "@iw/ui"

export type Plot = LandSchemas.Plot
export type PlotDetail = typeof LandSchemas.PlotDetail.Type
/** A row of my plots: the PLOT with its latest activation and whether it runs now. */
export type MyPlot = typeof LandSchemas.MyPlot.Type

/** The page size of spec §9 for member lists (the server's default for member/plots/member). */
export const PER_PAGE = 15

/** ABEY's scale as core's ledger keeps it: prices and fees are exact at this many decimals. */
const ABEY_SCALE = scaleOf("abey")

/** Every stored PLOT state (core's state machine), in the order the statistics show them. */
export const STATUSES = STORED_PLOT_STATES
export type PlotStatus = (typeof STATUSES)[number]

/** States in which a member holds the plot (core's `HELD_STATES`). */
export const HELD: ReadonlyArray<string> = HELD_STATES

export const statusKey = (status: string): string => ((STATUSES as ReadonlyArray<string>).includes(status) ? `plots.status.${status}` : "plots.status.other")

/** ABEY amounts: grouped, two decimals at least (spec §9 number formats). */
export const abey = (value: BalanceValue | string): string => formatDecimal(typeof value === "string" ? value : value.decimal)

/** A decimal string of ABEY as minor units, exactly (0 when it is not one). */
export const toMinor = (decimal: string): bigint => parseAmount(decimal, ABEY_SCALE) ?? 0n

/** `x,y`: the id a plot goes by in the ticket history (experience-tickets/{plotId}). */
export const plotId = (p: Pick<Plot, "x" | "y">): string => `${p.x},${p.y}`

/** Where the world map opens centred on a plot (the map page reads `x` and `y`). */
export const mapHref = (lang: string, p: Pick<Plot, "x" | "y">): string => `/${lang}/?x=${p.x}&y=${p.y}`

/** A share as a percentage, for a meter's width (0 when the whole is 0). */
export const share = (part: number, whole: number): number => (whole > 0 ? Math.min(100, Math.max(0, (part / whole) * 100)) : 0)

/**
 * A share as words show it, without the % sign: one decimal, and a part that is neither none nor all never reads
 * as 0 or 100 (1 of 15,900 is "<0.1", 6,470 of 6,472 is ">99.9").
 */
export const percent = (part: number, whole: number): string => {
  if (whole <= 0 || part <= 0) return "0"
  if (part >= whole) return "100"
  const p = Math.round((part / whole) * 1000) / 10
  if (p < 0.1) return "<0.1"
  if (p > 99.9) return ">99.9"
  return String(p)
}
