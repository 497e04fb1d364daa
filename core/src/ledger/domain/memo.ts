import type { Localized } from "../../kernel/lang"

/**
 * What a ledger line says, as a code and its parameters, never as finished text: the reader's language renders it
 * (the catalogue's `ledger.memo.<code>`). A parameter is a number, text that is the same in every language (a PLOT's
 * coordinates, the words a staff member typed), or {@link Localized} text such as a product's name.
 */
export const MEMO_CODES = ["openingBalance", "productPurchase", "plotPurchase", "plotActivation", "buildingPurchase", "buildingExchange", "staffNote"] as const
export type MemoCode = (typeof MEMO_CODES)[number]
export type MemoParam = string | number | Localized

export interface Memo {
  readonly code: MemoCode
  readonly params: Readonly<Record<string, MemoParam>>
}

export const isMemoCode = (v: string): v is MemoCode => (MEMO_CODES as ReadonlyArray<string>).includes(v)

export const memoOf = <C extends MemoCode>(code: C, params: Readonly<Record<string, MemoParam>> = {}): Memo => ({ code, params })
