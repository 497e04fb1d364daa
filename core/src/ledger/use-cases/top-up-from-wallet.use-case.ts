import { Effect } from "effect"
import { ValidationFailed, fieldError } from "../../kernel/errors"
import type { MemberPrincipal } from "../../kernel/principal"
import { member } from "../domain/account"
import { TOP_UP_MINIMUM, maxAvailable } from "../domain/top-up"
import { balanceValue } from "../../kernel/amount"
import { scaleOf, unitOf } from "../domain/asset"
import { type InsufficientFunds, TopUpAboveLimit } from "../errors"
import { LedgerRepository } from "../ports/ledger.repository.port"
import { postTransfer } from "./post-transfer"

/** The member's three ABEY pockets, in minor units: one read, no lots involved. */
const abeyPockets = (memberId: number) =>
  Effect.map(LedgerRepository.use((r) => r.balancesOf(memberId)), (b) => ({
    ordinary: b.get("abey:main") ?? 0n,
    bonus: b.get("abey:bonus") ?? 0n,
    wallet: b.get("abey:wallet") ?? 0n
  }))

/** `GET member/abey-balance/transfer/private/from-wallet`: the most whole ABEY a top-up may move now. */
export const getTopUpLimit = (principal: MemberPrincipal) => Effect.map(abeyPockets(principal.memberId), (p) => ({ maxAvailable: maxAvailable(p.wallet) }))

/**
 * `POST member/abey-balance/transfer/private/from-wallet {amount}` (spec §5): whole ABEY from the system wallet to
 * the ordinary balance, at least 1 and at most what the wallet holds. Answers the deposit for the confirmation.
 *
 * The upper limit is decided by the ledger itself, under the wallet's lock and after the idempotency key was
 * looked up: `amount ≤ maxAvailable` is exactly "the wallet holds amount × 10^8 minor units". So a retry of a
 * top-up that emptied the wallet answers the first result (a replay wins over the limit), and of many concurrent
 * top-ups exactly as many succeed as the wallet affords. A refusal carries the limit as it was under the lock.
 */
export const topUpFromWallet = (principal: MemberPrincipal, amount: bigint, idempotencyKey: string) =>
  Effect.gen(function* () {
    if (amount < BigInt(TOP_UP_MINIMUM)) return yield* new ValidationFailed({ errors: fieldError("amount", "validation.min.numeric", { min: TOP_UP_MINIMUM }) })
    const id = principal.memberId
    const { transfer } = yield* postTransfer(
      {
        code: "topUpFromWallet",
        reference: { type: "member", id: String(id) },
        idempotencyKey: `topup:${id}:${idempotencyKey}`,
        legs: [{ from: member(id, "abey", "wallet"), to: member(id, "abey", "main"), amount: amount * unitOf("abey") }]
      },
      { field: "amount" }
    ).pipe(
      Effect.catchTag("InsufficientFunds", (e: InsufficientFunds) =>
        Effect.fail(new TopUpAboveLimit({ max: maxAvailable(e.available) }))
      )
    )
    const after = yield* abeyPockets(id)
    const v = (minor: bigint) => balanceValue(minor, scaleOf("abey"))
    return {
      amount: transfer.legs[0].amount / unitOf("abey"),
      transferId: transfer.id,
      balance: v(after.ordinary + after.bonus),
      balanceOrdinary: v(after.ordinary),
      systemWallet: v(after.wallet)
    }
  })
