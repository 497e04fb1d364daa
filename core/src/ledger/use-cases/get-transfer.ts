import { LedgerRepository } from "../ports/ledger.repository.port"

/** One transfer as it was written, or null: for the areas that show what a payment or credit of theirs moved. */
export const getTransfer = (id: number) => LedgerRepository.use((r) => r.transferById(id))
