import { AP_POINTS_START } from "@iw/contracts"
import { Clock, Digest, Features, LedgerCalendar, PasswordHasher, SecureRandom, PlotHoldersLive, MemberHoldingsLive, BuildingListingsLive, SessionSettings, StaffDirectoryLive, TokenCodec, defaultGates } from "@iw/core"
import { ChainSimulated } from "@iw/chain-sim"
import { NotifierOutbox, OutboxReaderKysely } from "@iw/outbox"
import { postgresLayer } from "@iw/postgres"
import { Effect, Layer } from "effect"
import { emptyWorld, inMemoryLayer } from "../../core/test/support/in-memory"
import { openTestDatabase } from "./database"

/** A way to run port effects against one adapter, for the shared port suites. */
export interface PortEnv {
  readonly run: <A, E>(effect: Effect.Effect<A, E, any>) => Promise<A>
  readonly runExit: <A, E>(effect: Effect.Effect<A, E, any>) => Promise<import("effect").Exit.Exit<A, E>>
  readonly setNow: (ms: number) => void
  readonly close: () => Promise<void>
}

/** Port effects run against in-memory adapters over `world`, whose clock the suite moves. */
export const inMemoryEnvOf = <R>(world: { now: number }, layer: Layer.Layer<R>): PortEnv => ({
  run: (e) => Effect.runPromise(Effect.provide(e, layer) as Effect.Effect<never, never, never>),
  runExit: (e) => Effect.runPromiseExit(Effect.provide(e, layer) as Effect.Effect<never, never, never>),
  setNow: (ms) => void (world.now = ms),
  close: async () => undefined
})

export const inMemoryEnv = async (): Promise<PortEnv> => {
  const world = emptyWorld()
  return inMemoryEnvOf(world, inMemoryLayer(world))
}

/**
 * The Kysely adapters on the suite's database, with simple deterministic crypto, and the simulated chain (it
 * confirms nothing by itself: purchases complete when staff approve them).
 */
export const kyselyEnv = async (): Promise<PortEnv & { readonly db: Awaited<ReturnType<typeof openTestDatabase>> }> => {
  const db = await openTestDatabase()
  let now = Date.UTC(2026, 0, 1)
  let counter = 0
  const base = Layer.mergeAll(
    Layer.succeed(Clock)({ now: Effect.sync(() => new Date(now)) }),
    Layer.succeed(SecureRandom)({ digits: (n) => Effect.sync(() => String(counter++ % 10 ** n).padStart(n, "0")), token: () => Effect.sync(() => `tok${counter++}xxxxxxxx`) }),
    Layer.succeed(Digest)({ of: (v) => Effect.succeed(`d(${v})`) }),
    Layer.succeed(PasswordHasher)({ hash: (p) => Effect.succeed(`h(${p})`), verify: (p, h) => Effect.succeed(h === `h(${p})`) }),
    Layer.succeed(TokenCodec)({ sign: (c) => Effect.succeed(`${c.sessionId}|${c.version}|${c.expiresAt.getTime()}`), read: () => Effect.succeed(null) }),
    Layer.succeed(Features)(defaultGates),
    Layer.succeed(SessionSettings)({ memberTokenSeconds: 3600, staffTokenSeconds: 3600 }),
    Layer.succeed(LedgerCalendar)({ apPointsStart: AP_POINTS_START })
  )
  const persistence = postgresLayer(db.db).pipe(Layer.provideMerge(base))
  const chain = ChainSimulated({ secret: "test-secret", confirmAfterSeconds: -1 }).pipe(Layer.provide(persistence))
  const areas = Layer.mergeAll(StaffDirectoryLive, PlotHoldersLive, MemberHoldingsLive, BuildingListingsLive).pipe(Layer.provide(persistence))
  const layer = Layer.mergeAll(persistence, NotifierOutbox.pipe(Layer.provide(persistence)), OutboxReaderKysely.pipe(Layer.provide(persistence)), chain, areas)
  const runtime = await Effect.runPromise(Layer.build(layer).pipe(Effect.scoped))
  return {
    db,
    run: (e) => Effect.runPromise(Effect.provideContext(e, runtime) as Effect.Effect<never, never, never>),
    runExit: (e) => Effect.runPromiseExit(Effect.provideContext(e, runtime) as Effect.Effect<never, never, never>),
    setNow: (ms) => void (now = ms),
    close: () => db.dispose()
  }
}
