import { Data } from "effect"

/** A wallet address was refused (spec §5 Wallet address messages); `reason` becomes the field code `wallet.<reason>`. */
export class WalletRefused extends Data.TaggedError("WalletRefused")<{
  readonly reason: "wrong_address" | "not_own" | "taken" | "already_added" | "not_added" | "already_confirmed" | "address_mismatch"
}> {}

/** The owner ID is set once and never changed. */
export class OwnerIdAlreadySet extends Data.TaggedError("OwnerIdAlreadySet")<{}> {}
