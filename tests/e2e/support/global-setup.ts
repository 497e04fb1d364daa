import { mkdirSync } from "node:fs"
import { join, resolve } from "node:path"
import type { TestProject } from "vitest/node"
import { startBuiltProduct } from "../../support/built-product"

const ROOT = resolve(__dirname, "../../..")

/** Starts the built product once (`node apps/api/dist/main.js`, as `npm start` does) on a fresh data folder. */
export default async function setup(project: TestProject) {
  const product = await startBuiltProduct((dataDir) => ({
    MEMBER_TOKEN_SECONDS: "3600",
    SEED_DEMO_BUILDINGS: process.env.SEED_DEMO_BUILDINGS ?? "false",
    // Games: a short mining session, and the test-only game day offset the games e2e moves (refused in production).
    GAME_MINING_SECONDS: "2",
    TEST_GAME_DAY_OFFSET_FILE: join(dataDir, "game-day-offset"),
    // Programmes: the test-only shift of the programmes' clock, so today's revenue-sharing day can be run and shown.
    TEST_PROGRAMME_DAY_OFFSET_FILE: join(dataDir, "programme-day-offset"),
    // The DAO is open to the demo member (FEATURE_DAO_LINK, off by default): the DAO e2e votes as them.
    FEATURE_DAO_LINK: "100001"
  }))
  mkdirSync(join(ROOT, "test-results/e2e"), { recursive: true })
  project.provide("e2e", { url: product.url, dataDir: product.dataDir })
  return product.stop
}

declare module "vitest" {
  export interface ProvidedContext {
    e2e: { url: string; dataDir: string }
  }
}
