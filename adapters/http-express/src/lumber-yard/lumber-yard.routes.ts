import { PLOT_ID_FORMAT_CODE, api, plotOfQuery } from "@iw/contracts"
import {
  type ShopProduct,
  type Tree,
  type TreeState,
  adjustGameResource,
  buyShopProduct,
  showMemberGamesForStaff,
  harvestTree,
  listLumberHistory,
  listLumberPlots,
  listShopProducts,
  offsetOf,
  pageOf,
  plantTree,
  showInventory,
  showLumberPlot,
  showMaterials,
  waterTree,
  ValidationFailed,
  fieldError
} from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"
import { abeyWire as abey, idempotencyKeyOf } from "../wire"

const HISTORY_PAGE = 15

export const treeWire = ({ tree: t, state }: { readonly tree: Tree; readonly state: TreeState }) => ({ id: t.id, plotId: t.plot, position: t.position, wood: t.wood, plantedAt: t.plantedAt, state })
const productWire = (p: ShopProduct) => ({ id: p.id, kind: p.kind, code: p.code, wood: p.kind === "seed" ? p.wood : null, price: abey(p.price), maxQuantity: p.maxQuantity })

/** The Lumber Yard endpoints. */
export const lumberYardRoutes = () =>
  routes(api.lumberYard, {
    plots: ({ principal }) => Effect.map(listLumberPlots(principal), (rows) => ({ data: rows.map((p) => ({ ...p, trees: p.trees.map(treeWire) })) })),
    plot: ({ principal, query }) => {
      const plot = plotOfQuery(query)
      if (plot === null) return Effect.fail(new ValidationFailed({ errors: fieldError("plotId", query.plotId === undefined ? "validation.required" : PLOT_ID_FORMAT_CODE) }))
      return Effect.map(showLumberPlot(principal, plot), (p) => ({ ...p, trees: p.trees.map(treeWire) }))
    },
    inventory: ({ principal }) => Effect.map(showInventory(principal), (data) => ({ data })),
    materials: ({ principal }) => Effect.map(showMaterials(principal), (wood) => ({ wood })),
    history: ({ principal, query }) => {
      const p = { page: query.page ?? 1, perPage: query.perPage ?? HISTORY_PAGE }
      return Effect.map(listLumberHistory(principal, { limit: p.perPage, offset: offsetOf(p) }), (r) => pageOf(p, r.rows.map(({ memberId: _m, ...e }) => e), r.total))
    },
    planting: ({ principal, body }) => Effect.map(plantTree(principal, { plot: body.plotId, position: body.position, wood: (body.wood ?? null) as 6 | 7 | 8 | null }), treeWire),
    watering: ({ principal, body }) => Effect.map(waterTree(principal, body.treeId), treeWire),
    harvesting: ({ principal, body }) => Effect.map(harvestTree(principal, body.treeId), (r) => ({ tree: treeWire(r), wood: r.wood, quantity: r.quantity, transferId: r.transferId })),
    products: () => Effect.map(listShopProducts(), (ps) => ({ data: ps.map(productWire) })),
    purchase: ({ principal, body, headers }) =>
      Effect.map(buyShopProduct(principal, body, idempotencyKeyOf(headers)), (r) => ({ product: productWire(r.product), quantity: r.quantity, transferId: r.transferId })),
    staffMemberGames: ({ principal, params }) =>
      Effect.map(showMemberGamesForStaff(principal, params.id), (g) => ({
        ...g,
        trees: g.trees.map(treeWire),
        mining: g.mining.map((m) => ({ id: m.id, plotId: m.plot, startedAt: m.startedAt, finishedAt: m.finishedAt, mineral: m.mineral, roll: m.roll })),
        lumber: g.lumber.map(({ memberId: _m, ...e }) => e)
      })),
    staffAdjustResource: ({ principal, params, body, headers }) =>
      Effect.map(adjustGameResource(principal, { ...body, memberId: params.id }, idempotencyKeyOf(headers)), (r) => ({ ...r, resource: r.resource as "wood-6" }))
  })
