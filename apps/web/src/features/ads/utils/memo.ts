import type { AdsSchemas } from "@iw/contracts"

type Memo = NonNullable<typeof AdsSchemas.CreditTransaction.Type.memo>

/**
 * A credit movement's memo as the catalogue key and parameters to render it with: memos are the ledger's codes
 * (`ledger.memo.<code>`, e.g. a staff grant's `staffNote` with the reason as `{text}`), never keys of their own.
 */
export const memoMessage = (memo: Memo): readonly [key: string, params: Memo["params"]] => [`ledger.memo.${memo.code}`, memo.params]
