import { defineConfig } from "vitest/config"

/** `npm test`: core properties, contracts, adapters, the API over HTTP and the architecture rules. E2E has its own config. */
/**
 * `TEST_SCOPE=database` keeps the suites that talk to the database (the API over HTTP, the ports, the races): CI runs
 * the whole of `npm test` on PGlite, then only these again on PostgreSQL, since the rest cannot differ between the two.
 */
const DATABASE_SUITES = ["tests/contract/**/*.test.ts", "tests/race/**/*.test.ts", "tests/ports/**/*.test.ts"]

export default defineConfig({
  test: {
    include: process.env.TEST_SCOPE === "database" ? DATABASE_SUITES : [
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
