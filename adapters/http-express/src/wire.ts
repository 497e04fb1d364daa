import { type LangCode, builtInName, translate } from "@iw/contracts/i18n"
import { type BalanceSheet, type Memo, type Purchase, type StoredTransfer, accountKey, balanceValue, currencyScale, inLang, scaleOf } from "@iw/core"

/**
 * A ledger line's words in the reader's language: the catalogue's `ledger.memo.<code>` with its parameters, a
 * parameter written in several languages (a product's name) taken in the reader's language, else English.
 */
export const memoText = (memo: Memo | null, lang: LangCode): string | null =>
  memo === null
    ? null
    : translate(lang, `ledger.memo.${memo.code}`, Object.fromEntries(Object.entries(memo.params).map(([k, v]) => [k, typeof v === "object" ? inLang(v, lang) : v])))

/**
 * A building's template name in the reader's language: a built-in template's ("Cottage", "Villa", the ads' fallback
 * "Building") from the catalogue's `buildings.templateNames`; a name staff wrote stays as written.
 */
export const buildingNameIn = (name: string, lang: LangCode): string => builtInName(lang, "buildings.templateNames", name)

/** An amount of ABEY minor units in its wire form, at the ledger's ABEY scale (prices, fees, sales). */
export const abeyWire = (minor: bigint) => balanceValue(minor, scaleOf("abey"))

/** Domain values in their wire form. */
export const balanceSheetWire = (memberId: number, s: BalanceSheet) => ({
  memberId,
  balance: s.balance,
  balanceOrdinary: s.balanceOrdinary,
  balanceBonus: s.balanceBonus,
  systemWallet: s.systemWallet,
  itw: s.itw,
  tickets: s.tickets,
  ticketsClosestExpiration: s.ticketsClosestExpiration,
  points: s.points,
  minerals: s.minerals,
  wood: s.wood,
  coins: s.coins,
  adnetCredits: s.adnetCredits
})

export const purchaseWire = (p: Purchase, lang: LangCode) => ({
  id: p.id,
  memberId: p.memberId,
  productId: p.productId,
  productName: inLang(p.productName, lang),
  quantity: p.quantity,
  tickets: Number(p.tickets),
  currency: p.currency,
  amount: balanceValue(p.amount, currencyScale(p.currency)),
  address: p.address,
  status: p.status,
  issue: p.issue,
  txHash: p.txHash,
  invoiceExpiresAt: p.invoiceExpiresAt,
  reviewNote: p.reviewNote,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt
})

export const transferWire = (t: StoredTransfer) => ({
  id: t.id,
  code: t.code,
  createdAt: t.createdAt,
  legs: t.legs.map((l) => ({ from: accountKey(l.from), to: accountKey(l.to), asset: l.from.asset, amount: balanceValue(l.amount, scaleOf(l.from.asset)) }))
})

/** The `Idempotency-Key` header, or a fresh key when the caller sent none. */
export const idempotencyKeyOf = (headers: Record<string, string | Array<string> | undefined>): string => {
  const raw = headers["idempotency-key"]
  const value = Array.isArray(raw) ? raw[0] : raw
  return value && /^[\x21-\x7e]{1,100}$/.test(value) ? value : crypto.randomUUID()
}
