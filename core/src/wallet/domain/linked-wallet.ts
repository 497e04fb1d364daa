/**
 * The member's own Mobile ABEY Wallet (spec §4): absent → added (bind) → confirmed (confirm, with the checkbox).
 * Once added it cannot be changed.
 */
export type AddressStatus = "absent" | "added" | "confirmed"

export interface LinkedWallet {
  readonly memberId: number
  readonly address: string | null
  readonly status: AddressStatus
  readonly addedAt: Date | null
  readonly confirmedAt: Date | null
}

export const noWallet = (memberId: number): LinkedWallet => ({ memberId, address: null, status: "absent", addedAt: null, confirmedAt: null })

export type BindRefusal = "already_added" | "wrong_address" | "not_own" | "taken"
export type ConfirmRefusal = "not_added" | "already_confirmed" | "address_mismatch"

export const bind = (w: LinkedWallet, address: string, at: Date): LinkedWallet | "already_added" =>
  w.status !== "absent" ? "already_added" : { ...w, address, status: "added", addedAt: at }

export const confirm = (w: LinkedWallet, address: string, at: Date): LinkedWallet | ConfirmRefusal => {
  if (w.status === "absent" || w.address === null) return "not_added"
  if (w.status === "confirmed") return "already_confirmed"
  if (w.address.toLowerCase() !== address.trim().toLowerCase()) return "address_mismatch"
  return { ...w, status: "confirmed", confirmedAt: at }
}

/** Minting needs a confirmed wallet (spec §5). */
export const canMint = (w: LinkedWallet): boolean => w.status === "confirmed"
