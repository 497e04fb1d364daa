import type { BalanceValue, LandSchemas } from "@iw/contracts"
import { formatDecimal } from "@iw/ui"

export type Plot = LandSchemas.Plot
export type PlotDetail = typeof LandSchemas.PlotDetail.Type
/** A row of my plots: the PLOT with its latest activation and whether it runs now. */
export type MyPlot = typeof LandSchemas.MyPlot.Type

/** The page size of spec §9 for member lists (the server's default for member/plots/member). */
export const PER_PAGE = 15

/** Spec §9: an activation lasts 360 days. */
export const ACTIVATION_DAYS = 360

/** The activation fee: 10% of the PLOT's price (the land contract's `activate` summary), in basis points. */
const FEE_BASIS_POINTS = 1000n
const SCALE = 8

/** Every stored PLOT state, in the order the statistics show them (contracts `PlotStatus`). */
export const STATUSES = ["available", "sold", "owned", "minted", "staked", "placed", "reserved", "unavailable", "temporarily_unavailable"] as const
export type PlotStatus = (typeof STATUSES)[number]

/** States in which a member holds the plot. */
export const HELD: ReadonlyArray<string> = ["sold", "owned", "minted", "staked", "placed"]

export const statusKey = (status: string): string => ((STATUSES as ReadonlyArray<string>).includes(status) ? `plots.status.${status}` : "plots.status.other")

/** ABEY amounts: grouped, two decimals at least (spec §9 number formats). */
export const abey = (value: BalanceValue | string): string => formatDecimal(typeof value === "string" ? value : value.decimal)

/** A decimal string as minor units (8 decimals), exactly. */
export const toMinor = (decimal: string): bigint => {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal.trim())
  if (!m) return 0n
  const v = BigInt(m[2]) * 10n ** BigInt(SCALE) + BigInt(((m[3] ?? "") + "0".repeat(SCALE)).slice(0, SCALE) || "0")
  return m[1] === "-" ? -v : v
}

export const fromMinor = (minor: bigint): string => {
  const negative = minor < 0n
  const abs = negative ? -minor : minor
  const unit = 10n ** BigInt(SCALE)
  const frac = (abs % unit).toString().padStart(SCALE, "0").replace(/0+$/, "")
  return `${negative ? "-" : ""}${abs / unit}${frac ? `.${frac}` : ""}`
}

/** The fee the server charges to activate a PLOT, as a decimal string (10% of the price, rounded down). */
export const activationFee = (price: BalanceValue): string => fromMinor((toMinor(price.decimal) * FEE_BASIS_POINTS) / 10_000n)

/** When an activation started now would end. */
export const activationEnd = (from: Date): Date => new Date(from.getTime() + ACTIVATION_DAYS * 86_400_000)

/** `x,y`: the id a plot goes by in the ticket history (experience-tickets/{plotId}). */
export const plotId = (p: Pick<Plot, "x" | "y">): string => `${p.x},${p.y}`

/** Where the world map opens centred on a plot (the map page reads `x` and `y`). */
export const mapHref = (lang: string, p: Pick<Plot, "x" | "y">): string => `/${lang}/?x=${p.x}&y=${p.y}`

/** Minting is possible once, from `sold` or `owned` (core decideMint). */
export const canMint = (p: Plot): boolean => !p.minted && (p.status === "sold" || p.status === "owned")

/** Only land can be activated, and only while the member holds it. */
export const canActivate = (p: Plot): boolean => p.kind === "land" && HELD.includes(p.status)

/** Page number from the query string: a positive integer, else 1. */
export const pageFrom = (raw: string | null): number => {
  const n = Number(raw)
  return Number.isSafeInteger(n) && n >= 1 ? n : 1
}

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
