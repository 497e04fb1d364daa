import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { type AccountRef, accountKey, system } from "../domain/account"
import { hasLots, lotDaysOf } from "../domain/asset"
import { type Lot, type Take, addDays, expiredLots, spendPlan } from "../domain/lot"
import { type TransferIntent, accountsOf, applyLegs, fingerprintOf, intentProblems } from "../domain/transfer"
import { IdempotencyConflict, InsufficientFunds } from "../errors"
import { LedgerRepository, type StoredTransfer } from "../ports/ledger.repository.port"

const isMemberLotAccount = (a: AccountRef) => a.owner.kind === "member" && hasLots(a.asset)

/** Accounts without repeats, in key order: the order every unit of work locks them in. */
export const lockOrder = (refs: ReadonlyArray<AccountRef>) => {
  const m = new Map<string, AccountRef>()
  refs.forEach((r) => m.set(accountKey(r), r))
  return [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r)
}

/**
 * Moves the units of a locked member lot account's expired lots to `expired`, as an `expired` transfer.
 * Answers the balances after, and the lots with the expired ones emptied.
 */
const bookExpiredLots = (account: AccountRef, balances: ReadonlyMap<string, bigint>, now: Date) =>
  Effect.gen(function* () {
    const repo = yield* LedgerRepository
    const lots = yield* repo.lotsOf(account)
    const gone = expiredLots(lots, now)
    const amount = gone.reduce((s, l) => s + l.remaining, 0n)
    if (amount === 0n) return { balances, lots }
    const ids = gone.map((l) => l.id).join(",")
    const expiry: TransferIntent = {
      code: "expired",
      reference: { type: "lots", id: ids.slice(0, 64) },
      idempotencyKey: `expire:${accountKey(account)}:${ids}`.slice(0, 200),
      legs: [{ from: account, to: system("expired", account.asset), amount }]
    }
    const applied = applyLegs(balances, expiry.legs)
    if (applied._tag !== "Applied") return yield* Effect.die(new Error(`lots of ${accountKey(account)} exceed its balance`))
    yield* repo.writeTransfer(expiry, fingerprintOf(expiry), applied.balances, now)
    yield* repo.takeFromLots(gone.map((l) => ({ lotId: l.id, amount: l.remaining })))
    const emptied = new Set(gone.map((l) => l.id))
    return { balances: applied.balances, lots: lots.map((l) => (emptied.has(l.id) ? { ...l, remaining: 0n } : l)) }
  })

/** Books the expiry of one member lot account's expired lots, in its own unit of work. */
export const expireLots = (account: AccountRef) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* LedgerRepository
        const now = yield* Clock.use((c) => c.now)
        const balances = yield* repo.lockBalances(lockOrder([account, system("expired", account.asset)]))
        const before = balances.get(accountKey(account)) ?? 0n
        const after = yield* bookExpiredLots(account, balances, now)
        return before - (after.balances.get(accountKey(account)) ?? 0n)
      })
    )
  )

/**
 * The one way value moves: a transfer of one or more legs, committed together or not at all.
 *
 * In one unit of work it locks every account it touches (in key order, so units never wait on each other in a
 * cycle), answers a replay of the same idempotency key with the first result, moves expired lots of the member's
 * lot accounts to `expired`, refuses any leg that would take a member below zero, draws lot assets from the lot
 * that expires first (or first from the lots of `drawFirst`, for a refund), and credits new lots with their expiry.
 */
export const postTransfer = (intent: TransferIntent, options: { readonly field?: string } = {}) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const problems = intentProblems(intent)
        if (problems.length > 0) return yield* Effect.die(new Error(`invalid transfer ${intent.code}: ${problems.join(", ")}`))
        const repo = yield* LedgerRepository
        const now = yield* Clock.use((c) => c.now)
        const lotAccounts = accountsOf(intent).filter(isMemberLotAccount)
        const all = lockOrder([...accountsOf(intent), ...lotAccounts.map((a) => system("expired", a.asset))])
        // One round trip locks the accounts and looks the key up (a key committed by another unit meanwhile makes
        // the write below fail, and the unit runs again: see lockForTransfer).
        const locked = yield* repo.lockForTransfer(all, intent.idempotencyKey)
        let balances = locked.balances

        const fingerprint = fingerprintOf(intent)
        const existing = locked.existing
        if (existing !== null) {
          if (existing.fingerprint !== fingerprint) return yield* new IdempotencyConflict({ key: intent.idempotencyKey })
          return { transfer: existing, replayed: true } as const
        }

        // Expired lots leave the member's balance before anything else happens to it.
        const lotsByAccount = new Map<string, ReadonlyArray<Lot>>()
        for (const account of lotAccounts) {
          const swept = yield* bookExpiredLots(account, balances, now)
          balances = swept.balances
          lotsByAccount.set(accountKey(account), swept.lots)
        }

        const applied = applyLegs(balances, intent.legs)
        if (applied._tag === "Shortfall") {
          return yield* new InsufficientFunds({ asset: applied.asset, needed: applied.needed, available: applied.available, field: options.field })
        }

        const takes: Array<Take> = []
        for (const account of lotAccounts) {
          const key = accountKey(account)
          const debit = intent.legs.filter((l) => accountKey(l.from) === key).reduce((s, l) => s + l.amount, 0n)
          if (debit === 0n) continue
          const plan = spendPlan(lotsByAccount.get(key) ?? [], debit, now, intent.drawFirst)
          if (plan === null) return yield* new InsufficientFunds({ asset: account.asset, needed: debit, available: balances.get(key) ?? 0n, field: options.field })
          takes.push(...plan)
        }
        const stored: StoredTransfer = yield* repo.writeTransfer(intent, fingerprint, applied.balances, now)
        if (takes.length > 0) yield* repo.takeFromLots(takes)
        for (const leg of intent.legs) {
          if (!isMemberLotAccount(leg.to)) continue
          yield* repo.addLot(leg.to, stored.id, leg.amount, now, addDays(now, lotDaysOf(leg.to.asset)!))
        }
        return { transfer: stored, replayed: false } as const
      })
    )
  )
