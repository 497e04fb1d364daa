import { endpoint } from "../endpoint"
import { AUTH_ERRORS, STAFF_ERRORS, errorCase, invalid } from "../errors"
import * as S from "./lumber-yard.schemas"

const TREE = invalid({ treeId: ["games.already_watered", "games.tree_fully_grown", "games.tree_not_grown", "games.tree_harvested"] })

/**
 * Spec §7 Lumber Yard, under member/lumber-yard (issue 14). The shop is the spec's `member/purchase/products` and
 * `member/purchase {productId, quantity}` pair for game products, paid in ABEY; the crypto-invoice `member/purchase`
 * of experience tickets (purchases) keeps its own paths.
 */
export const lumberYard = {
  plots: endpoint({ id: "lumberYard.plots", method: "GET", path: "member/lumber-yard/plots", access: "member", summary: "The caller's PLOTs with their planting positions and growing trees.", success: S.LumberPlots, errors: AUTH_ERRORS }),
  plot: endpoint({ id: "lumberYard.plot", method: "GET", path: "member/lumber-yard/plot", access: "member", summary: "One of the caller's PLOTs with its trees: plotId as x:y (or x,y), or x and y.", query: S.PlotQuery, success: S.LumberPlot, errors: [...AUTH_ERRORS, invalid({ plotId: ["games.plot_not_owned", "validation.required", "ledger.plot_format"] })] }),
  inventory: endpoint({ id: "lumberYard.inventory", method: "GET", path: "member/lumber-yard/inventory", access: "member", summary: "The caller's seeds and tools.", success: S.Inventory, errors: AUTH_ERRORS }),
  materials: endpoint({ id: "lumberYard.materials", method: "GET", path: "member/lumber-yard/materials", access: "member", summary: "The caller's wood materials (6 soft, 7 hard, 8 luxury), held in the ledger.", success: S.Materials, errors: AUTH_ERRORS }),
  history: endpoint({ id: "lumberYard.history", method: "GET", path: "member/lumber-yard/history", access: "member", summary: "The caller's purchases, plantings, waterings and harvests, newest first (15 a page).", query: S.HistoryQuery, success: S.LumberHistory, errors: AUTH_ERRORS }),
  planting: endpoint({
    id: "lumberYard.planting",
    method: "POST",
    path: "member/lumber-yard/planting",
    access: "member",
    summary: "Plants a seed of the inventory at a free position (0 … 8) of one of the caller's PLOTs; without wood, the first wood (6, 7, 8) with a seed.",
    body: S.PlantingBody,
    success: S.Tree,
    status: 201,
    errors: [...AUTH_ERRORS, invalid({ plotId: ["games.plot_not_owned"], position: ["games.position_out_of_range", "games.position_taken"], wood: ["games.no_seed", "games.no_seeds"] })]
  }),
  watering: endpoint({ id: "lumberYard.watering", method: "POST", path: "member/lumber-yard/watering", access: "member", summary: "Waters a tree: 1 growth point, at most once a CST day.", body: S.TreeBody, success: S.Tree, errors: [...AUTH_ERRORS, errorCase("NOT_FOUND"), TREE] }),
  harvesting: endpoint({ id: "lumberYard.harvesting", method: "POST", path: "member/lumber-yard/harvesting", access: "member", summary: "Harvests a fully grown tree (exactly 10 points), once; the wood is credited through the ledger.", body: S.TreeBody, success: S.Harvested, errors: [...AUTH_ERRORS, errorCase("NOT_FOUND"), TREE] }),
  products: endpoint({ id: "lumberYard.products", method: "GET", path: "member/lumber-yard/purchase/products", access: "member", summary: "The game shop: seeds and tools, priced in ABEY.", success: S.ShopProducts, errors: AUTH_ERRORS }),
  purchase: endpoint({
    id: "lumberYard.purchase",
    method: "POST",
    path: "member/lumber-yard/purchase",
    access: "member",
    summary: "Buys seeds (to the inventory) or the shovel, paid in ABEY through the ledger. Honors Idempotency-Key.",
    body: S.ShopBody,
    success: S.ShopPurchase,
    status: 201,
    idempotent: true,
    errors: [...AUTH_ERRORS, invalid({ productId: ["games.product_unavailable"], quantity: ["games.quantity_range", "ledger.insufficient.abey"], shovel: ["ledger.insufficient.abey"] })]
  }),
  staffMemberGames: endpoint({
    id: "lumberYard.staff.memberGames",
    method: "GET",
    path: "staff/members/:id/games",
    access: "staff",
    summary: "A member's games: shovel, growing trees, inventory, minerals, wood, and the latest mining and Lumber Yard history.",
    params: S.StaffMemberParams,
    success: S.StaffMemberGames,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  staffAdjustResource: endpoint({
    id: "lumberYard.staff.adjustResource",
    method: "POST",
    path: "staff/members/:id/games/resources",
    access: "staff",
    summary: "Grants or deducts whole units of a game resource (mineral-1 … mineral-5, wood-6 … wood-8) with a reason, through the ledger and the audit log.",
    params: S.StaffMemberParams,
    body: S.AdjustResourceBody,
    success: S.AdjustResourceResult,
    status: 201,
    idempotent: true,
    errors: [
      ...STAFF_ERRORS,
      errorCase("NOT_FOUND"),
      errorCase("IDEMPOTENCY_CONFLICT"),
      invalid({ resource: ["validation.in"], amount: ["validation.min.numeric", "validation.max.numeric", "ledger.insufficient.mineral_1", "ledger.insufficient.wood_6"], reason: ["validation.required"] })
    ]
  })
} as const
