#!/usr/bin/env node
// The staff CLI (`npm run cli -- <command>`, or `iw` once linked). Runs the bundle in ../dist when it has
// been built (npm run build), otherwise the TypeScript source through tsx, with the same arguments and folder.
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { constants } from "node:os"
import { fileURLToPath } from "node:url"

const dist = new URL("../dist/main.js", import.meta.url)

if (existsSync(fileURLToPath(dist))) {
  await import(dist.href)
} else {
  const source = fileURLToPath(new URL("../src/main.tsx", import.meta.url))
  const tsconfig = fileURLToPath(new URL("../tsconfig.json", import.meta.url))
  // Resolved from here, not from the caller's folder, so the CLI runs from any directory.
  const tsx = import.meta.resolve("tsx")
  const child = spawn(process.execPath, ["--import", tsx, source, ...process.argv.slice(2)], {
    stdio: "inherit",
    cwd: process.cwd(),
    env: { ...process.env, TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH ?? tsconfig }
  })
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal))
  child.on("error", (e) => {
    console.error(`Could not start the CLI from source: ${e.message}`)
    process.exit(1)
  })
  child.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)))
}
