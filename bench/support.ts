import { appendFileSync, existsSync, mkdtempSync, writeFileSync } from "node:fs"
import { cpus, tmpdir, totalmem } from "node:os"
import { join } from "node:path"
import { loadConfig, startServer } from "@iw/api"
import autocannon from "autocannon"
import pg from "pg"

/** The machine a result was measured on, for docs/benchmarks.md. */
export const machine = () => `${cpus()[0]?.model.trim() ?? "unknown CPU"}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`

/** Starts the real server for a benchmark: PGlite in memory, or PostgreSQL when BENCH_DATABASE_URL is set. */
export const benchServer = async (env: Readonly<Record<string, string>> = {}) => {
  const url = process.env.BENCH_DATABASE_URL
  const schema = `bench_${Date.now().toString(36)}`
  const server = await startServer(
    loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "iw-bench-")),
      PGLITE_DIR: "memory://",
      WEB_DIR: "",
      STAFF_DIR: "",
      QUIET: "true",
      ...(url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema, SEED_DEMO: "true" } : {}),
      ...env
    })
  )
  const close = async () => {
    await server.close()
    if (url) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop schema if exists "${schema}" cascade`)
      await client.end()
    }
  }
  return { server, close, url: `http://127.0.0.1:${server.port}`, database: url ? "PostgreSQL 15" : "PGlite", schema: url ? schema : null }
}

export interface Load {
  readonly title: string
  readonly url: string
  readonly method?: "GET" | "POST"
  readonly headers?: Record<string, string>
  readonly body?: string
  /** A different body per request, e.g. to spread log-ins over many members. */
  readonly bodies?: ReadonlyArray<string>
  readonly connections: number
  readonly seconds: number
}

export interface LoadResult {
  readonly title: string
  readonly requestsPerSecond: number
  readonly p50: number
  readonly p99: number
  readonly non2xx: number
  readonly errors: number
}

export const load = async (l: Load): Promise<LoadResult> => {
  const r = await autocannon({
    url: l.url,
    method: l.method ?? "GET",
    headers: { "content-type": "application/json", ...(l.headers ?? {}) },
    body: l.body,
    ...(l.bodies
      ? (() => {
          let i = 0
          return { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: l.bodies![i++ % l.bodies!.length] }) }] }
        })()
      : {}),
    connections: l.connections,
    duration: l.seconds
  })
  return { title: l.title, requestsPerSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }
}

/** Appends a section to docs/benchmarks.md (creating the file with its header once). */
export const record = (section: string) => {
  const file = new URL("../docs/benchmarks.md", import.meta.url).pathname
  if (!existsSync(file)) writeFileSync(file, "# Benchmarks\n\nEvery result names the command that produced it and the machine it ran on. Newer runs are appended.\n")
  appendFileSync(file, `\n${section.trim()}\n`)
}

export const table = (rows: ReadonlyArray<LoadResult>) =>
  [
    "| load | requests/s | p50 ms | p99 ms | non-2xx | errors |",
    "|---|---:|---:|---:|---:|---:|",
    ...rows.map((r) => `| ${r.title} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} |`)
  ].join("\n")
