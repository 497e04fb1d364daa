import { describe } from "vitest"
import { emptyOrdersWorld, ordersLayer } from "../../core/test/custom-orders/in-memory-custom-orders"
import { inMemoryEnv, inMemoryEnvOf } from "../support/ports"
import { customOrdersPortSuite } from "./custom-orders.suite"
import { identityPortSuites } from "./identity-ports.suite"
import { ledgerModelSuite } from "./ledger-model.suite"

describe("in-memory adapters", () => identityPortSuites("in-memory", inMemoryEnv))

describe("in-memory ledger", () => ledgerModelSuite("in-memory", inMemoryEnv, 60))

describe("in-memory custom orders and Live2Earn", () =>
  customOrdersPortSuite("in-memory", async () => {
    const world = emptyOrdersWorld()
    return inMemoryEnvOf(world, ordersLayer(world, new Map()))
  }))
