// Posts three-leg transfers in a loop until it is killed. Used by the crash test: node --import tsx ledger-batch.ts <url> <schema>
import { Clock, type TransferIntent, member, postTransfer, system } from "@iw/core"
import { openDatabase, postgresLayer } from "@iw/postgres"
import { Effect, Layer } from "effect"

const [url, schema] = process.argv.slice(2)
const handle = await openDatabase({ url, schema, poolSize: 4 })
const layer = postgresLayer(handle.db).pipe(Layer.provideMerge(Layer.succeed(Clock)({ now: Effect.sync(() => new Date()) })))
const runtime = await Effect.runPromise(Effect.scoped(Layer.build(layer)))
const run = <A, E>(e: Effect.Effect<A, E, any>) => Effect.runPromise(Effect.provideContext(e, runtime) as Effect.Effect<A, E, never>)

let n = 0
const worker = async (w: number) => {
  for (;;) {
    const from = 900000 + ((n + w) % 10)
    const to = 900000 + ((n + w + 3) % 10)
    const intent: TransferIntent = {
      code: "marketSale",
      reference: { type: "crash", id: String(n) },
      idempotencyKey: `crash:${w}:${n++}:${Math.random()}`,
      legs: [
        { from: member(from, "abey"), to: member(to, "abey"), amount: 7n },
        { from: member(from, "abey"), to: system("fees", "abey"), amount: 1n },
        { from: member(to, "abey", "bonus"), to: member(from, "abey", "bonus"), amount: 2n }
      ]
    }
    await run(postTransfer(intent)).catch(() => undefined)
    if (n % 50 === 0) process.stdout.write(`${n}\n`)
  }
}
await Promise.all([0, 1, 2, 3].map(worker))
