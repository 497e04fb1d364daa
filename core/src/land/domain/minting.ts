import type { AddressStatus } from "../../wallet/index"
import { type Plot, type PlotView, isRefusal, transition, viewOf } from "./plot"

export type MintRefusal = { readonly _tag: "NotConfirmed" } | { readonly _tag: "NotOwner" } | { readonly _tag: "AlreadyMinted" } | { readonly _tag: "WalletNotLinked" } | { readonly _tag: "NotAllowed" }

/**
 * Spec §5: minting needs the checkbox ticked and a confirmed linked wallet ("ABEY Wallet is not linked"); only
 * the owner mints; a PLOT is minted once ("PLOT is already minted"). Which states may be minted, and the state
 * after, are the state machine's ({@link transition}, event `mint`).
 */
export const decideMint = (i: { readonly plot: Plot; readonly memberId: number; readonly checkbox: boolean; readonly wallet: AddressStatus }): { readonly _tag: "Mint"; readonly next: PlotView } | MintRefusal => {
  if (!i.checkbox) return { _tag: "NotConfirmed" }
  if (i.plot.ownerId !== i.memberId) return { _tag: "NotOwner" }
  if (i.plot.minted) return { _tag: "AlreadyMinted" }
  const next = transition(viewOf(i.plot), { type: "mint", memberId: i.memberId })
  if (isRefusal(next) && next._tag !== "NotAllowed") return next
  if (i.wallet !== "confirmed") return { _tag: "WalletNotLinked" }
  if (isRefusal(next)) return { _tag: "NotAllowed" }
  return { _tag: "Mint", next }
}
