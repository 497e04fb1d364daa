import { CREDIT_UNIT } from "./credits"

/**
 * Spec §3 AdNet products: packages I to V, 100, 200, 500, 1000, Top Up; credit packages 10 to 100. The spec names
 * them without figures; the prices, credits, ad limits and terms here are ours, as data. Prices are in ABEY at
 * 1 ABEY per US dollar of business volume (BV).
 */
export type PackageKind = "package" | "topUp" | "credits"
export interface AdnetPackage {
  readonly code: string
  readonly kind: PackageKind
  readonly name: string
  /** Business volume in whole US dollars. */
  readonly bvUsd: bigint
  readonly credits: bigint
  /** Spec §5: at most {items} ads per ${amount} package. */
  readonly adLimit: number
  /** Days the package stays active. */
  readonly days: number
}

const pkg = (code: string, name: string, bvUsd: number, credits: number, adLimit: number, days: number): AdnetPackage => ({
  code,
  kind: "package",
  name,
  bvUsd: BigInt(bvUsd),
  credits: BigInt(credits) * CREDIT_UNIT,
  adLimit,
  days
})
const creditPack = (n: number): AdnetPackage => ({ code: `C${n}`, kind: "credits", name: String(n), bvUsd: BigInt(n), credits: BigInt(n * 100) * CREDIT_UNIT, adLimit: 0, days: 0 })

export const ADNET_PACKAGES: ReadonlyArray<AdnetPackage> = [
  pkg("I", "I", 50, 5_000, 1, 30),
  pkg("II", "II", 100, 11_000, 2, 30),
  pkg("III", "III", 250, 30_000, 5, 60),
  pkg("IV", "IV", 500, 65_000, 10, 90),
  pkg("V", "V", 1000, 140_000, 20, 180),
  pkg("100", "100", 100, 10_000, 2, 90),
  pkg("200", "200", 200, 21_000, 4, 90),
  pkg("500", "500", 500, 55_000, 10, 180),
  pkg("1000", "1000", 1000, 115_000, 20, 365),
  { code: "TOPUP", kind: "topUp", name: "Top Up", bvUsd: 20n, credits: 2_000n * CREDIT_UNIT, adLimit: 0, days: 0 },
  ...[10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map(creditPack)
]

export const packageByCode = (code: string): AdnetPackage | null => ADNET_PACKAGES.find((p) => p.code === code) ?? null

/** A bought package that is active at `now` (not refunded, within its days). */
export interface HeldPackage {
  readonly code: string
  readonly refunded: boolean
  readonly expiresAt: Date | null
}

export const isPackageActive = (p: HeldPackage, now: Date): boolean => {
  const def = packageByCode(p.code)
  return def !== null && def.kind === "package" && !p.refunded && p.expiresAt !== null && p.expiresAt.getTime() > now.getTime()
}

/** The package that sets the ad limit: the active one with the highest limit (null: none active). */
export const limitingPackage = (held: ReadonlyArray<HeldPackage>, now: Date): AdnetPackage | null => {
  let best: AdnetPackage | null = null
  for (const h of held) {
    if (!isPackageActive(h, now)) continue
    const def = packageByCode(h.code)!
    if (best === null || def.adLimit > best.adLimit) best = def
  }
  return best
}

export type CreateRefusal =
  | { readonly _tag: "disabled" }
  | { readonly _tag: "noPackage" }
  | { readonly _tag: "notEnoughCredits"; readonly credits: bigint }
  | { readonly _tag: "limitReached"; readonly items: number; readonly amount: bigint }

/**
 * Spec §5, §6: whether a member may create an ad. Creation can be disabled by configuration; it needs an active
 * AdNet package, at least `minCredits`, and fewer ads than the package allows.
 */
export const createRefusal = (s: {
  readonly disabled: boolean
  readonly held: ReadonlyArray<HeldPackage>
  readonly now: Date
  readonly balance: bigint
  readonly minCredits: bigint
  readonly adCount: number
}): CreateRefusal | null => {
  if (s.disabled) return { _tag: "disabled" }
  const limiting = limitingPackage(s.held, s.now)
  if (limiting === null) return { _tag: "noPackage" }
  if (s.balance < s.minCredits) return { _tag: "notEnoughCredits", credits: s.minCredits }
  if (s.adCount >= limiting.adLimit) return { _tag: "limitReached", items: limiting.adLimit, amount: limiting.bvUsd }
  return null
}

/** The last ad cannot be deleted: at least one must remain. */
export const mayDeleteAd = (adCount: number): boolean => adCount > 1
