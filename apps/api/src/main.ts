import { rmSync, writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { ConfigError, loadConfig } from "./config"
import { bannerLines } from "./banner"
import { startServer } from "./server"

const main = async () => {
  let config
  try {
    // `npm start` shows a new user the buildings flow at once: the demo member's buildings are on unless turned off.
    config = loadConfig({ SEED_DEMO_BUILDINGS: "true", ...process.env })
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`)
      process.exit(1)
    }
    throw e
  }
  const server = await startServer(config)
  // The CLI run from this folder finds this server and its token whatever PORT and DATA_DIR were given.
  const running = resolve(process.cwd(), ".iw-running.json")
  writeFileSync(running, JSON.stringify({ url: server.url, tokenFile: server.opsTokenFile, pid: process.pid }))
  const lines = bannerLines(config, server)
  console.log(lines.join("\n") + "\n")
  let closing = false
  const stop = async (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal}: shutting down`)
    rmSync(running, { force: true })
    await server.close()
    process.exit(0)
  }
  process.on("SIGINT", () => void stop("SIGINT"))
  process.on("SIGTERM", () => void stop("SIGTERM"))
}

main().catch((e) => {
  console.error("Interworld failed to start:", e instanceof Error ? e.message : e)
  process.exit(1)
})
