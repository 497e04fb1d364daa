import type { BuildingsSchemas, MarketSchemas, PurchaseSchemas } from "@iw/contracts"
import { api } from "../../../lib/api"

export type Product = typeof PurchaseSchemas.Product.Type
export type ProductBody = typeof PurchaseSchemas.ProductBody.Type

export const listProducts = () => api.purchases.staffProducts()

export const saveProduct = (id: number | null, body: ProductBody) =>
  id === null ? api.purchases.createProduct({ body }) : api.purchases.updateProduct({ params: { id }, body })

/** Building templates (issue 12): sizes, prices, and which templates each may be exchanged for. */
export type BuildingTemplate = typeof BuildingsSchemas.BuildingTemplate.Type
export type BuildingTemplateBody = typeof BuildingsSchemas.TemplateBody.Type
export const listBuildingTemplates = () => api.buildings.staffTemplates().then((r) => r.data)
export const saveBuildingTemplate = (body: BuildingTemplateBody) => api.buildings.staffSaveTemplate({ body })

/** The house's primary stock (issue 13): listings with no owner on the store's shelves; register, revise, withdraw. */
export type HouseStock = MarketSchemas.Listing
export type HouseStockBody = typeof MarketSchemas.HouseStockBody.Type
export type StockAssetType = HouseStockBody["assetType"]
export const listHouseStock = (page: number) => api.market.staffStock({ query: { page, perPage: 15 } })
export const registerHouseStock = (body: HouseStockBody) => api.market.staffStockCreate({ body })
export const reviseHouseStock = (id: number, body: typeof MarketSchemas.HouseStockReviseBody.Type) => api.market.staffStockRevise({ params: { id }, body })
export const withdrawHouseStock = (id: number, reason: string) => api.market.staffCancel({ params: { id }, body: { reason } })
