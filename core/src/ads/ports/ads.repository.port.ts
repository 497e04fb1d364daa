import { Context, type Effect } from "effect"
import type { AdFields, Moderation } from "../domain/ad"
import type { AdCreditCode } from "../domain/credits"
import type { DisplayStatus, SkipReason, Traffic } from "../domain/display"

export interface AdRecord extends AdFields {
  readonly id: number
  readonly memberId: number
  readonly version: number
  readonly moderation: Moderation
  readonly moderationReason: string | null
  readonly archived: boolean
  readonly inNetwork: boolean
  readonly impressions: number
  readonly views: number
  readonly clicks: number
  readonly createdAt: Date
  readonly updatedAt: Date
  readonly placedAt: Date | null
  readonly removedAt: Date | null
}

export interface AdVersionRecord extends AdFields {
  readonly adId: number
  readonly version: number
  readonly createdAt: Date
}

export interface ModerationRecord {
  readonly id: number
  readonly action: "created" | "edited" | "approved" | "rejected"
  readonly version: number
  readonly staffId: number | null
  readonly reason: string | null
  readonly createdAt: Date
}

export interface AdFileRecord {
  readonly id: number
  readonly memberId: number
  readonly kind: "image" | "media"
  readonly name: string
  readonly mime: string
  readonly size: number
  readonly storageKey: string
}

export interface CreditEntryRecord {
  readonly id: number
  readonly memberId: number
  readonly code: AdCreditCode
  readonly amount: bigint
  readonly transferId: number | null
  readonly referenceType: string
  readonly referenceId: string
  readonly memo: { readonly code: string; readonly params: Readonly<Record<string, string | number>> } | null
  readonly createdAt: Date
}

export interface PackagePurchaseRecord {
  readonly id: number
  readonly memberId: number
  readonly code: string
  readonly credits: bigint
  readonly priceMinor: bigint
  readonly bvCents: bigint
  readonly transferId: number | null
  readonly refundedCredits: bigint
  readonly refunded: boolean
  readonly expiresAt: Date | null
  readonly createdAt: Date
}

export interface OwnerBuilding {
  readonly buildingId: number
  readonly name: string
  readonly ownerId: number
  readonly size: string
  readonly placed: boolean
  readonly enabled: boolean
  readonly effectiveAt: Date | null
  readonly earnedMinor: bigint
}

/** A building's AdNet earning for a CST day, and the ads it showed that day (the ad-days the payout was shared by). */
export interface OwnerEarningRecord {
  readonly day: string
  readonly buildingId: number
  readonly buildingName: string
  readonly cents: bigint
  readonly abeyMinor: bigint
  readonly ads: ReadonlyArray<{ readonly adId: number; readonly adTitle: string }>
}

export interface PlacementRecord {
  readonly id: number
  readonly adId: number
  readonly memberId: number
  readonly adTitle: string
  readonly buildingId: number
  readonly buildingName: string
  readonly from: string
  readonly to: string
  readonly dailyPrice: bigint
  readonly removedAt: Date | null
}

export interface DisplayRecord extends Traffic {
  readonly adId: number
  readonly buildingId: number
  readonly day: string
  readonly status: DisplayStatus
  readonly skipReason: SkipReason | null
  readonly cost: bigint
}

export interface RollupRow extends Traffic {
  readonly adId: number
  readonly memberId: number
  readonly buildingId: number
  readonly day: string
  readonly cost: bigint
}

export interface Figures extends Traffic {
  readonly cost: bigint
}

export interface DayFigures extends Figures {
  readonly day: string
}

export interface AdListQuery {
  readonly memberId: number
  readonly archived: boolean
  readonly filter: string | null
  readonly sort: "createdAt" | "title" | "impressions" | "views" | "clicks"
  readonly direction: "asc" | "desc"
  readonly limit: number
  readonly offset: number
}

export interface StatsRange {
  readonly memberId: number | null
  readonly adId: number | null
  readonly from: string
  readonly to: string
}

/** Ads, their files, versions and moderation; credits' own history; packages; the network; placements; displays; rollups. */
export class AdsRepository extends Context.Service<
  AdsRepository,
  {
    // ads
    readonly createAd: (memberId: number, f: AdFields, at: Date) => Effect.Effect<number>
    readonly updateAd: (id: number, f: AdFields, at: Date) => Effect.Effect<void>
    /** A live (not deleted) ad; `lock` takes its row for the unit of work. */
    readonly ad: (id: number, lock?: boolean) => Effect.Effect<AdRecord | null>
    readonly listAds: (q: AdListQuery) => Effect.Effect<{ readonly rows: ReadonlyArray<AdRecord>; readonly total: number }>
    readonly countAds: (memberId: number) => Effect.Effect<number>
    readonly deleteAd: (id: number, at: Date) => Effect.Effect<void>
    readonly setArchived: (id: number, archived: boolean, at: Date) => Effect.Effect<void>
    /** Puts ads in or out of the network: the ids, or all of the member's live unarchived ads. Answers how many changed. */
    readonly setInNetwork: (memberId: number, ids: ReadonlyArray<number> | null, inNetwork: boolean, at: Date) => Effect.Effect<number>
    readonly versions: (adId: number) => Effect.Effect<ReadonlyArray<AdVersionRecord>>
    readonly templates: () => Effect.Effect<ReadonlyArray<AdRecord>>
    /** Makes an ad a template every member may copy (demo seed, staff tooling); it no longer counts as its member's ad. */
    readonly setTemplate: (id: number) => Effect.Effect<void>
    readonly staffList: (q: { readonly moderation: Moderation | null; readonly memberId: number | null; readonly limit: number; readonly offset: number }) => Effect.Effect<{ readonly rows: ReadonlyArray<AdRecord>; readonly total: number }>
    readonly moderate: (id: number, m: { readonly moderation: "approved" | "rejected"; readonly reason: string; readonly staffId: number; readonly at: Date }) => Effect.Effect<void>
    readonly history: (adId: number) => Effect.Effect<ReadonlyArray<ModerationRecord>>
    // files
    readonly addFile: (f: Omit<AdFileRecord, "id">, at: Date) => Effect.Effect<number>
    readonly file: (id: number) => Effect.Effect<AdFileRecord | null>
    // credits
    /**
     * Locks the member's AdNet account row (created on first use): every credit movement of a member runs under it.
     * False when there is no such member.
     */
    readonly lockAccount: (memberId: number) => Effect.Effect<boolean>
    readonly addEntry: (e: Omit<CreditEntryRecord, "id">) => Effect.Effect<void>
    readonly balance: (memberId: number) => Effect.Effect<bigint>
    readonly entries: (memberId: number, q: { readonly code: AdCreditCode | null; readonly limit: number; readonly offset: number }) => Effect.Effect<{ readonly rows: ReadonlyArray<CreditEntryRecord>; readonly total: number }>
    // packages
    readonly addPurchase: (p: Omit<PackagePurchaseRecord, "id" | "refundedCredits" | "refunded">) => Effect.Effect<number>
    readonly purchases: (memberId: number) => Effect.Effect<ReadonlyArray<PackagePurchaseRecord>>
    readonly purchaseByTransfer: (transferId: number) => Effect.Effect<PackagePurchaseRecord | null>
    readonly purchase: (id: number, lock?: boolean) => Effect.Effect<PackagePurchaseRecord | null>
    readonly markRefunded: (id: number, credits: bigint, at: Date) => Effect.Effect<void>
    /** Sum of the BV (US cents) of packages bought on a CST day and not refunded. */
    readonly packageBvCents: (day: string) => Effect.Effect<bigint>
    // network
    readonly memberBuildings: (memberId: number) => Effect.Effect<ReadonlyArray<OwnerBuilding>>
    readonly setOptIn: (memberId: number, buildingIds: ReadonlyArray<number> | null, enabled: boolean, at: Date, effectiveAt: Date) => Effect.Effect<number>
    /** Placed buildings whose owners opt in. */
    readonly networkBuildings: () => Effect.Effect<ReadonlyArray<OwnerBuilding>>
    // placements
    readonly addPlacements: (p: { readonly adId: number; readonly memberId: number; readonly buildingIds: ReadonlyArray<number>; readonly from: string; readonly to: string; readonly dailyPrice: bigint; readonly at: Date }) => Effect.Effect<ReadonlyArray<number>>
    readonly placements: (memberId: number, adId: number | null) => Effect.Effect<ReadonlyArray<PlacementRecord>>
    /** Placements covering a day, of every member. */
    readonly placementsOn: (day: string) => Effect.Effect<ReadonlyArray<PlacementRecord>>
    // display
    /**
     * Claims an ad-day for the display job and locks its row until the unit of work ends (a second process waits,
     * then reads the first one's outcome): null when it was not processed yet, else the outcome it was left with.
     */
    readonly claimAdDay: (adId: number, day: string) => Effect.Effect<string | null>
    /** Turns an ad-day's displaying rows into displayed (the day is over). */
    readonly closeDisplays: (adId: number, day: string) => Effect.Effect<void>
    readonly finishAdDay: (adId: number, day: string, outcome: string, at: Date) => Effect.Effect<void>
    readonly addDisplay: (d: DisplayRecord) => Effect.Effect<void>
    readonly displays: (q: { readonly memberId: number | null; readonly adId: number | null; readonly from: string; readonly to: string }) => Effect.Effect<ReadonlyArray<DisplayRecord>>
    // statistics (rollups)
    readonly addRollups: (rows: ReadonlyArray<RollupRow>, at: Date) => Effect.Effect<void>
    readonly lastUpdate: () => Effect.Effect<Date | null>
    readonly totals: (r: StatsRange) => Effect.Effect<Figures>
    readonly daily: (r: StatsRange) => Effect.Effect<ReadonlyArray<DayFigures & { readonly ads: number }>>
    readonly byAd: (memberId: number, day: string) => Effect.Effect<ReadonlyArray<Traffic & { readonly adId: number }>>
    // payouts
    readonly buildingShares: (day: string) => Effect.Effect<ReadonlyArray<{ readonly buildingId: number; readonly ownerId: number; readonly weight: number }>>
    /** Records a day's payout once: false when the day was paid already. */
    readonly claimPayout: (day: string, p: { readonly bvCents: bigint; readonly poolCents: bigint; readonly owners: number; readonly at: Date }) => Effect.Effect<boolean>
    readonly addEarning: (e: { readonly day: string; readonly buildingId: number; readonly ownerId: number; readonly cents: bigint; readonly abeyMinor: bigint; readonly transferId: number | null }) => Effect.Effect<void>
    /** The owner's latest building-days paid (newest first, at most `limit`), each with the ads shown on it that day. */
    readonly ownerEarnings: (ownerId: number, limit: number) => Effect.Effect<ReadonlyArray<OwnerEarningRecord>>
    readonly payouts: (from: string, to: string) => Effect.Effect<ReadonlyArray<{ readonly day: string; readonly bvCents: bigint; readonly poolCents: bigint; readonly owners: number }>>
    // public
    readonly publicAds: (q: { readonly day: string; readonly buildingId: number | null; readonly categoryId: number | null; readonly limit: number; readonly offset: number }) => Effect.Effect<{ readonly rows: ReadonlyArray<AdRecord & { readonly buildingIds: ReadonlyArray<number> }>; readonly total: number }>
    readonly publicTotals: (day: string) => Effect.Effect<{ readonly ads: number; readonly buildings: number } & Traffic>
  }
>()("iw/ads/AdsRepository") {}
