import { Effect, Option } from "effect"
import { ChainSimulator } from "../../chain/index"
import { MemberRepository } from "../../identity/index"
import { AuditLog, NotFound, type StaffPrincipal, Transactor } from "../../kernel/index"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { unitOf } from "../domain/asset"
import { collectWalletDeposits, depositCredit } from "./collect-wallet-deposits.use-case"

/**
 * `POST staff/chain-sim/deposits` (SIMULATED chain only): staff put `amount` whole ABEY on a member's system-wallet
 * address, as a deposit on the chain would, audited in the same unit of work; then the deposits on the chain are
 * collected, so the answer says whether this one is credited (whichever process's job credits it). Without a
 * simulated chain there is no such tool: not found.
 */
export const simulateDeposit = (principal: StaffPrincipal, input: { readonly memberId: number; readonly amount: number }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const simulator = yield* Effect.serviceOption(ChainSimulator)
    if (Option.isNone(simulator)) return yield* new NotFound({ entity: "tool", id: "chain-sim" })
    const amount = BigInt(input.amount) * unitOf("abey")
    const { txHash, to } = yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          if ((yield* MemberRepository.use((m) => m.findById(input.memberId))) === null) return yield* new NotFound({ entity: "member", id: String(input.memberId) })
          const deposit = yield* simulator.value.deposit(input.memberId, amount)
          yield* AuditLog.use((a) =>
            a.record({
              actor: staffActor(principal),
              action: "chain_sim.deposit",
              target: { type: "member", id: String(input.memberId) },
              details: { amount: String(input.amount), currency: "ABEY", txHash: deposit.txHash, to: deposit.to }
            })
          )
          return deposit
        })
      )
    )
    yield* collectWalletDeposits()
    const credit = yield* depositCredit(txHash)
    return { txHash, to, credited: credit !== null, transferId: credit?.id ?? null }
  })
