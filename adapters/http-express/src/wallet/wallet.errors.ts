import type { OwnerIdAlreadySet, WalletRefused } from "@iw/core"
import { type ErrorMap, fieldFailure } from "../http-failure"

export type WalletError = WalletRefused | OwnerIdAlreadySet

/** Spec §5 Wallet address messages, on the `address` field; the owner ID, set once. */
export const walletErrors: ErrorMap<WalletError> = {
  WalletRefused: (e) => fieldFailure("address", `wallet.${e.reason}`),
  OwnerIdAlreadySet: () => fieldFailure("ownerId", "wallet.owner_id_set")
}
