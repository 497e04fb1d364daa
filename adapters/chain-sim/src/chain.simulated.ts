import { ChainGateway, ChainSimulator, Clock, type ExpectedPayment } from "@iw/core"
import { CurrentTransaction, Db, query } from "@iw/postgres"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { addressFromSeed, normalizeAddress, randomTxHash } from "./address"

export interface ChainSimSettings {
  /** Seeds the platform's addresses; the app secret keeps them stable across restarts and processes. */
  readonly secret: string
  /** A payment hash a member enters counts as confirmed this many seconds after first seen; negative: only staff approve. */
  readonly confirmAfterSeconds: number
}

/**
 * A SIMULATED ABEY chain kept in the database (tables chain_sim_*). Address validation is real (EIP-55); the
 * addresses are derived from the app secret; payments and deposits are rows, not blocks.
 *
 * - A payment is seen when it is first asked about (a hash a member enters is taken to pay the invoice it is
 *   entered for, seen at that moment) or when staff simulate it (`simulatePayment`, with the amount and the time
 *   they choose). It pays an invoice when it went to the invoice's address, in its currency and amount, and was
 *   first seen no later than the invoice's end; otherwise the check answers the mismatch (`late` after the end).
 *   A matching payment confirms `confirmAfterSeconds` after it was first seen, or when staff approve its purchase.
 * - Minting puts a token (collection, token id) on an address as a row of chain_sim_nfts; a token exists once.
 * - Deposits to members' system-wallet addresses are numbered in commit order (`height`): a cursor over them
 *   never skips one.
 *
 * Nothing here talks to a real chain.
 */
const ChainGatewaySimulated = (settings: ChainSimSettings) =>
  Layer.effect(
    ChainGateway,
    Effect.gen(function* () {
      const db = yield* Db
      const clock = yield* Clock
      const receiving = addressFromSeed(`iw-receiving:${settings.secret}`)
      // Members whose deposit address this process has stored outside any transaction (so it stays stored): the
      // address is derived from the member, and GET member asks for it on every request, so once stored it is
      // answered without a write. Inside a unit of work that may roll back, the address is always written.
      const stored = new Set<number>()
      const depositAddressOf = (memberId: number) =>
        Effect.flatMap(Effect.service(CurrentTransaction), (trx) => {
          const address = addressFromSeed(`iw-deposit:${settings.secret}:${memberId}`)
          if (trx === null && stored.has(memberId)) return Effect.succeed(address)
          return query(db, async (x) => {
            await x.insertInto("chain_sim_addresses").values({ address: address.toLowerCase(), member_id: memberId, purpose: "deposit" }).onConflict((oc) => oc.column("address").doNothing()).execute()
            if (trx === null) stored.add(memberId)
            return address
          })
        })
      return {
        kind: "simulated",
        simulated: true,
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
              if (tx.created_at.getTime() > expected.notAfter.getTime()) return { _tag: "Mismatch", reason: "late" } as const
              if (tx.confirmed_at) return { _tag: "Confirmed", at: tx.confirmed_at } as const
              const due = settings.confirmAfterSeconds >= 0 && now.getTime() - tx.created_at.getTime() >= settings.confirmAfterSeconds * 1000
              if (!due) return { _tag: "Pending" } as const
              await x.updateTable("chain_sim_transactions").set({ confirmed_at: now }).where("tx_hash", "=", txHash).execute()
              return { _tag: "Confirmed", at: now } as const
            })
          }),
        recordApproval: (txHash, expected, at) =>
          Effect.asVoid(
            query(db, (x) =>
              x
                .insertInto("chain_sim_transactions")
                .values({ tx_hash: txHash, kind: "payment", to_address: expected.to, currency: expected.currency, amount: expected.amount.toString(), created_at: at, confirmed_at: at })
                .onConflict((oc) => oc.column("tx_hash").doUpdateSet({ confirmed_at: sql`coalesce(chain_sim_transactions.confirmed_at, excluded.confirmed_at)` }).where("chain_sim_transactions.kind", "=", "payment"))
                .execute()
            )
          ),
        mintNft: (nft) =>
          Effect.gen(function* () {
            const txHash = randomTxHash()
            yield* query(db, (x) =>
              x.insertInto("chain_sim_nfts").values({ tx_hash: txHash, collection: nft.collection, token_id: nft.tokenId, to_address: nft.to, created_at: nft.at }).execute()
            )
            return { txHash }
          }),
        depositsSince: (cursor, limit) =>
          query(db, async (x) => {
            const after = cursor !== null && /^\d+$/.test(cursor) ? cursor : "0"
            const rows = await x
              .selectFrom("chain_sim_transactions")
              .select(["tx_hash", "member_id", "amount", "created_at", "height"])
              .where("kind", "=", "deposit")
              .where("member_id", "is not", null)
              .where("height", ">", after)
              .orderBy("height")
              .limit(limit)
              .execute()
            return {
              deposits: rows.map((r) => ({ txHash: r.tx_hash, memberId: Number(r.member_id), amount: BigInt(r.amount), at: r.created_at })),
              cursor: rows.length === 0 ? cursor : String(rows[rows.length - 1].height)
            }
          })
      }
    })
  )

/**
 * What only the simulator can do: put ABEY on a member's system-wallet address, as if it had been sent on the
 * chain (staff and tests use it through `staff/chain-sim/deposits`), and put a payment on the chain, first seen at a
 * time staff choose (`staff/chain-sim/payments`). One statement takes a deposit's height under the chain state's row
 * lock, so deposits are numbered in the order they commit.
 */
const ChainSimulatorLive = Layer.effect(
  ChainSimulator,
  Effect.gen(function* () {
    const db = yield* Db
    const clock = yield* Clock
    const chain = yield* ChainGateway
    return {
      deposit: (memberId, amountMinor) =>
        Effect.gen(function* () {
          const now = yield* clock.now
          const to = yield* chain.depositAddressOf(memberId)
          const txHash = randomTxHash()
          yield* query(db, (x) =>
            sql`
              with h as (update chain_sim_state set height = height + 1 where id = 1 returning height)
              insert into chain_sim_transactions (tx_hash, kind, to_address, currency, amount, member_id, created_at, confirmed_at, height)
              select ${txHash}, 'deposit', ${to}, 'ABEY', ${amountMinor.toString()}::bigint, ${memberId}, ${now}, ${now}, h.height from h
            `.execute(x)
          )
          return { txHash, to }
        }),
      pay: (payment: ExpectedPayment & { readonly seenAt: Date }) =>
        Effect.gen(function* () {
          const txHash = randomTxHash()
          yield* query(db, (x) =>
            x
              .insertInto("chain_sim_transactions")
              .values({ tx_hash: txHash, kind: "payment", to_address: payment.to, currency: payment.currency, amount: payment.amount.toString(), created_at: payment.seenAt })
              .execute()
          )
          return { txHash }
        })
    }
  })
)

/** The simulated chain: the ChainGateway every use-case reads, and the ChainSimulator staff tools drive. */
export const ChainSimulated = (settings: ChainSimSettings) => ChainSimulatorLive.pipe(Layer.provideMerge(ChainGatewaySimulated(settings)))
