import type { Asset, Pocket } from "./asset"

/**
 * An account holds one asset for one owner. Members own accounts; the platform owns system accounts.
 * `issuance` is where every unit enters and leaves circulation, so it alone may go below zero: the sum of
 * all accounts of an asset is always exactly zero.
 */
export const SYSTEM_ACCOUNTS = ["issuance", "revenue", "fees", "expired", "escrow", "exchange"] as const
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number]

export type Owner = { readonly kind: "member"; readonly memberId: number } | { readonly kind: "system"; readonly name: SystemAccount }

export interface AccountRef {
  readonly owner: Owner
  readonly asset: Asset
  readonly pocket: Pocket
}

export const member = (memberId: number, asset: Asset, pocket: Pocket = "main"): AccountRef => ({ owner: { kind: "member", memberId }, asset, pocket })
export const system = (name: SystemAccount, asset: Asset): AccountRef => ({ owner: { kind: "system", name }, asset, pocket: "main" })

export const ownerId = (o: Owner): string => (o.kind === "member" ? String(o.memberId) : o.name)

/** A stable key, also the order in which accounts are locked (so two units never wait on each other). */
export const accountKey = (a: AccountRef): string => `${a.owner.kind}:${ownerId(a.owner)}:${a.asset}:${a.pocket}`

export const mayGoNegative = (a: AccountRef): boolean => a.owner.kind === "system" && a.owner.name === "issuance"

export const parseAccountKey = (key: string): AccountRef => {
  const [kind, id, asset, pocket] = key.split(":")
  return kind === "member"
    ? { owner: { kind: "member", memberId: Number(id) }, asset: asset as Asset, pocket: pocket as Pocket }
    : { owner: { kind: "system", name: id as SystemAccount }, asset: asset as Asset, pocket: pocket as Pocket }
}
