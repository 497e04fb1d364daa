import { type Phase, REQUIRED_BUILDINGS, requiredPlots } from "./calendar"

/** What a member holds that the points programmes look at, at one instant. */
export interface Holdings {
  /** The member's PLOTs they own whose activation runs at the instant. */
  readonly activatedPlots: number
  /** Buildings the member owns (placed or not). */
  readonly buildings: number
}

/** Why a member is not eligible: each names what is missing, so a page can say it in the member's words. */
export type IneligibleReason =
  | { readonly code: "hidden" }
  | { readonly code: "plots"; readonly have: number; readonly need: number; readonly phase: Phase }
  | { readonly code: "buildings"; readonly have: number; readonly need: number }

export interface Eligibility {
  readonly eligible: boolean
  readonly phase: Phase
  readonly requiredPlots: number
  readonly requiredBuildings: number
  readonly reasons: ReadonlyArray<IneligibleReason>
}

/**
 * Spec §6 points programme: at least one activated and owned PLOT and one building; phase 3 needs 2 PLOTs and
 * phase 4 needs 3. A member on the hide-for list (FEATURE_HIDE_FOR) is never eligible for the programmes it hides.
 * Every missing part is given, not only the first.
 */
export const eligibility = (h: Holdings, phase: Phase, hidden = false): Eligibility => {
  const need = requiredPlots(phase)
  const reasons: Array<IneligibleReason> = []
  if (hidden) reasons.push({ code: "hidden" })
  if (h.activatedPlots < need) reasons.push({ code: "plots", have: h.activatedPlots, need, phase })
  if (h.buildings < REQUIRED_BUILDINGS) reasons.push({ code: "buildings", have: h.buildings, need: REQUIRED_BUILDINGS })
  return { eligible: reasons.length === 0, phase, requiredPlots: need, requiredBuildings: REQUIRED_BUILDINGS, reasons }
}
