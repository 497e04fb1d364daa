import { fileURLToPath } from "node:url"
import type { TestProject } from "vitest/node"
// @ts-expect-error: a plain ES module of the build, without types
import { bundleNode } from "../../scripts/bundle-node.mjs"

const CLI = (path: string) => fileURLToPath(new URL(`../../apps/cli/${path}`, import.meta.url))

/**
 * Picks the database every persistence and API suite runs on (design card, "Database in tests"):
 * TEST_DATABASE_URL if set; else a PostgreSQL 15 container when a Docker engine answers; else PGlite.
 */
export default async function setup(project: TestProject) {
  // The CLI's suites run the staff CLI as staff do, one process a command: bundled once here from the source under test
  // (under a second), each command starts in about a second instead of transpiling the source through tsx every time.
  await bundleNode(CLI("src/main.tsx"), CLI("dist/main.js"))
  const url = process.env.TEST_DATABASE_URL?.trim()
  if (url) {
    project.provide("databaseUrl", url)
    return
  }
  try {
    const { GenericContainer, Wait, getContainerRuntimeClient } = await import("testcontainers")
    await Promise.race([getContainerRuntimeClient(), new Promise((_, reject) => setTimeout(() => reject(new Error("no container engine")), 3000))])
    const container = await new GenericContainer("postgres:15-alpine")
      .withEnvironment({ POSTGRES_PASSWORD: "test" })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start()
    project.provide("databaseUrl", `postgres://postgres:test@${container.getHost()}:${container.getMappedPort(5432)}/postgres`)
    return async () => {
      await container.stop()
    }
  } catch {
    // No container engine answers here: the suites use PGlite.
  }
  project.provide("databaseUrl", "")
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string
  }
}
