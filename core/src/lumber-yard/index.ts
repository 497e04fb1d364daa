/**
 * lumber-yard — the tree game (spec §4 Lumber, §7 Lumber Yard, §9 Tree): seeds from the shop planted at bounded
 * positions of the member's own PLOTs, watered for 1 growth point a CST day at most, harvested once at exactly 10
 * points for wood 6 soft, 7 hard, 8 luxury, credited through the ledger. Days come from gold-rush's GameCalendar.
 * The public face.
 */

// The model
export * from "./domain/resources"
export * from "./domain/shop"
export * from "./domain/tree"
export * from "./domain/reminders"

// What it refuses with
export * from "./errors"

// The port
export * from "./ports/lumber-yard.repository.port"

// What members do
export { buyShopProduct, listShopProducts } from "./use-cases/shop.use-case"
export { harvestTree, listLumberHistory, listLumberPlots, plantTree, showInventory, showLumberPlot, showMaterials, waterTree } from "./use-cases/trees.use-case"

// What staff do
export { adjustGameResource, showMemberGamesForStaff } from "./use-cases/staff-games.use-case"

// The notification centre's reminders (when they are made: post-game-reminders.use-case.ts)
export { postGameReminders, sweepGameReminders } from "./use-cases/post-game-reminders.use-case"
