/**
 * The programmes' calendar (spec §9): Founders phase 1 ends 2022-09-01 07:59:59 CST and phase 2 starts at 08:00:00.
 * The spec names phases 3 and 4 (spec §6: "phase 3 needs 2 PLOTs, phase 4 needs 3") without their dates; our rule,
 * stated on the programme pages and in the README: phase 3 starts 2023-01-01 00:00 CST (the day revenue sharing
 * starts, spec §9 "checked daily from 2023") and phase 4 starts 2024-01-01 00:00 CST (the day AP points start).
 * The core knows no time zone: the composition root gives these instants (contracts/src/cst.ts) and the CST day of
 * an instant through `ProgrammeCalendar`.
 */
export interface ProgrammeDates {
  readonly phase2Starts: Date
  readonly phase3Starts: Date
  readonly phase4Starts: Date
  /** The first CST day revenue sharing pays for (`YYYY-MM-DD`). */
  readonly revenueSharingFirstDay: string
  /** The founders plan's fixed end date: purchases before it count (our rule: when phase 3 starts). */
  readonly founderPlanEnds: Date
}

export type Phase = 1 | 2 | 3 | 4

/** The phase an instant lies in: each phase starts at its instant, inclusive. */
export const phaseAt = (dates: ProgrammeDates, at: Date): Phase => {
  const t = at.getTime()
  if (t >= dates.phase4Starts.getTime()) return 4
  if (t >= dates.phase3Starts.getTime()) return 3
  if (t >= dates.phase2Starts.getTime()) return 2
  return 1
}

/** Spec §6: activated, owned PLOTs the points programme needs in a phase (1 in phases 1 and 2, 2 in 3, 3 in 4). */
export const requiredPlots = (phase: Phase): number => (phase === 4 ? 3 : phase === 3 ? 2 : 1)

/** Spec §6: buildings the points programme needs, in every phase. */
export const REQUIRED_BUILDINGS = 1

/** A CST calendar day as written: `YYYY-MM-DD`. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/
