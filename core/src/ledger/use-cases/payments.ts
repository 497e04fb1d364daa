import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { type AccountRef, accountKey, system } from "../domain/account"
import { hasLots } from "../domain/asset"
import { liveTotal } from "../domain/lot"
import type { Memo } from "../domain/memo"
import {
  type Payee,
  type PaymentSplit,
  REVENUE,
  type Tender,
  paymentFee,
  paymentLegs,
  receiversOf,
  reversedLegs,
  sourcesOf,
  splitOfLegs,
  splitPayment
} from "../domain/payment"
import { type Leg, type TransferCode, type TransferIntent, fingerprintOf } from "../domain/transfer"
import { IdempotencyConflict, InsufficientFunds } from "../errors"
import { LedgerRepository } from "../ports/ledger.repository.port"
import { lockOrder, postTransfer } from "./post-transfer"

/**
 * The ledger's payments face: how every area charges a member (PLOTs today; buildings, the store, games, ads and
 * custom orders next). A caller says who pays how much, with what and to whom; the ledger decides the legs, locks
 * the accounts, refuses a shortfall and writes one transfer, inside the caller's unit of work (nested units join
 * the outer one), so the caller's own changes and the payment commit together or not at all.
 */
export interface PaymentRequest {
  readonly payer: number
  /** Minor units of the tender's asset; 0 moves nothing and writes no transfer (a free PLOT). */
  readonly amount: bigint
  readonly tender: Tender
  /** Revenue unless named. */
  readonly payee?: Payee
  readonly code: TransferCode
  /** The business object paid for, e.g. `{type: "plot", id: "12,7"}`; a refund names it too. */
  readonly reference: { readonly type: string; readonly id: string }
  /**
   * The same key with the same request answers the first payment again and moves nothing, even when the balances
   * changed since (the split is the first one's); with another request (amount, payer, payee, tender's asset, code or
   * reference) it is refused with IdempotencyConflict.
   */
  readonly idempotencyKey: string
  readonly memo?: Memo
  /** The input field the amount came from, carried by InsufficientFunds for the 422 answer. */
  readonly field?: string
  /**
   * What the payment buys, moved in the same transfer (e.g. a store's escrowed minerals to the buyer): the legs are
   * appended after the payment's, their accounts locked with the payment's, so price and goods move together or not
   * at all. They must not draw on the payer's tender accounts.
   */
  readonly deliver?: ReadonlyArray<Leg>
}

export interface Payment {
  /** Null when nothing moved (amount 0). */
  readonly transferId: number | null
  readonly amount: bigint
  /** What the ordinary and bonus balances paid (for other assets all of it is `ordinary`). */
  readonly split: PaymentSplit
  /** What of the amount went to the fees account (a member payee's fee). */
  readonly fee: bigint
  readonly replayed: boolean
}

const NOTHING: PaymentSplit = { ordinary: 0n, bonus: 0n }

const intentOf = (r: PaymentRequest, payee: Payee, split: PaymentSplit): TransferIntent => ({
  code: r.code,
  reference: r.reference,
  idempotencyKey: r.idempotencyKey,
  legs: [...paymentLegs(r.payer, r.amount, r.tender, split, payee), ...(r.deliver ?? [])],
  ...(r.memo === undefined ? {} : { memo: r.memo })
})

/** What the tender's sub-balances hold, read from locked (or peeked) balances keyed by account. */
const heldBy = (payer: number, tender: Tender, balanceOf: (ref: AccountRef) => bigint): PaymentSplit => {
  const held = { ordinary: 0n, bonus: 0n }
  for (const s of sourcesOf(payer, tender)) held[s.pocket] += balanceOf(s.ref)
  return held
}

/** What an option may spend of the two sub-balances. */
const spendable = (tender: Tender, held: PaymentSplit) => (tender.asset === "abey" && tender.option === "ordinaryOnly" ? held.ordinary : held.ordinary + held.bonus)

/**
 * A member pays. ABEY is split between the ordinary and bonus balances by the tender's option, decided on the
 * balances as locked (every account the payment can touch is locked first, in key order), so the split is exact
 * and two payments never wait on each other in a cycle. Other assets come from the payer's main account; lot assets
 * (tickets) from the lots that expire first. Fails with InsufficientFunds (with `field`) when the payer falls short.
 */
export const pay = (request: PaymentRequest) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        if (request.amount < 0n) return yield* Effect.die(new Error(`a payment of ${request.amount} (${request.code})`))
        const payee = request.payee ?? REVENUE
        const asset = request.tender.asset
        const repo = yield* LedgerRepository
        const accounts = [
          ...sourcesOf(request.payer, request.tender).map((s) => s.ref),
          ...receiversOf(payee, asset, request.amount).map((r) => r.ref),
          ...(hasLots(asset) ? [system("expired", asset)] : []),
          ...(request.deliver ?? []).flatMap((l) => [l.from, l.to])
        ]
        const locked = yield* repo.lockBalances(lockOrder(accounts))
        const fee = paymentFee(request.amount, payee)
        if (request.amount === 0n && (request.deliver ?? []).length > 0) return yield* Effect.die(new Error(`a free payment cannot deliver (${request.code})`))
        if (request.amount === 0n) return { transferId: null, amount: 0n, split: NOTHING, fee: 0n, replayed: false } satisfies Payment

        const first = yield* repo.findTransfer(request.idempotencyKey)
        if (first !== null) {
          const split = splitOfLegs(request.payer, request.tender, first.legs)
          // The legs are drawn from the split, so a larger amount than was paid would draw the same legs again: the
          // amount itself must match what left the payer.
          const samePaid = split.ordinary + split.bonus === request.amount
          if (!samePaid || fingerprintOf(intentOf(request, payee, split)) !== first.fingerprint) return yield* new IdempotencyConflict({ key: request.idempotencyKey })
          return { transferId: first.id, amount: request.amount, split, fee, replayed: true } satisfies Payment
        }

        const held = heldBy(request.payer, request.tender, (ref) => locked.get(accountKey(ref)) ?? 0n)
        // Other assets have one account: the whole amount is its share, and postTransfer checks it (lots included).
        const split = request.tender.asset === "abey" ? splitPayment(request.amount, held, request.tender.option) : { ordinary: request.amount, bonus: 0n }
        if (split === null) return yield* new InsufficientFunds({ asset, needed: request.amount, available: spendable(request.tender, held), field: request.field })
        const { transfer, replayed } = yield* postTransfer(intentOf(request, payee, split), request.field === undefined ? {} : { field: request.field })
        return { transferId: transfer.id, amount: request.amount, split, fee, replayed } satisfies Payment
      })
    )
  )

/**
 * Gives a payment back in full: one transfer that moves every unit of it back to the account it came from (the
 * payee's share and the fee alike), referencing what was paid for. Once only: its key (by default
 * `payment-refund:{transferId}`) answers the first refund again. Lots the payment credited to a member payee are
 * drawn first. Fails with InsufficientFunds when a member payee no longer holds what they were paid.
 */
export const refundPayment = (refund: { readonly transferId: number; readonly code: TransferCode; readonly idempotencyKey?: string; readonly memo?: Memo; readonly field?: string }) =>
  Effect.gen(function* () {
    const paid = yield* LedgerRepository.use((r) => r.transferById(refund.transferId))
    if (paid === null) return yield* Effect.die(new Error(`no transfer ${refund.transferId} to refund`))
    const legs = reversedLegs(paid.legs)
    const { transfer, replayed } = yield* postTransfer(
      {
        code: refund.code,
        reference: paid.reference,
        idempotencyKey: refund.idempotencyKey ?? `payment-refund:${paid.id}`,
        legs,
        ...(refund.memo === undefined ? {} : { memo: refund.memo }),
        ...(legs.some((l) => l.from.owner.kind === "member" && hasLots(l.from.asset)) ? { drawFirst: paid.id } : {})
      },
      refund.field === undefined ? {} : { field: refund.field }
    )
    return { transferId: transfer.id, replayed }
  })

/**
 * What a payment would draw now, without paying or locking: the split, or null when the member falls short, and
 * what the tender may spend (live lots only, for lot assets). For estimates shown before the member confirms.
 */
export const quotePayment = (payer: number, amount: bigint, tender: Tender) =>
  Effect.gen(function* () {
    const repo = yield* LedgerRepository
    if (tender.asset !== "abey" && hasLots(tender.asset)) {
      const now = yield* Clock.use((c) => c.now)
      const available = liveTotal(yield* repo.peekLots(sourcesOf(payer, tender)[0].ref), now)
      return { split: amount >= 0n && available >= amount ? { ordinary: amount, bonus: 0n } : null, available }
    }
    const balances = yield* repo.balancesOf(payer)
    const held = heldBy(payer, tender, (ref) => balances.get(`${ref.asset}:${ref.pocket}`) ?? 0n)
    const split = tender.asset === "abey" ? splitPayment(amount, held, tender.option) : amount >= 0n && held.ordinary >= amount ? { ordinary: amount, bonus: 0n } : null
    return { split, available: spendable(tender, held) }
  })
