import { balanceValue, parseAmount, scaleOf } from "@iw/core/domain"
import type { Area, AreaAction, District, RegisterBody, ReservedAreaSummary } from "../api/land"

export type Mode = "register" | "reserve" | "availability"
export const MODES: ReadonlyArray<Mode> = ["register", "reserve", "availability"]
export type Corner = "x0" | "y0" | "x1" | "y1"
export const CORNERS: ReadonlyArray<Corner> = ["x0", "y0", "x1", "y1"]

/** The largest area one request may cover (the server's limit: a whole 408 × 408 world). */
export const MAX_CELLS = 408 * 408

export const areaText = (a: Area) => `${a.x0},${a.y0} – ${a.x1},${a.y1}`
export const cellsOf = (a: Area) => (a.x1 - a.x0 + 1) * (a.y1 - a.y0 + 1)
export const areaOf = (a: Area): Area => ({ x0: a.x0, y0: a.y0, x1: a.x1, y1: a.y1 })

/** The typed corners as an area (any two opposite corners), or null while one is missing or not a whole number ≥ 0. */
export const parseArea = (raw: Record<Corner, string>): Area | null => {
  const n = CORNERS.map((k) => (/^\d{1,6}$/.test(raw[k].trim()) ? Number(raw[k].trim()) : null))
  if (n.some((v) => v === null)) return null
  const [x0, y0, x1, y1] = n as [number, number, number, number]
  return { x0: Math.min(x0, x1), y0: Math.min(y0, y1), x1: Math.max(x0, x1), y1: Math.max(y0, y1) }
}

/** A positive ABEY price of at most 12 whole digits, and no finer than ABEY's scale (core's ledger assets). */
export const isPrice = (text: string): boolean => /^\d{1,12}(\.\d+)?$/.test(text) && parseAmount(text, scaleOf("abey")) !== null

/** The audit log keeps a price in ABEY's minor units; shown as ABEY, exactly, at ABEY's scale. */
export const abeyOfMinor = (minor: string): string => (/^\d+$/.test(minor) ? balanceValue(BigInt(minor), scaleOf("abey")).decimal : minor)

/** A thumbnail is an http(s) address or a path on this site. */
export const isThumbnail = (text: string): boolean => /^(https?:\/\/|\/)\S+$/.test(text)

/** A district or reserved area chosen in a list: the world map outlines it instead of the form's area. */
export type Outlined = { readonly kind: "district" | "reserved"; readonly id: number; readonly name: string; readonly area: Area }

/** A change the form asks for, confirmed in a dialog before it is sent. */
export type Pending =
  | { readonly mode: "register"; readonly body: RegisterBody }
  | { readonly mode: "reserve"; readonly area: Area; readonly name: string }
  | { readonly mode: "availability"; readonly area: Area; readonly action: AreaAction }

/** A change to one row of the lists, asked for from its buttons and confirmed in a dialog. */
export type RowChange =
  | { readonly kind: "unreserve"; readonly area: ReservedAreaSummary }
  | { readonly kind: "editDistrict"; readonly district: District; readonly name: string; readonly thumbnail: string }
  | { readonly kind: "deleteDistrict"; readonly district: District }
