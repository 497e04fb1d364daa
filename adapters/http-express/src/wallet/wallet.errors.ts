import type { WalletRefused } from "@iw/core"
import { type ErrorMap, fieldFailure } from "../http-failure"

export type WalletError = WalletRefused

/** Spec §5 Wallet address messages, on the `address` field. */
export const walletErrors: ErrorMap<WalletError> = {
  WalletRefused: (e) => fieldFailure("address", `wallet.${e.reason}`)
}
