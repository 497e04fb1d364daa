import { Cause, Effect, Exit } from "effect"
import { type ChainDeposit, ChainGateway } from "../../chain/index"
import { balanceValue } from "../../kernel/amount"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { member, system } from "../domain/account"
import { scaleOf } from "../domain/asset"
import { CheckpointRepository } from "../ports/checkpoint.repository.port"
import { LedgerRepository } from "../ports/ledger.repository.port"
import { postTransfer } from "./post-transfer"

/** The checkpoint that says how far along the chain deposits have been credited. */
export const DEPOSITS_CHECKPOINT = "chain.deposits"

/** The audit action of a chain deposit the job could not credit and went past; staff read it in the audit log. */
export const DEPOSIT_FAILED_ACTION = "ledger.deposit_failed"

/** Why a credit failed, short enough for an audit entry: a typed error's tag, or a defect's message. */
const describeFailure = (cause: Cause.Cause<unknown>): string => {
  const e = Cause.squash(cause)
  const text =
    typeof e === "object" && e !== null && "_tag" in e && typeof e._tag === "string"
      ? e._tag
      : e instanceof Error
        ? `${e.name}: ${e.message}`
        : String(e)
  return text.slice(0, 200)
}

type Step =
  | { readonly _tag: "Done" }
  | { readonly _tag: "Handled"; readonly deposit: ChainDeposit; readonly credited: boolean; readonly cursor: string | null }

/**
 * A periodic job: ABEY that arrived on members' system-wallet addresses on the chain is credited to their system
 * wallet, once per transaction hash (the hash is each credit's idempotency key).
 *
 * Each deposit is its own unit of work: it locks the checkpoint, takes the one deposit the chain shows after it,
 * credits it and moves the cursor past it, so a crash repeats nothing and processes running the job at once take
 * turns deposit by deposit. When a credit fails (a defect, or the hash's key was used for another request), that
 * unit rolls back and a second one, if the same deposit is still next, records the failure in the audit log
 * (`ledger.deposit_failed`, on the member) and moves the cursor past it: one bad deposit never holds up the ones
 * after it. A failure before a deposit was taken (the chain or the database did not answer) fails the job, and
 * the next tick starts from the same cursor. At most `batch` deposits per run; the run ends when the chain shows
 * nothing after the cursor, so a deposit committed before the run started has been handled when it returns.
 */
export const collectWalletDeposits = (batch = 500) =>
  Effect.gen(function* () {
    const tx = yield* Transactor
    const checkpoints = yield* CheckpointRepository
    const chain = yield* ChainGateway
    const now = Clock.use((c) => c.now)
    const next = (cursor: string | null) => Effect.map(chain.depositsSince(cursor, 1), (r) => ({ deposit: r.deposits[0] ?? null, cursor: r.cursor }))

    let seen = 0
    let credited = 0
    let failed = 0
    // Where the checkpoint stands, and the deposit a unit was crediting when it failed (null: it had taken none).
    const state: { cursor: string | null; attempted: ChainDeposit | null } = { cursor: null, attempted: null }
    while (seen < batch) {
      const exit = yield* Effect.exit(
        tx.transaction(
          Effect.gen(function* () {
            state.attempted = null
            const at = yield* checkpoints.lock(DEPOSITS_CHECKPOINT)
            state.cursor = at
            const { deposit, cursor: after } = yield* next(at)
            if (deposit === null) return { _tag: "Done" } as Step
            state.attempted = deposit
            const { replayed } = yield* postTransfer({
              code: "walletDeposit",
              reference: { type: "chain", id: deposit.txHash },
              idempotencyKey: `deposit:${deposit.txHash}`,
              legs: [{ from: system("issuance", "abey"), to: member(deposit.memberId, "abey", "wallet"), amount: deposit.amount }]
            })
            if (after !== null && after !== at) yield* checkpoints.save(DEPOSITS_CHECKPOINT, after, yield* now)
            return { _tag: "Handled", deposit, credited: !replayed, cursor: after } as Step
          })
        )
      )
      if (Exit.isSuccess(exit)) {
        if (exit.value._tag === "Done") break
        seen++
        if (exit.value.credited) credited++
        state.cursor = exit.value.cursor
        continue
      }
      const failedDeposit = state.attempted
      if (failedDeposit === null || Cause.hasInterrupts(exit.cause)) return yield* Effect.failCause(exit.cause)
      const reason = describeFailure(exit.cause)
      const skipped = yield* tx.transaction(
        Effect.gen(function* () {
          const at = yield* checkpoints.lock(DEPOSITS_CHECKPOINT)
          const { deposit, cursor: after } = yield* next(at)
          // Another process moved on meanwhile (and credited or recorded this deposit): just go on from where it is.
          if (deposit === null || deposit.txHash !== failedDeposit.txHash) return null
          yield* AuditLog.use((a) =>
            a.record({
              actor: { kind: "system", id: DEPOSITS_CHECKPOINT },
              action: DEPOSIT_FAILED_ACTION,
              target: { type: "member", id: String(deposit.memberId) },
              details: { txHash: deposit.txHash, amount: balanceValue(deposit.amount, scaleOf("abey")).decimal, currency: "ABEY", reason }
            })
          )
          if (after !== null && after !== at) yield* checkpoints.save(DEPOSITS_CHECKPOINT, after, yield* now)
          return after
        })
      )
      if (skipped !== null) {
        seen++
        failed++
        state.cursor = skipped
      }
    }
    return { seen, credited, failed, cursor: state.cursor }
  })

/** The transfer that credited the chain deposit with this hash to a system wallet, if it has been credited. */
export const depositCredit = (txHash: string) => LedgerRepository.use((r) => r.findTransfer(`deposit:${txHash}`))
