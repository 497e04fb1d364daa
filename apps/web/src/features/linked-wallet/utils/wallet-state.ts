/** The linked wallet as `GET member/wallet-address` answers it (spec §4: absent → added → confirmed). */
export interface LinkedWallet {
  readonly address: string | null
  readonly status: "absent" | "added" | "confirmed"
}

export const STEPS = ["absent", "added", "confirmed"] as const

/** How far along the three steps (add, confirm, ready to mint) the member is: 0, 1 or 2. */
export const stepOf = (w: LinkedWallet): number => STEPS.indexOf(w.status)
