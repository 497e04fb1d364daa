import { Layer } from "effect"
import type { Kysely } from "kysely"
import type { Database } from "./database"
import { Db, TransactorLive } from "./executor"
import { ActivityRepositoryKysely } from "./activity/activity.kysely-repository"
import { StatisticsReaderKysely } from "./activity/statistics.kysely-reader"
import { LoginThrottleRepositoryKysely } from "./identity/login-throttle.kysely-repository"
import { MemberRepositoryKysely } from "./identity/member.kysely-repository"
import { OneTimeCodeRepositoryKysely } from "./identity/one-time-code.kysely-repository"
import { SessionRepositoryKysely } from "./identity/session.kysely-repository"
import { VerificationRepositoryKysely } from "./identity/verification.kysely-repository"
import { BuildingRepositoryKysely } from "./buildings/building.kysely-repository"
import { AssetRepositoryKysely, MarketRepositoryKysely } from "./market/market.kysely-repository"
import { CustomOrderRepositoryKysely } from "./custom-orders/custom-orders.kysely-repository"
import { Live2EarnRepositoryKysely } from "./live2earn/live2earn.kysely-repository"
import { GoldRushRepositoryKysely } from "./gold-rush/gold-rush.kysely-repository"
import { LumberYardRepositoryKysely } from "./lumber-yard/lumber-yard.kysely-repository"
import { NotificationRepositoryKysely } from "./notifications/notification.kysely-repository"
import { ProgrammeHoldingsKysely, RevenueSharingRepositoryKysely } from "./programmes/programmes.kysely-repository"
import { GovernanceRepositoryKysely } from "./governance/governance.kysely-repository"
import { AdsRepositoryKysely } from "./ads/ads.kysely-repository"
import { ScrapeLimiterKysely } from "./ads/scrape-limiter.kysely-repository"
import { AuditLogKysely } from "./kernel/audit-log.kysely-repository"
import { ActivationRepositoryKysely } from "./land/activation.kysely-repository"
import { DistrictRepositoryKysely } from "./land/district.kysely-repository"
import { PlotRepositoryKysely } from "./land/plot.kysely-repository"
import { SalesRepositoryKysely } from "./land/sales.kysely-repository"
import { CheckpointRepositoryKysely } from "./ledger/checkpoint.kysely-repository"
import { LedgerRepositoryKysely } from "./ledger/ledger.kysely-repository"
import { ProductRepositoryKysely, PurchaseRepositoryKysely } from "./purchases/purchases.kysely-repository"
import { ContentRepositoryKysely } from "./content/content.kysely-repository"
import { FileStoreRepositoryKysely, StorageUsageKysely } from "./files/files.kysely-repository"
import { StaffRepositoryKysely } from "./staff/staff.kysely-repository"
import { SupportRepositoryKysely } from "./support/support.kysely-repository"
import { WalletRepositoryKysely } from "./wallet/wallet.kysely-repository"

/** Every repository of this adapter, plus the unit of work, over one Kysely instance. Needs a Clock. */
export const postgresLayer = (db: Kysely<Database>) =>
  Layer.mergeAll(
    TransactorLive,
    MemberRepositoryKysely,
    SessionRepositoryKysely,
    VerificationRepositoryKysely,
    LoginThrottleRepositoryKysely,
    OneTimeCodeRepositoryKysely,
    ActivityRepositoryKysely,
    StaffRepositoryKysely,
    AuditLogKysely,
    LedgerRepositoryKysely,
    CheckpointRepositoryKysely,
    WalletRepositoryKysely,
    ProductRepositoryKysely,
    PurchaseRepositoryKysely,
    SupportRepositoryKysely,
    ContentRepositoryKysely,
    PlotRepositoryKysely,
    DistrictRepositoryKysely,
    ActivationRepositoryKysely,
    SalesRepositoryKysely,
    BuildingRepositoryKysely,
    AssetRepositoryKysely,
    MarketRepositoryKysely,
    FileStoreRepositoryKysely,
    StorageUsageKysely,
    CustomOrderRepositoryKysely,
    Live2EarnRepositoryKysely,
    GoldRushRepositoryKysely,
    LumberYardRepositoryKysely,
    NotificationRepositoryKysely,
    StatisticsReaderKysely,
    RevenueSharingRepositoryKysely,
    ProgrammeHoldingsKysely,
    GovernanceRepositoryKysely,
    AdsRepositoryKysely,
    AdsRepositoryKysely,
    ScrapeLimiterKysely
  ).pipe(Layer.provideMerge(Layer.succeed(Db)(db)))
