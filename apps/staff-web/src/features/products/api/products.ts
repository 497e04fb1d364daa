import type { BuildingsSchemas, PurchaseSchemas } from "@iw/contracts"
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
