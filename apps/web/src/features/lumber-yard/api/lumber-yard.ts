import { api } from "../../../lib/api"

/** What the Lumber Yard page shows: the member's PLOTs with their trees, the inventory, the wood, the shop. */
export const lumberYardState = () =>
  Promise.all([api.lumberYard.plots(), api.lumberYard.inventory(), api.lumberYard.materials(), api.lumberYard.products()]).then(([plots, inventory, materials, products]) => ({
    plots: plots.data,
    inventory: inventory.data,
    wood: materials.wood,
    products: products.data
  }))

export const plant = (plotId: { x: number; y: number }, position: number, wood: number) => api.lumberYard.planting({ body: { plotId, position, wood } })
export const water = (treeId: number) => api.lumberYard.watering({ body: { treeId } })
export const harvest = (treeId: number) => api.lumberYard.harvesting({ body: { treeId } })
export const buy = (productId: number, quantity: number, idempotencyKey: string) => api.lumberYard.purchase({ body: { productId, quantity } }, { idempotencyKey })
export const history = () => api.lumberYard.history({ query: {} }).then((r) => r.data)
