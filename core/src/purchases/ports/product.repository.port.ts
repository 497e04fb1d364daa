import { Context, type Effect } from "effect"
import type { Product } from "../domain/purchase"

export type ProductDraft = Omit<Product, "id">

export class ProductRepository extends Context.Service<
  ProductRepository,
  {
    readonly list: (filter: { readonly activeOnly: boolean; readonly kind?: Product["kind"] }) => Effect.Effect<ReadonlyArray<Product>>
    readonly get: (id: number) => Effect.Effect<Product | null>
    readonly create: (draft: ProductDraft) => Effect.Effect<Product>
    readonly update: (id: number, draft: ProductDraft) => Effect.Effect<void>
  }
>()("iw/purchases/ProductRepository") {}
