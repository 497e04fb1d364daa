/**
 * Mining (spec §4: start and finish per plot): a session on one of the member's PLOTs, one open session per PLOT. It
 * runs `MINING_SECONDS`; finishing it yields one mineral, drawn from a roll of 0..99 (the roll is stored with the
 * session, so every draw can be replayed). Minerals are spec §3's materials 1 iron … 5 diamond.
 */
export const MINERALS = [1, 2, 3, 4, 5] as const
export type Mineral = (typeof MINERALS)[number]
export const isMineral = (n: number): n is Mineral => (MINERALS as ReadonlyArray<number>).includes(n)

/** How long a session runs unless the composition root sets another (`GameSettings`). */
export const MINING_SECONDS = 60
/** The roll's range: a draw is a whole number in [0, ROLL_RANGE). */
export const ROLL_RANGE = 100
/** How many of the 100 rolls give each mineral (the spec names no odds). */
export const MINERAL_WEIGHTS: Readonly<Record<Mineral, number>> = { 1: 50, 2: 25, 3: 15, 4: 7, 5: 3 }
/** Whole minerals one finished session yields. */
export const MINERALS_PER_SESSION = 1

/** The mineral a roll in [0, 100) gives. */
export const mineralOfRoll = (roll: number): Mineral => {
  let r = Math.min(ROLL_RANGE - 1, Math.max(0, Math.floor(roll)))
  for (const m of MINERALS) {
    if (r < MINERAL_WEIGHTS[m]) return m
    r -= MINERAL_WEIGHTS[m]
  }
  return 5
}

export interface MiningSession {
  readonly id: number
  readonly memberId: number
  readonly plot: { readonly x: number; readonly y: number }
  readonly startedAt: Date
  /** When it may be finished: its start plus the mining time in force when it started. */
  readonly readyAt: Date
  readonly finishedAt: Date | null
  readonly mineral: Mineral | null
  readonly roll: number | null
  readonly transferId: number | null
}

export const readyAtOf = (startedAt: Date, miningSeconds: number = MINING_SECONDS): Date => new Date(startedAt.getTime() + miningSeconds * 1000)

export const secondsLeft = (s: Pick<MiningSession, "readyAt">, now: Date): number => Math.max(0, Math.ceil((s.readyAt.getTime() - now.getTime()) / 1000))

export type FinishDecision =
  | { readonly _tag: "Finish" }
  | { readonly _tag: "AlreadyFinished" }
  | { readonly _tag: "NotReady"; readonly secondsLeft: number }

/** Whether a session may be finished now: once only, and not before its time has run. */
export const decideFinish = (s: Pick<MiningSession, "readyAt" | "finishedAt">, now: Date): FinishDecision =>
  s.finishedAt !== null ? { _tag: "AlreadyFinished" } : secondsLeft(s, now) > 0 ? { _tag: "NotReady", secondsLeft: secondsLeft(s, now) } : { _tag: "Finish" }
