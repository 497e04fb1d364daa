import { ABEY_SCALE } from "../../kernel/amount"

/**
 * Every asset a member can hold (spec §1, §3, §9), with its scale: amounts are bigint counts of minor units,
 * `scale` decimal places. Lot assets (experience tickets, AP points) are held as dated lots that expire.
 */
export const ASSETS = {
  /** ABEY, held in three pockets: ordinary (`main`), `bonus`, and the system `wallet` top-ups come from. */
  abey: { scale: ABEY_SCALE, lotDays: null },
  itw: { scale: 8, lotDays: null },
  /** Experience tickets expire 180 days after purchase (spec §9). */
  tickets: { scale: 0, lotDays: 180 },
  /** AP points accumulate over the last 360 days (spec §9). */
  ap: { scale: 2, lotDays: 360 },
  mineral_1: { scale: 4, lotDays: null },
  mineral_2: { scale: 4, lotDays: null },
  mineral_3: { scale: 4, lotDays: null },
  mineral_4: { scale: 4, lotDays: null },
  mineral_5: { scale: 4, lotDays: null },
  wood_6: { scale: 4, lotDays: null },
  wood_7: { scale: 4, lotDays: null },
  wood_8: { scale: 4, lotDays: null },
  /** Game coins: 1 coin = 0.01 ABEY (spec §9). */
  coins: { scale: 0, lotDays: null },
  /** AdNet credits (spec §4 ad credit transaction codes). */
  adnet: { scale: 2, lotDays: null }
} as const

export type Asset = keyof typeof ASSETS

export const ASSET_NAMES = Object.keys(ASSETS) as ReadonlyArray<Asset>

export const isAsset = (value: string): value is Asset => value in ASSETS

export const scaleOf = (asset: Asset): number => ASSETS[asset].scale

export const hasLots = (asset: Asset): boolean => ASSETS[asset].lotDays !== null

export const lotDaysOf = (asset: Asset): number | null => ASSETS[asset].lotDays

/** Minor units in one whole unit of the asset. */
export const unitOf = (asset: Asset): bigint => 10n ** BigInt(scaleOf(asset))

/** Where within an owner's holding of an asset units sit. Only ABEY has more than one pocket. */
export const POCKETS = ["main", "bonus", "wallet"] as const
export type Pocket = (typeof POCKETS)[number]

export const pocketsOf = (asset: Asset): ReadonlyArray<Pocket> => (asset === "abey" ? POCKETS : ["main"])

/** One game coin is 0.01 ABEY: in ABEY minor units (8 decimals) that is 10^6. */
export const ABEY_MINOR_PER_COIN = 1_000_000n

/** Material ids of spec §3: 1 iron … 5 diamond, 6 soft wood … 8 luxury wood. */
export const MATERIAL_ASSETS: Readonly<Record<number, Asset>> = {
  1: "mineral_1",
  2: "mineral_2",
  3: "mineral_3",
  4: "mineral_4",
  5: "mineral_5",
  6: "wood_6",
  7: "wood_7",
  8: "wood_8"
}
