import type { AddressStatus } from "../../wallet/domain/linked-wallet"
import type { Plot } from "./plot"

export type MintRefusal = { readonly _tag: "NotConfirmed" } | { readonly _tag: "NotOwner" } | { readonly _tag: "AlreadyMinted" } | { readonly _tag: "WalletNotLinked" } | { readonly _tag: "NotAllowed" }

/**
 * Spec §5: minting needs the checkbox ticked and a confirmed linked wallet ("ABEY Wallet is not linked"); only
 * the owner mints; a PLOT is minted once ("PLOT is already minted").
 */
export const decideMint = (i: { readonly plot: Plot; readonly memberId: number; readonly checkbox: boolean; readonly wallet: AddressStatus }): { readonly _tag: "Mint" } | MintRefusal => {
  if (!i.checkbox) return { _tag: "NotConfirmed" }
  if (i.plot.ownerId !== i.memberId) return { _tag: "NotOwner" }
  if (i.plot.minted) return { _tag: "AlreadyMinted" }
  if (i.wallet !== "confirmed") return { _tag: "WalletNotLinked" }
  if (!["sold", "owned"].includes(i.plot.status)) return { _tag: "NotAllowed" }
  return { _tag: "Mint" }
}
