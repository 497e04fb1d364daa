import type { PurchaseSchemas } from "@iw/contracts"
import { api } from "../../../lib/api"

export type Product = typeof PurchaseSchemas.Product.Type
export type ProductBody = typeof PurchaseSchemas.ProductBody.Type

export const listProducts = () => api.purchases.staffProducts()

export const saveProduct = (id: number | null, body: ProductBody) =>
  id === null ? api.purchases.createProduct({ body }) : api.purchases.updateProduct({ params: { id }, body })
