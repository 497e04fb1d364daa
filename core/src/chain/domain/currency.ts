import { scaleOf } from "../../ledger/domain/asset"

/**
 * Decimal places of the currencies payments on the ABEY chain are made in: invoices ask USDT (6 decimals on the
 * chain), deposits arrive in ABEY (the ledger's ABEY scale). Amounts of them are bigint minor units. The one
 * definition the server's wire forms and the simulated chain's tools read.
 */
export const CURRENCY_SCALE: Readonly<Record<string, number>> = { USDT: 6, ABEY: scaleOf("abey") }

/** The decimal places of a chain currency; a currency the product does not know reads as USDT's 6. */
export const currencyScale = (currency: string): number => CURRENCY_SCALE[currency] ?? CURRENCY_SCALE.USDT
