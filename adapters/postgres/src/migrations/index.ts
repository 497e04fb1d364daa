import type { Migration } from "kysely"
import * as foundation from "./0001-foundation"
import * as land from "./0002-land"
import * as ledger from "./0003-ledger"
import * as support from "./0004-support"
import * as landMarket from "./0005-land-market"
import * as content from "./0006-content"
import * as ledgerIntegrity from "./0007-ledger-integrity"
import * as landFreeSales from "./0008-land-free-sales"
import * as supportImpersonation from "./0009-support-impersonation"
import * as auditLongTargets from "./0010-audit-long-targets"
import * as files from "./0011-files"
import * as buildings from "./0020-buildings"
import * as market from "./0040-market"
import * as marketHouseStock from "./0041-market-house-stock"
import * as customOrders from "./0030-custom-orders"
import * as buildingsNft from "./0021-buildings-nft"
import * as goldRush from "./0050-gold-rush"
import * as lumberYard from "./0051-lumber-yard"
import * as notifications from "./0052-notifications"
import * as activityTracker from "./0075-activity-tracker"
import * as programmes from "./0070-programmes"
import * as governance from "./0071-governance"
import * as daoProposalEnd from "./0072-dao-proposal-end"
import * as ads from "./0060-ads"
import * as adScrapeLimits from "./0067-ad-scrape-limits"
import * as wordsInSixLanguages from "./0080-words-in-six-languages"
import * as districtNames from "./0081-district-names"
import * as memberLive from "./0082-member-live"
import * as marketShelvesLive from "./0083-market-shelves-live"
import * as authLive from "./0053-auth-live"

/** Every migration, in order. The same list runs on PGlite and on PostgreSQL, at start and in test setup. */
export const migrations: Record<string, Migration> = {
  "0001-foundation": foundation,
  "0002-land": land,
  "0003-ledger": ledger,
  "0004-support": support,
  "0005-land-market": landMarket,
  "0006-content": content,
  "0007-ledger-integrity": ledgerIntegrity,
  "0008-land-free-sales": landFreeSales,
  "0009-support-impersonation": supportImpersonation,
  "0010-audit-long-targets": auditLongTargets,
  "0011-files": files,
  "0020-buildings": buildings,
  "0040-market": market,
  "0041-market-house-stock": marketHouseStock,
  "0030-custom-orders": customOrders,
  "0021-buildings-nft": buildingsNft,
  "0050-gold-rush": goldRush,
  "0051-lumber-yard": lumberYard,
  "0075-activity-tracker": activityTracker,
  "0070-programmes": programmes,
  "0071-governance": governance,
  "0072-dao-proposal-end": daoProposalEnd,
  "0060-ads": ads,
  "0067-ad-scrape-limits": adScrapeLimits,
  "0080-words-in-six-languages": wordsInSixLanguages,
  "0081-district-names": districtNames,
  "0082-member-live": memberLive,
  "0083-market-shelves-live": marketShelvesLive,
  "0052-notifications": notifications,
  "0053-auth-live": authLive
}
