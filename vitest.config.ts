import { defineConfig } from "vitest/config"

/** `npm test`: core properties, contracts, adapters, the API over HTTP and the architecture rules. E2E has its own config. */
/**
 * CI runs the whole of `npm test` once, on PostgreSQL (`TEST_DATABASE_URL`). `TEST_SCOPE=embedded` then keeps what
 * proves the embedded default on PGlite: every port's shared suite against Kysely, the migrations, the demo seed and
 * the fuzzing of every operation (issue 11 asks for it on PGlite).
 * The browser suite covers the rest on PGlite, since the product it starts runs on the embedded database.
 * `TEST_SCOPE=database` keeps only the suites that talk to the database (the API over HTTP, the ports, the races).
 */
const SCOPES: Record<string, Array<string>> = {
  database: ["tests/contract/**/*.test.ts", "tests/race/**/*.test.ts", "tests/ports/**/*.test.ts"],
  embedded: ["tests/ports/**/*.test.ts", "tests/contract/demo-seeding.test.ts", "tests/fuzz/**/*.test.ts"]
}

export default defineConfig({
  test: {
    include: SCOPES[process.env.TEST_SCOPE ?? ""] ?? [
      "core/test/**/*.test.ts",
      "contracts/test/**/*.test.ts",
      "adapters/*/test/**/*.test.ts",
      "apps/*/test/**/*.test.ts",
      "apps/*/test/**/*.test.tsx",
      "tests/contract/**/*.test.ts",
      "tests/arch/**/*.test.ts",
      "tests/race/**/*.test.ts",
      "tests/ports/**/*.test.ts",
      "tests/fuzz/**/*.test.ts"
    ],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    reporters: ["default"]
  }
})
