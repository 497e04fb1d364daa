import { LedgerSchemas } from "@iw/contracts"
import { isAsset as isCoreAsset, scaleOf } from "@iw/core/domain"
import { formatDecimal } from "@iw/ui"

export type Asset = typeof LedgerSchemas.Asset.Type

/** Every asset of the ledger, in the contract's order. */
export const ASSETS: ReadonlyArray<Asset> = LedgerSchemas.Asset.literals

export const isAsset = (v: unknown): v is Asset => typeof v === "string" && (ASSETS as ReadonlyArray<string>).includes(v)

/** Assets counted in whole units (scale 0 in core's ledger, e.g. tickets and coins): shown without decimals. */
const isWhole = (asset: string): boolean => isCoreAsset(asset) && scaleOf(asset) === 0

/**
 * An exact decimal string of an asset as text (spec §9: English grouping; two decimals, up to 8), whole-unit
 * assets without decimals. `signed` puts a plus before amounts received.
 */
export const formatAssetAmount = (asset: string, decimal: string, options: { readonly signed?: boolean } = {}): string => {
  const text = formatDecimal(decimal, isWhole(asset) ? { min: 0 } : {})
  if (!options.signed) return text
  return text.startsWith("-") ? `−${text.slice(1)}` : text === "0" || /^0(\.0+)?$/.test(text) ? text : `+${text}`
}

export const isNegative = (decimal: string): boolean => decimal.trim().startsWith("-")

/** An account key of a transfer leg, e.g. `member:100001:tickets:main` or `system:issuance:tickets:main`. */
export interface AccountParts {
  readonly kind: "member" | "system"
  readonly id: string
  readonly asset: string
  readonly pocket: string
}

export const parseAccountKey = (key: string): AccountParts | null => {
  const [kind, id, asset, pocket] = key.split(":")
  if ((kind !== "member" && kind !== "system") || !id || !asset) return null
  return { kind, id, asset, pocket: pocket ?? "main" }
}

/**
 * An invoice amount for staff: `$` for USD, otherwise the currency code, as spec §9 prints money, but with the
 * exact fraction (staff compare it with what arrived on the chain, so "USDT 12" for 12.5 would mislead).
 */
export const formatInvoice = (decimal: string, currency: string): string =>
  currency.toUpperCase() === "USD" ? `$${formatDecimal(decimal)}` : `${currency.toUpperCase()} ${formatDecimal(decimal)}`
