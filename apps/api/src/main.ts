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
  const lines = bannerLines(config, server)
  console.log(lines.join("\n") + "\n")
  let closing = false
  const stop = async (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal}: shutting down`)
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
