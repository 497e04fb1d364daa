import type { Endpoint } from "./endpoint"
import { buildings } from "./buildings/buildings.endpoints"
import { files } from "./files/files.endpoints"
import { customOrders } from "./custom-orders/custom-orders.endpoints"
import { content, staffAnnouncements, staffEvents, staffTutorials } from "./content/content.endpoints"
import { health } from "./health/health.endpoints"
import { identity } from "./identity/identity.endpoints"
import { land } from "./land/land.endpoints"
import { ledger } from "./ledger/ledger.endpoints"
import { market } from "./market/market.endpoints"
import { live2earn } from "./live2earn/live2earn.endpoints"
import { purchases } from "./purchases/purchases.endpoints"
import { staff } from "./staff/staff.endpoints"
import { support } from "./support/support.endpoints"
import { wallet } from "./wallet/wallet.endpoints"
import { goldRush } from "./gold-rush/gold-rush.endpoints"
import { lumberYard } from "./lumber-yard/lumber-yard.endpoints"
import { notifications } from "./notifications/notifications.endpoints"
import { activity } from "./activity/activity.endpoints"
import { programmes } from "./programmes/programmes.endpoints"
import { governance } from "./governance/governance.endpoints"
import { ads, staffAds } from "./ads/ads.endpoints"
import { adScrape } from "./ads/ad-scrape.endpoints"

/** Every endpoint of the product, by area. */
export const api = { identity, staff, ledger, wallet, purchases, support, content, staffAnnouncements, staffEvents, staffTutorials, land, health, buildings, market, files, customOrders, live2earn, goldRush, lumberYard, notifications, activity, programmes, governance, ads, staffAds, adScrape } as const

export type Api = typeof api

export const allEndpoints = (): ReadonlyArray<Endpoint> =>
  Object.values(api).flatMap((area) => Object.values(area as Record<string, Endpoint>))
