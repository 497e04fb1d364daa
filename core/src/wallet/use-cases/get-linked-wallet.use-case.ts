import { Effect } from "effect"
import { WalletRepository } from "../ports/wallet.repository.port"

/** `GET member/wallet-address`: the linked wallet's address and status (absent, added, confirmed). */
export const getLinkedWallet = (memberId: number) =>
  Effect.map(WalletRepository.use((w) => w.linkedWallet(memberId)), (w) => ({ address: w.address, status: w.status }))
