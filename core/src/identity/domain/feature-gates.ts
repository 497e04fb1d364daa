import type { MemberId } from "./member"

/**
 * Spec §6 feature gating: a list is `all` (everyone passes), `none` (nobody), or member ids.
 */
export type Gate = "all" | "none" | ReadonlyArray<MemberId>

export const passes = (gate: Gate, memberId: MemberId): boolean =>
  gate === "all" ? true : gate === "none" ? false : gate.includes(memberId)

/** Parses the build-setting form: "all", "none", "" (none) or comma-separated ids. Returns null when malformed. */
export const parseGate = (text: string): Gate | null => {
  const t = text.trim().toLowerCase()
  if (t === "all") return "all"
  if (t === "" || t === "none") return "none"
  const parts = t.split(",").map((p) => p.trim()).filter((p) => p.length > 0)
  if (!parts.every((p) => /^\d{1,15}$/.test(p))) return null
  return parts.map(Number)
}

export interface FeatureGates {
  readonly marketplace3d: Gate
  readonly marketplace3dAssets: Gate
  readonly access2d: Gate
  readonly tickets: Gate
  readonly assetsExchange: Gate
  readonly testMembers: Gate
  readonly live2earn: Gate
  readonly vbMinting: Gate
  readonly itw: Gate
  readonly hideFor: Gate
  readonly adnet: Gate
  readonly founderPlan: Gate
  readonly daoLink: Gate
}

export const defaultGates: FeatureGates = {
  marketplace3d: "all",
  marketplace3dAssets: "all",
  access2d: "all",
  tickets: "all",
  assetsExchange: "all",
  testMembers: "none",
  live2earn: "none",
  vbMinting: "none",
  itw: "none",
  hideFor: "none",
  adnet: "all",
  founderPlan: "all",
  daoLink: "none"
}

export interface MemberFlags {
  readonly adnetIsVisible: boolean
  readonly _2DAccess: boolean
  readonly accessTickets: boolean
  readonly accessItw: boolean
  readonly accessLive2Earn: boolean
  readonly founderPlanIsVisible: boolean
  readonly isAllowedVB: boolean
  readonly citizenProgramIsVisible: boolean
  readonly marketplace3dIsVisible: boolean
  readonly assetsExchangeIsVisible: boolean
  readonly daoLinkIsVisible: boolean
}

/** The gate-derived flags of spec §3 and §6 for one member. */
export const flagsFor = (gates: FeatureGates, id: MemberId): MemberFlags => {
  const hidden = passes(gates.hideFor, id)
  return {
    adnetIsVisible: passes(gates.adnet, id),
    _2DAccess: passes(gates.access2d, id),
    accessTickets: passes(gates.tickets, id),
    accessItw: passes(gates.itw, id),
    accessLive2Earn: passes(gates.live2earn, id),
    founderPlanIsVisible: passes(gates.founderPlan, id) && !hidden,
    isAllowedVB: passes(gates.vbMinting, id),
    citizenProgramIsVisible: !hidden,
    marketplace3dIsVisible: passes(gates.marketplace3d, id),
    assetsExchangeIsVisible: passes(gates.assetsExchange, id),
    daoLinkIsVisible: passes(gates.daoLink, id)
  }
}
