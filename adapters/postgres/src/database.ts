import type { BuildingsTables } from "./buildings/buildings.tables"
import type { ChainSimTables } from "./chain/chain-sim.tables"
import type { ContentTables } from "./content/content.tables"
import type { FilesTables } from "./files/files.tables"
import type { CustomOrdersTables } from "./custom-orders/custom-orders.tables"
import type { Live2EarnTables } from "./live2earn/live2earn.tables"
import type { IdentityTables } from "./identity/identity.tables"
import type { KernelTables } from "./kernel/kernel.tables"
import type { LandTables } from "./land/land.tables"
import type { LedgerTables } from "./ledger/ledger.tables"
import type { MarketTables } from "./market/market.tables"
import type { MessagingTables } from "./messaging/messaging.tables"
import type { PurchasesTables } from "./purchases/purchases.tables"
import type { StaffTables } from "./staff/staff.tables"
import type { SupportTables } from "./support/support.tables"
import type { WalletTables } from "./wallet/wallet.tables"
import type { GoldRushTables } from "./gold-rush/gold-rush.tables"
import type { LumberYardTables } from "./lumber-yard/lumber-yard.tables"
import type { NotificationsTables } from "./notifications/notifications.tables"
import type { ActivityTables } from "./activity/activity.tables"
import type { ProgrammesTables } from "./programmes/programmes.tables"
import type { GovernanceTables } from "./governance/governance.tables"
import type { AdsTables } from "./ads/ads.tables"
import type { AdScrapeTables } from "./ads/ad-scrape.tables"

/**
 * Every table, combined from the areas' own declarations (kysely-org example, immich): each area declares its tables
 * beside its repositories (`<area>/<area>.tables.ts`), and a new area adds its interface here.
 */
export interface Database
  extends IdentityTables,
    StaffTables,
    KernelTables,
    MessagingTables,
    LandTables,
    LedgerTables,
    WalletTables,
    PurchasesTables,
    ChainSimTables,
    SupportTables,
    ContentTables,
    BuildingsTables,
    MarketTables,
    FilesTables,
    CustomOrdersTables,
    Live2EarnTables,
    GoldRushTables,
    LumberYardTables,
    NotificationsTables,
    ActivityTables,
    ProgrammesTables,
    GovernanceTables,
    AdsTables,
    AdScrapeTables {}

export type { IdentityTables, StaffTables, KernelTables, MessagingTables, LandTables, LedgerTables, WalletTables, PurchasesTables, ChainSimTables, SupportTables, ContentTables, BuildingsTables, MarketTables, FilesTables, CustomOrdersTables, Live2EarnTables, GoldRushTables, LumberYardTables, NotificationsTables, ActivityTables, ProgrammesTables, GovernanceTables, AdsTables, AdScrapeTables }

export type { Int8, Json, Timestamp } from "./column-types"
