import { Effect } from "effect"
import { ChainGateway } from "../../chain/ports/chain-gateway.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { member, system } from "../domain/account"
import { CheckpointRepository } from "../ports/checkpoint.repository.port"
import { LedgerRepository } from "../ports/ledger.repository.port"
import { postTransfer } from "./post-transfer"

/** The checkpoint that says how far along the chain deposits have been credited. */
export const DEPOSITS_CHECKPOINT = "chain.deposits"

/**
 * A periodic job: ABEY that arrived on members' system-wallet addresses on the chain is credited to their system
 * wallet, once per transaction hash. It reads only what the chain shows after the persisted cursor, and moves the
 * cursor in the same unit of work as the credits, so each tick handles new deposits only and a crash repeats
 * nothing twice (the hash is also each credit's idempotency key). Processes running it at once take turns on the
 * checkpoint's lock.
 */
export const collectWalletDeposits = (batch = 500) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const checkpoints = yield* CheckpointRepository
        const cursor = yield* checkpoints.lock(DEPOSITS_CHECKPOINT)
        const { deposits, cursor: next } = yield* ChainGateway.use((c) => c.depositsSince(cursor, batch))
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
        if (next !== null && next !== cursor) yield* checkpoints.save(DEPOSITS_CHECKPOINT, next, yield* Clock.use((c) => c.now))
        return { seen: deposits.length, credited, cursor: next }
      })
    )
  )

/** The transfer that credited the chain deposit with this hash to a system wallet, if it has been credited. */
export const depositCredit = (txHash: string) => LedgerRepository.use((r) => r.findTransfer(`deposit:${txHash}`))
