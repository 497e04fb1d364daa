import { describe } from "vitest"
import { emptyGovernanceWorld, governanceLayer } from "../../core/test/governance/in-memory-governance"
import { onRealPostgres } from "../support/database"
import { inMemoryEnvOf, kyselyEnv } from "../support/ports"
import { governancePortSuite } from "./governance.suite"

/** The DAO's port: one suite, run against the Kysely adapter (PGlite, or PostgreSQL with TEST_DATABASE_URL) and the in-memory one. */
describe(`GovernanceRepository: Kysely on ${onRealPostgres() ? "PostgreSQL" : "PGlite"}`, () => governancePortSuite("kysely", kyselyEnv))
describe("GovernanceRepository: in memory", () =>
  governancePortSuite("in-memory", async () => {
    const world = emptyGovernanceWorld()
    return inMemoryEnvOf(world, governanceLayer(world))
  }))
