import { type BalanceValue, balanceValue } from "../../kernel/amount"
import { CREDIT_SCALE } from "./credits"

/** Credits in the spec's balance shape. */
export const balanceValueOfCredits = (minor: bigint): BalanceValue => balanceValue(minor, CREDIT_SCALE)
