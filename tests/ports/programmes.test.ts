import { describe } from "vitest"
import { ProgrammeCalendarCst } from "../../apps/api/src/programmes"
import { emptyProgrammesWorld, inMemoryProgrammeCalendar, programmesLayer } from "../../core/test/programmes/in-memory-programmes"
import { onRealPostgres } from "../support/database"
import { inMemoryEnvOf, kyselyEnv } from "../support/ports"
import { programmeCalendarPortSuite, programmeHoldingsPortSuite, revenueSharingPortSuite } from "./programmes.suite"

/**
 * The programmes' ports (revenue-sharing days and shares, holdings, calendar): one suite per port, run against the
 * Kysely adapters (PGlite, or PostgreSQL with TEST_DATABASE_URL) and the in-memory ones the core's properties use.
 */
const inMemoryProgrammesEnv = async () => {
  const world = emptyProgrammesWorld()
  return inMemoryEnvOf(world, programmesLayer(world))
}
const db = onRealPostgres() ? "PostgreSQL" : "PGlite"

describe(`RevenueSharingRepository: Kysely on ${db}`, () => revenueSharingPortSuite("kysely", kyselyEnv))
describe("RevenueSharingRepository: in memory", () => revenueSharingPortSuite("in-memory", inMemoryProgrammesEnv))
describe(`ProgrammeHoldings: Kysely on ${db}`, () => programmeHoldingsPortSuite("kysely", kyselyEnv))
describe("ProgrammeHoldings: in memory", () => programmeHoldingsPortSuite("in-memory", inMemoryProgrammesEnv))
describe("ProgrammeCalendar: the composition root's", () => programmeCalendarPortSuite("cst", ProgrammeCalendarCst))
describe("ProgrammeCalendar: in memory", () => programmeCalendarPortSuite("in-memory", inMemoryProgrammeCalendar({ programmes: { shiftDays: 0 } })))
