import type { Forbidden, NotFound, Unauthenticated, ValidationFailed } from "@iw/core"
import { type ErrorMap, type HttpFailure, type MappingOptions, type Tagged, failure } from "./http-failure"
import { type BuildingsError, buildingsErrors } from "./buildings/buildings.errors"
import { type FilesError, filesErrors } from "./files/files.errors"
import { type CustomOrdersError, customOrdersErrors } from "./custom-orders/custom-orders.errors"
import { type Live2EarnError, live2earnErrors } from "./live2earn/live2earn.errors"
import { type ProgrammesError, programmesErrors } from "./programmes/programmes.errors"
import { type GovernanceError, governanceErrors } from "./governance/governance.errors"
import { type GoldRushError, goldRushErrors } from "./gold-rush/gold-rush.errors"
import { type AdsError, adsErrors } from "./ads/ads.errors"
import { type LumberYardError, lumberYardErrors } from "./lumber-yard/lumber-yard.errors"
import { type ActivityError, activityErrors } from "./activity/activity.errors"
import { type AdScrapeError, adScrapeErrors } from "./ads/ad-scrape.errors"
import { type IdentityError, identityErrors } from "./identity/identity.errors"
import { type LandError, landErrors } from "./land/land.errors"
import { type LedgerError, ledgerErrors } from "./ledger/ledger.errors"
import { type MarketError, marketErrors } from "./market/market.errors"
import { type PurchasesError, purchasesErrors } from "./purchases/purchases.errors"
import { type StaffError, staffErrors } from "./staff/staff.errors"
import { type SupportError, supportErrors } from "./support/support.errors"
import { type WalletError, walletErrors } from "./wallet/wallet.errors"

export * from "./http-failure"

/** The kernel's errors, which every area may raise. `ValidationFailed` is for input that has the wrong shape. */
export type KernelError = ValidationFailed | Unauthenticated | Forbidden | NotFound

export const kernelErrors: ErrorMap<KernelError> = {
  ValidationFailed: (e) => ({ status: 422, errors: e.errors }),
  Unauthenticated: () => failure("UNAUTHENTICATED"),
  Forbidden: () => failure("FORBIDDEN"),
  NotFound: () => failure("NOT_FOUND")
}

/**
 * Every error a handler may fail with: the union of the areas' maps. A handler whose effect can fail with anything
 * else does not compile (see `Handler` in router.ts); to raise a new error, add it to its area's map.
 */
export type MappedError = KernelError | IdentityError | StaffError | LedgerError | WalletError | PurchasesError | SupportError | LandError | BuildingsError | MarketError | FilesError | CustomOrdersError | Live2EarnError | GoldRushError | LumberYardError | ActivityError | ProgrammesError | GovernanceError | AdsError | AdScrapeError

/** The areas' maps in one (spec §8). Each tag is answered by exactly one area; a test checks no two maps share one. */
export const ERROR_MAPS = { kernelErrors, identityErrors, staffErrors, ledgerErrors, walletErrors, purchasesErrors, supportErrors, landErrors, buildingsErrors, marketErrors, filesErrors, customOrdersErrors, live2earnErrors, goldRushErrors, lumberYardErrors, activityErrors, programmesErrors, governanceErrors, adsErrors, adScrapeErrors } as const

const byTag: ErrorMap<MappedError> = { ...kernelErrors, ...identityErrors, ...staffErrors, ...ledgerErrors, ...walletErrors, ...purchasesErrors, ...supportErrors, ...landErrors, ...buildingsErrors, ...marketErrors, ...filesErrors, ...customOrdersErrors, ...live2earnErrors, ...goldRushErrors, ...lumberYardErrors, ...activityErrors, ...programmesErrors, ...governanceErrors, ...adsErrors, ...adScrapeErrors }

/**
 * A domain error (a tagged value from the core) as its HTTP answer, per spec §8; null for anything no map names,
 * which the binder answers 500 without detail.
 */
export const mapDomainError = (error: unknown, options: MappingOptions = {}): HttpFailure | null => {
  const tag = (error as Partial<Tagged> | null)?._tag
  if (typeof tag !== "string" || !Object.hasOwn(byTag, tag)) return null
  const answer = byTag[tag as MappedError["_tag"]] as (e: unknown, o: MappingOptions) => HttpFailure
  return answer(error, options)
}
