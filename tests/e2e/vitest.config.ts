import { defineConfig } from "vitest/config"

/** `npm run test:e2e`: the built product in Debian's Chromium through playwright-core. */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.test.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: "forks",
    reporters: ["default"]
  }
})
