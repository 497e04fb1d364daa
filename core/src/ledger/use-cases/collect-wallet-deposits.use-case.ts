import { Effect } from "effect"
import { ChainGateway } from "../../chain/ports/chain-gateway.port"
import { member, system } from "../domain/account"
import { postTransfer } from "./post-transfer"

/**
 * A periodic job: ABEY that arrived on members' system-wallet addresses on the chain is credited to their
 * system wallet, once per transaction hash.
 */
export const collectWalletDeposits = Effect.gen(function* () {
  const chain = yield* ChainGateway
  const deposits = yield* chain.depositsSince(null)
  let credited = 0
  for (const d of deposits) {
    const { replayed } = yield* postTransfer({
      code: "walletDeposit",
      reference: { type: "chain", id: d.txHash },
      idempotencyKey: `deposit:${d.txHash}`,
      legs: [{ from: system("issuance", "abey"), to: member(d.memberId, "abey", "wallet"), amount: d.amount }]
    })
    if (!replayed) credited++
  }
  return { seen: deposits.length, credited }
})
