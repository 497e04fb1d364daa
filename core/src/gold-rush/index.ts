/**
 * gold-rush — the mining game (spec §4 Mining, §7 Gold Rush, §9 Shovel and Coin): a shovel whose durability is
 * computed from timestamps (3 a dig, 1 rust per idle CST day, no dig below 3), mining sessions on the member's own
 * PLOTs (one per PLOT), minerals 1..5 credited through the ledger, and redeeming minerals for coins paid as ABEY.
 * Time comes from Clock and GameCalendar; every draw from GameRandom. The public face.
 */

// The model
export * from "./domain/mining"
export * from "./domain/redeem"
export * from "./domain/shovel"
export * from "./domain/reminders"

// What it refuses with
export * from "./errors"

// The ports
export * from "./ports/game-calendar.port"
export * from "./ports/game-random.port"
export * from "./ports/gold-rush.repository.port"

// What members do
export { finishMining, listGoldRushLands, listMiningHistory, requireOwnPlot, showMiningStatus, startMining } from "./use-cases/mining.use-case"
export { calculateRedeem, listRedeemHistory, redeemMinerals, showGoldRushBalances } from "./use-cases/redeem.use-case"
export { buyShovel, showShovel } from "./use-cases/shovel.use-case"
