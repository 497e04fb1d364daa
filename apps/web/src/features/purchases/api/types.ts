import type { api } from "../../../lib/api"

export type Purchase = Awaited<ReturnType<typeof api.purchases.get>>
export type Product = Awaited<ReturnType<typeof api.purchases.products>>["data"][number]
export type PurchasePage = Awaited<ReturnType<typeof api.purchases.list>>
