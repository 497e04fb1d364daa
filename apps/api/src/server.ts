import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { api } from "@iw/contracts"
import { ActivityRepository, authenticate } from "@iw/core"
import { Exit } from "effect"
import { type HttpServices, type Logger, type Run, createHttpApp, makeStoreShelvesCache, makeWorldSnapshotCache, uploadRequestTimeoutMs, worldSourceOf } from "@iw/http-express"
import { type KnownCallersCache, liveChannel, pingDatabase, seedWorld } from "@iw/postgres"
import { attachLiveHub } from "@iw/ws-live"
import type { Config } from "./config"
import { TOKENS, createContainer, type AppRuntime } from "./container"
import { startJobs } from "./jobs"
import { makeLogger } from "./logger"
import { makeMetrics } from "./metrics"
import { demoAccountsPresent, issueOpsToken, seedDemoAccounts } from "./seed"
import { seedContent } from "./seed-content"
import { seedDemoBuildings } from "./seed-buildings"
import { seedHouseStock } from "./seed-market"
import { seedDemoProgrammes } from "./seed-programmes"
import { seedDemoAds } from "./seed-ads"
import { seedDemoBalances, seedProducts } from "./seed-ledger"
import type { DatabaseHandle } from "@iw/postgres"

export interface RunningServer {
  readonly url: string
  readonly port: number
  readonly db: DatabaseHandle
  readonly runtime: AppRuntime
  readonly run: Run<HttpServices>
  readonly opsTokenFile: string
  readonly demoMemberId: number | null
  /** How long one request may take before the server cuts it off (uploads, spec §9). */
  readonly requestTimeoutMs: number
  readonly close: () => Promise<void>
}

/** Opens the database, migrates, seeds, and serves HTTP and the live channel. Used by `npm start` and the tests. */
export const startServer = async (config: Config): Promise<RunningServer> => {
  const container = createContainer(config)
  const db = await container.getAsync<DatabaseHandle>(TOKENS.Database)
  const runtime = await container.getAsync<AppRuntime>(TOKENS.Runtime)
  const knownCallers = container.get<KnownCallersCache>(TOKENS.KnownCallers)
  // Typed: a layer graph that lacks a service some handler needs does not compile here.
  const run: Run<HttpServices> = (effect) => runtime.runPromiseExit(effect)

  if (config.production) {
    const demo = await runtime.runPromise(demoAccountsPresent)
    if (demo.length > 0) {
      await runtime.dispose()
      await db.close()
      await container.unbindAll()
      throw new Error(`NODE_ENV=production and demo accounts with published passwords exist (${demo.join(", ")}): remove them, or run without NODE_ENV=production`)
    }
  }
  let demoMemberId: number | null = null
  if (config.seedDemo) {
    await seedWorld(db.db)
    demoMemberId = await runtime.runPromise(seedDemoAccounts)
    await runtime.runPromise(seedProducts)
    await runtime.runPromise(seedDemoBalances(demoMemberId))
    await runtime.runPromise(seedContent)
    await runtime.runPromise(seedHouseStock)
    if (config.seedDemoBuildings) {
      await runtime.runPromise(seedDemoBuildings(demoMemberId))
      await runtime.runPromise(seedDemoProgrammes(demoMemberId))
      // The demo member's AdNet package, ads and schedule on those buildings (pays 100 ABEY of the opening balance).
      await runtime.runPromise(seedDemoAds(demoMemberId))
    }
  }
  const opsTokenFile = await runtime.runPromise(issueOpsToken(config.dataDir))

  const logger = makeLogger(config.logLevel)
  const log = logger.log
  let liveClients = () => 0
  const metrics = makeMetrics({ pool: db.poolStats, liveClients: () => liveClients() })
  // The world snapshot, kept current from the live channel below: snapshot requests read no database.
  const world = makeWorldSnapshotCache(worldSourceOf(run))
  // The store's shelves, dropped on every listing change announced on the live channel below (migration 0083).
  const shelves = makeStoreShelvesCache()
  // Readiness (GET /api/health): the database answers, and the live channel's LISTEN connection is up.
  let listening = false
  const app = createHttpApp({
    health: {
      database: () => pingDatabase(db.db),
      liveChannel: () => listening
    },
    run,
    log,
    knownCaller: (token) => knownCallers.find(token, Date.now()),
    onRequest: (entry) => {
      logger.onRequest(entry)
      metrics.onRequest(entry)
    },
    ...(config.metricsPath ? { metrics: { path: config.metricsPath, render: async () => ({ contentType: metrics.registry.contentType, body: await metrics.registry.metrics() }) } } : {}),
    worldSnapshot: world,
    storeShelves: shelves,
    webDir: config.webDir ?? undefined,
    staffDir: config.staffDir ?? undefined,
    trustProxy: config.trustProxy,
    trustCountryHeader: config.trustCountryHeader,
    uploads: { tempDir: config.uploads.tempDir, concurrentPerCaller: config.uploads.concurrentPerMember }
  })
  const stopJobs = startJobs(runtime, config.jobsEverySeconds, log)
  const server = createServer(app)
  server.keepAliveTimeout = 65_000
  // Spec §9: an attachment upload may take 5 minutes; the server allows the slowest upload the contract names, set
  // here rather than left to Node's default.
  server.requestTimeout = uploadRequestTimeoutMs(api) || server.requestTimeout
  // The world version: a client that reconnects with an older one is told to resync (public/map/delta).
  const hub = attachLiveHub(server, {
    currentVersion: () => world.version().catch(() => 0),
    // A socket signs in with the member's access token to take its own topic (member/update).
    authenticateMember: async (token) => {
      const exit = await run(authenticate(token))
      return Exit.isSuccess(exit) && exit.value.kind === "member" ? exit.value.memberId : null
    }
  })
  liveClients = hub.clientCount
  // Every world change of every API process arrives here (LISTEN/NOTIFY). When the listening connection comes back
  // after a loss, changes announced meanwhile were missed: the version is read again and every client is told to
  // resync, so no map stays stale while it shows Connected.
  const unlisten = await db.listen(
    liveChannel(db.schema),
    (payload) => {
      try {
        const event = JSON.parse(payload)
        // A session or member changed (migration 0053's triggers): forget its callers; never for the sockets.
        if (knownCallers.hear(event)) return
        // A member's own update (migration 0082's triggers): to that member's sockets only, outside the world's versions.
        if (event?.type === "member") return hub.deliverToMember(Number(event.memberId), event.payload)
        // A listing changed (migration 0083's trigger): for the store's shelves in memory, not for the sockets.
        if (event?.type === "market") return shelves.changed()
        if (typeof event?.version === "number") world.noteVersion(event.version)
        if (typeof event?.sentAt === "number") metrics.onNotify(event.sentAt)
        hub.deliver(event)
      } catch (e) {
        log.error("bad live payload", e)
      }
    },
    {
      onListening: async (reconnected) => {
        listening = true
        // Authenticated members are kept only while every change to sessions and members can be heard.
        knownCallers.listening(true)
        world.offline()
        shelves.goLive()
        const version = await world.version()
        world.goLive(version)
        if (reconnected) hub.broadcast({ type: "resync", version, reason: "reconnected" })
      },
      onLost: (e) => {
        listening = false
        knownCallers.listening(false)
        world.offline()
        shelves.offline()
        log.error("live channel lost; reconnecting", e)
      }
    }
  )
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(config.port, config.host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host
  return {
    url: `http://${shownHost}:${port}`,
    port,
    db,
    runtime,
    run,
    opsTokenFile,
    demoMemberId,
    requestTimeoutMs: server.requestTimeout,
    close: async () => {
      stopJobs()
      await hub.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await unlisten()
      // The tracker's beats still buffered (written once a second) are written before the database closes.
      await runtime.runPromise(ActivityRepository.use((r) => r.flush)).catch((e: unknown) => log.error("activity: writing beats at close failed", e))
      await runtime.dispose()
      await db.close()
      await container.unbindAll()
    }
  }
}
