import { ABEY_SCALE } from "../../kernel/amount"

/**
 * Decimal places of the currencies payments on the ABEY chain are made in: invoices ask USDT (6 decimals on the
 * chain), deposits arrive in ABEY (8 decimals, as the ledger holds it). Amounts of them are bigint minor units. The one
 * definition the server's wire forms and the simulated chain's tools read.
 */
export const CURRENCY_SCALE: Readonly<Record<string, number>> = { USDT: 6, ABEY: ABEY_SCALE }

/** The decimal places of a chain currency; a currency the product does not know reads as USDT's 6. */
export const currencyScale = (currency: string): number => CURRENCY_SCALE[currency] ?? CURRENCY_SCALE.USDT
