import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type RunningServer, loadConfig, startServer } from "@iw/api"
import { api } from "@iw/contracts"
import { type Client, makeClient } from "@iw/contracts/client"
import { dropSchema, freshSchemaName, testDatabaseUrl } from "./database"

export interface TestServer extends RunningServer {
  /** A client with no token (visitors). */
  readonly anon: Client<typeof api>
  /** A client acting as the ops staff account. */
  readonly ops: Client<typeof api>
  readonly clientWith: (token: string | null, lang?: string) => Client<typeof api>
  /** The newest 4-digit code sent to a destination (e-mail or phone digits), read from the outbox. */
  readonly latestCode: (recipient: string) => Promise<string>
  readonly dataDir: string
  readonly stop: () => Promise<void>
}

/** The real server on a free port, on the suite's database (its own schema on PostgreSQL, or PGlite in memory). */
export const startTestServer = async (env: Record<string, string> = {}): Promise<TestServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), "iw-test-"))
  const url = testDatabaseUrl()
  const schema = url ? freshSchemaName() : ""
  const config = loadConfig(
    {
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PGLITE_DIR: "memory://",
      WEB_DIR: "",
      STAFF_DIR: "",
      QUIET: "true",
      // The suites log in as the demo accounts; on PostgreSQL (DATABASE_URL) they are seeded only when asked.
      SEED_DEMO: "true",
      ...(url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {}),
      ...env
    },
    process.cwd()
  )
  const server = await startServer(config)
  const base = `http://127.0.0.1:${server.port}`
  const clientWith = (token: string | null, lang = "en") => makeClient(api, { baseUrl: base, token: () => token, lang: () => lang })
  const opsToken = readFileSync(server.opsTokenFile, "utf8").trim()
  const ops = clientWith(opsToken)
  return {
    ...server,
    url: base,
    anon: clientWith(null),
    ops,
    clientWith,
    dataDir,
    latestCode: async (recipient) => {
      const list = await ops.staff.outbox({ query: { recipient, perPage: 1 } })
      const body = list.data[0]?.body ?? ""
      const m = /\b(\d{4})\b/.exec(body)
      if (!m) throw new Error(`no code in the outbox for ${recipient}: ${body}`)
      return m[1]
    },
    stop: async () => {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
      if (url) await dropSchema(url, schema)
    }
  }
}
