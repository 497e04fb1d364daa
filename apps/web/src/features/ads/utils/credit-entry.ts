import type { AdsSchemas } from "@iw/contracts"

type Memo = NonNullable<typeof AdsSchemas.CreditTransaction.Type.memo>

/**
 * A credit movement's memo as the catalogue key and parameters to render it with: memos are the ledger's codes
 * (`ledger.memo.<code>`, e.g. a staff grant's `staffNote` with the reason as `{text}`), never keys of their own.
 */
export const memoMessage = (memo: Memo): readonly [key: string, params: Memo["params"]] => [`ledger.memo.${memo.code}`, memo.params]

/**
 * What a credit movement concerns, as a catalogue key and parameters: a package purchase, a staff grant (without the
 * staff member's id) or an ad's day (`{adId}:{YYYY-MM-DD}`, the day in CST); anything else as it came.
 */
export const referenceMessage = (type: string, id: string): readonly [key: string, params: Readonly<Record<string, string>>] | null => {
  if (type === "adnet-purchase") return ["adsPages.credits.references.purchase", { id }]
  if (type === "staff-grant") return ["adsPages.credits.references.staff", {}]
  const adDay = type === "ad-day" ? /^(\d+):(\d{4}-\d{2}-\d{2})$/.exec(id) : null
  if (adDay) return ["adsPages.credits.references.adDay", { adId: adDay[1], day: adDay[2] }]
  return null
}
