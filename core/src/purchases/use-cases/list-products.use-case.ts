import { ProductRepository } from "../ports/product.repository.port"

/** `GET member/purchase/products`: what a member can buy now, in display order. */
export const listProducts = (kind?: "tickets" | "shop") => ProductRepository.use((r) => r.list({ activeOnly: true, kind }))
