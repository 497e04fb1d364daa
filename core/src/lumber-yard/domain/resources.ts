/**
 * The game resources staff may grant or deduct (issue 14 §4), by the names the CLI and the back-office use:
 * `mineral-1` … `mineral-5` (spec §3: iron … diamond) and `wood-6` … `wood-8` (soft, hard, luxury), in whole units.
 */
export const GAME_RESOURCES = ["mineral-1", "mineral-2", "mineral-3", "mineral-4", "mineral-5", "wood-6", "wood-7", "wood-8"] as const
export type GameResource = (typeof GAME_RESOURCES)[number]
export const isGameResource = (v: string): v is GameResource => (GAME_RESOURCES as ReadonlyArray<string>).includes(v)
/** The material id of a resource name (1 … 8). */
export const materialOfResource = (r: GameResource): number => Number(r.split("-")[1])
/** The most one grant or deduction moves. */
export const MAX_RESOURCE_ADJUSTMENT = 1_000_000
