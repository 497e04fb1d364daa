import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { createHttpApp, type Logger, type Run } from "@iw/http-express"
import { liveChannel, seedWorld } from "@iw/postgres"
import { readWorldVersion } from "@iw/core"
import { Exit } from "effect"
import { attachLiveHub } from "@iw/ws-live"
import type { Config } from "./config"
import { TOKENS, createContainer, type AppRuntime } from "./container"
import { chainSimRoutes } from "./chain-sim.routes"
import { filesRoot, pathOfKey } from "@iw/files-local"
import { startJobs } from "./jobs"
import { issueOpsToken, seedDemoAccounts } from "./seed"
import { seedContent } from "./seed-content"
import { seedDemoBalances, seedProducts } from "./seed-ledger"
import type { DatabaseHandle } from "@iw/postgres"


const consoleLogger = (quiet: boolean): Logger => ({
  error: (message, detail) => {
    if (quiet) return
    const err = detail instanceof Error ? { name: detail.name, message: detail.message, stack: detail.stack } : detail
    console.error(JSON.stringify({ level: "error", at: new Date().toISOString(), message, detail: err }))
  }
})

export interface RunningServer {
  readonly url: string
  readonly port: number
  readonly db: DatabaseHandle
  readonly runtime: AppRuntime
  readonly run: Run
  readonly opsTokenFile: string
  readonly demoMemberId: number | null
  readonly close: () => Promise<void>
}

/** Opens the database, migrates, seeds, and serves HTTP and the live channel. Used by `npm start` and the tests. */
export const startServer = async (config: Config): Promise<RunningServer> => {
  const container = createContainer(config)
  const db = await container.getAsync<DatabaseHandle>(TOKENS.Database)
  const runtime = await container.getAsync<AppRuntime>(TOKENS.Runtime)
  const run: Run = (effect) => runtime.runPromiseExit(effect as Parameters<AppRuntime["runPromiseExit"]>[0]) as never

  let demoMemberId: number | null = null
  if (config.seedDemo) {
    await seedWorld(db.db)
    demoMemberId = await runtime.runPromise(seedDemoAccounts)
    await runtime.runPromise(seedProducts)
    await runtime.runPromise(seedDemoBalances(demoMemberId))
    await runtime.runPromise(seedContent)
  }
  const opsTokenFile = await runtime.runPromise(issueOpsToken(config.dataDir))

  const log = consoleLogger(config.quiet)
  const app = createHttpApp({
    run,
    log,
    webDir: config.webDir ?? undefined,
    staffDir: config.staffDir ?? undefined,
    trustProxy: config.trustProxy,
    trustCountryHeader: config.trustCountryHeader,
    extraRoutes: chainSimRoutes,
    filePathOf: (key) => pathOfKey(filesRoot(config.dataDir), key)
  })
  const stopJobs = startJobs(runtime, config.jobsEverySeconds, log)
  const server = createServer(app)
  server.keepAliveTimeout = 65_000
  // The world version: a client that reconnects with an older one is told to resync (public/map/delta).
  const hub = attachLiveHub(server, { currentVersion: async () => {
      const exit = await run(readWorldVersion)
      return Exit.isSuccess(exit) ? exit.value : 0
    }
  })
  const unlisten = await db.listen(liveChannel(db.schema), (payload) => {
    try {
      hub.deliver(JSON.parse(payload))
    } catch (e) {
      log.error("bad live payload", e)
    }
  })
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
    close: async () => {
      stopJobs()
      await hub.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await unlisten()
      await runtime.dispose()
      await db.close()
      await container.unbindAll()
    }
  }
}
