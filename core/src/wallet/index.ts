/**
 * wallet — the member's linked wallet (absent, added, confirmed), the system wallet, the owner id and the legal
 * information a PLOT purchase needs. The public face of the area (land reads the legal information and the linked
 * wallet through getLegalInfo and getLinkedWallet).
 */

// The model
export type { LegalInfo } from "./domain/legal-info"
export { type AddressStatus, type LinkedWallet, noWallet } from "./domain/linked-wallet"

// What it refuses with
export * from "./errors"

// The port adapters implement
export * from "./ports/wallet.repository.port"

// What members do
export { bindWalletAddress } from "./use-cases/bind-wallet-address.use-case"
export { confirmWalletAddress } from "./use-cases/confirm-wallet-address.use-case"
export { getLinkedWallet } from "./use-cases/get-linked-wallet.use-case"
export { getSystemWallet } from "./use-cases/get-system-wallet.use-case"
export { getLegalInfo, saveLegalInfo } from "./use-cases/legal-info.use-case"
export { setOwnerId } from "./use-cases/set-owner-id.use-case"
