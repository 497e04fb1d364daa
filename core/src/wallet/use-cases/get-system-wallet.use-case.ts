import { Effect } from "effect"
import { ChainGateway } from "../../chain/index"
import { getBalanceSheet } from "../../ledger/index"

/** The member's system wallet (spec §3 sysWalletAddress, sysWalletBalance): its custodial address and ABEY balance. */
export const getSystemWallet = (memberId: number) =>
  Effect.gen(function* () {
    const address = yield* ChainGateway.use((c) => c.depositAddressOf(memberId))
    const sheet = yield* getBalanceSheet(memberId)
    return { address, balance: sheet.systemWallet }
  })
