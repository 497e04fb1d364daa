import { rmSync, writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { ConfigError, loadConfig } from "./config"
import { DEMO_MEMBER, DEMO_STAFF } from "./seed"
import { startServer } from "./server"

const main = async () => {
  let config
  try {
    config = loadConfig()
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
  const lines = [
    "",
    `Interworld is running at ${server.url}`,
    `  member site   ${server.url}/en`,
    `  back-office   ${server.url}/staff`,
    `  API           ${server.url}/api/openapi.json`,
    `  database      ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.pgliteDir}`}`,
    `  mail          ${config.mail.transport === "smtp" ? "SMTP" : "outbox (read it with: npm run cli -- outbox)"}`
  ]
  if (server.demoMemberId !== null) {
    lines.push(
      "",
      "Demo accounts:",
      `  member  id ${server.demoMemberId}  password ${DEMO_MEMBER.password}  (log in at ${server.url}/en/login)`,
      ...DEMO_STAFF.map((s) => `  staff   ${s.email.padEnd(26)} password ${s.password.padEnd(18)} role ${s.roles.join(", ")}`)
    )
  }
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
