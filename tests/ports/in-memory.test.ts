import { describe } from "vitest"
import { inMemoryEnv } from "../support/ports"
import { identityPortSuites } from "./identity-ports.suite"
import { ledgerModelSuite } from "./ledger-model.suite"

describe("in-memory adapters", () => identityPortSuites("in-memory", inMemoryEnv))

describe("in-memory ledger", () => ledgerModelSuite("in-memory", inMemoryEnv, 60))
