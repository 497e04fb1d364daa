import { defineConfig } from "vitest/config"

/** `npm test`: core properties, contracts, adapters, the API over HTTP and the architecture rules. E2E has its own config. */
export default defineConfig({
  test: {
    include: [
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
