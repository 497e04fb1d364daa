/**
 * Member screens of spec §2 and the capability that delivers each. Until a capability lands, its screens
 * show a translated "coming soon" page inside the member layout, never a broken link.
 */
export interface MemberFeature {
  readonly path: string
  /** Key under `features.` in the catalogue: the screen's title. */
  readonly key: string
  /** Extra route patterns that show the same screen (ids, sub-pages). */
  readonly also?: ReadonlyArray<string>
}

/**
 * Screens a visitor may open that have not landed yet. (`/{lang}/vshop/uploads/{token}`, which carries its own session
 * in the token, has landed with the file store: see routes.tsx.)
 */
export const PUBLIC_FEATURES: ReadonlyArray<MemberFeature> = []

export const MEMBER_FEATURES: ReadonlyArray<MemberFeature> = [
  {
    path: "marketplace",
    key: "marketplace",
    also: ["marketplace/place/:buildingId", "marketplace/exchangeupgradehistory", "marketplace/bulding-purchase-history", "marketplace/successful", "marketplace/failed"]
  },
  { path: "game-center", key: "gameCenter" },
  { path: "gold-rush", key: "goldRush" },
  { path: "lumber-yard", key: "lumberYard" },
  { path: "building-exchange", key: "buildingExchange" }
]
