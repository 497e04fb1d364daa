/**
 * Paying in ABEY from the two sub-balances. The spec names the option `abeyBalanceFirst` as the default
 * (spend the ordinary balance first); `bonusFirst` spends the bonus balance first; `ordinaryOnly` never
 * touches the bonus.
 */
export const PAYMENT_OPTIONS = ["abeyBalanceFirst", "bonusFirst", "ordinaryOnly"] as const
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number]

export interface PaymentSplit {
  readonly ordinary: bigint
  readonly bonus: bigint
}

/** How much of `amount` each sub-balance pays, or null when the two together (as allowed) fall short. */
export const splitPayment = (amount: bigint, balances: PaymentSplit, option: PaymentOption): PaymentSplit | null => {
  if (amount < 0n) return null
  const min = (a: bigint, b: bigint) => (a < b ? a : b)
  switch (option) {
    case "ordinaryOnly":
      return balances.ordinary >= amount ? { ordinary: amount, bonus: 0n } : null
    case "abeyBalanceFirst": {
      const ordinary = min(amount, balances.ordinary)
      const bonus = amount - ordinary
      return bonus <= balances.bonus ? { ordinary, bonus } : null
    }
    case "bonusFirst": {
      const bonus = min(amount, balances.bonus)
      const ordinary = amount - bonus
      return ordinary <= balances.ordinary ? { ordinary, bonus } : null
    }
  }
}

/** A fee in basis points of an amount, rounded down to the minor unit (the payer never pays a fraction more). */
export const feeOf = (amount: bigint, basisPoints: number): bigint => (amount * BigInt(basisPoints)) / 10_000n
