import { ChainGateway, Clock } from "@iw/core"
import { Db, query } from "@iw/postgres"
import { Effect, Layer } from "effect"
import { addressFromSeed, normalizeAddress, randomTxHash } from "./address"

export interface ChainSimSettings {
  /** Seeds the platform's addresses; the app secret keeps them stable across restarts and processes. */
  readonly secret: string
  /** A payment hash a member enters counts as confirmed this many seconds after first seen; negative: only staff approve. */
  readonly confirmAfterSeconds: number
}

/**
 * A SIMULATED ABEY chain kept in the database (tables chain_sim_*). Address validation is real (EIP-55); the
 * addresses are derived from the app secret; payments and deposits are rows, not blocks. A transaction hash a
 * member submits is taken to pay the invoice it is submitted for, and confirms after `confirmAfterSeconds`
 * (or when staff approve the purchase). Nothing here talks to a real chain.
 */
export const ChainSimulated = (settings: ChainSimSettings) =>
  Layer.effect(
    ChainGateway,
    Effect.gen(function* () {
      const db = yield* Db
      const clock = yield* Clock
      const receiving = addressFromSeed(`iw-receiving:${settings.secret}`)
      const depositAddressOf = (memberId: number) =>
        query(db, async (x) => {
          const address = addressFromSeed(`iw-deposit:${settings.secret}:${memberId}`)
          await x.insertInto("chain_sim_addresses").values({ address: address.toLowerCase(), member_id: memberId, purpose: "deposit" }).onConflict((oc) => oc.column("address").doNothing()).execute()
          return address
        })
      return {
        kind: "simulated",
        normalizeAddress: (address) => Effect.sync(() => normalizeAddress(address)),
        depositAddressOf,
        receivingAddress: Effect.succeed(receiving),
        isCustodial: (address) =>
          address.toLowerCase() === receiving.toLowerCase()
            ? Effect.succeed(true)
            : Effect.map(
                query(db, (x) => x.selectFrom("chain_sim_addresses").select("address").where("address", "=", address.toLowerCase()).executeTakeFirst()),
                (r) => r !== undefined
              ),
        checkPayment: (txHash, expected) =>
          Effect.gen(function* () {
            const now = yield* clock.now
            return yield* query(db, async (x) => {
              await x
                .insertInto("chain_sim_transactions")
                .values({ tx_hash: txHash, kind: "payment", to_address: expected.to, currency: expected.currency, amount: expected.amount.toString(), created_at: now })
                .onConflict((oc) => oc.column("tx_hash").doNothing())
                .execute()
              const tx = await x.selectFrom("chain_sim_transactions").selectAll().where("tx_hash", "=", txHash).forUpdate().executeTakeFirstOrThrow()
              if (tx.kind !== "payment" || tx.to_address.toLowerCase() !== expected.to.toLowerCase()) return { _tag: "Mismatch", reason: "recipient" } as const
              if (tx.currency !== expected.currency) return { _tag: "Mismatch", reason: "currency" } as const
              if (BigInt(tx.amount) !== expected.amount) return { _tag: "Mismatch", reason: "amount" } as const
              if (tx.confirmed_at) return { _tag: "Confirmed", at: tx.confirmed_at } as const
              const due = settings.confirmAfterSeconds >= 0 && now.getTime() - tx.created_at.getTime() >= settings.confirmAfterSeconds * 1000
              if (!due) return { _tag: "Pending" } as const
              await x.updateTable("chain_sim_transactions").set({ confirmed_at: now }).where("tx_hash", "=", txHash).execute()
              return { _tag: "Confirmed", at: now } as const
            })
          }),
        depositsSince: () =>
          query(db, async (x) => {
            const rows = await x
              .selectFrom("chain_sim_transactions")
              .select(["tx_hash", "member_id", "amount", "created_at"])
              .where("kind", "=", "deposit")
              .where("member_id", "is not", null)
              .orderBy("created_at")
              .execute()
            return rows.map((r) => ({ txHash: r.tx_hash, memberId: Number(r.member_id), amount: BigInt(r.amount), at: r.created_at }))
          })
      }
    })
  )

/**
 * What only the simulator can do: put ABEY on a member's system-wallet address, as if it had been sent on the
 * chain. Staff and tests use it through `staff/chain-sim/deposits`.
 */
export const simulateDeposit = (memberId: number, amountMinor: bigint) =>
  Effect.gen(function* () {
    const db = yield* Db
    const now = yield* Clock.use((c) => c.now)
    const to = yield* ChainGateway.use((c) => c.depositAddressOf(memberId))
    const txHash = randomTxHash()
    yield* query(db, (x) =>
      x.insertInto("chain_sim_transactions").values({ tx_hash: txHash, kind: "deposit", to_address: to, currency: "ABEY", amount: amountMinor.toString(), member_id: memberId, created_at: now, confirmed_at: now }).execute()
    )
    return { txHash, to }
  })
