import type { Endpoint } from "./endpoint"
import { buildings } from "./buildings/buildings.endpoints"
import { content, staffAnnouncements, staffEvents, staffTutorials } from "./content/content.endpoints"
import { health } from "./health/health.endpoints"
import { identity } from "./identity/identity.endpoints"
import { land } from "./land/land.endpoints"
import { ledger } from "./ledger/ledger.endpoints"
import { purchases } from "./purchases/purchases.endpoints"
import { staff } from "./staff/staff.endpoints"
import { support } from "./support/support.endpoints"
import { wallet } from "./wallet/wallet.endpoints"
import { goldRush } from "./gold-rush/gold-rush.endpoints"
import { lumberYard } from "./lumber-yard/lumber-yard.endpoints"

/** Every endpoint of the product, by area. */
export const api = { identity, staff, ledger, wallet, purchases, support, content, staffAnnouncements, staffEvents, staffTutorials, land, health, buildings, goldRush, lumberYard } as const
export type Api = typeof api

export const allEndpoints = (): ReadonlyArray<Endpoint> =>
  Object.values(api).flatMap((area) => Object.values(area as Record<string, Endpoint>))
