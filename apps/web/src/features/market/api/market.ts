import type { MarketSchemas } from "@iw/contracts"
import { api } from "../../../lib/api"

export type Category = (typeof MarketSchemas.MarketCategory)["Type"]
export type Resource = (typeof MarketSchemas.MarketResource)["Type"]
export type PaymentOption = (typeof MarketSchemas.PaymentOption)["Type"]
export type Listing = MarketSchemas.Listing
export type MyAssets = (typeof MarketSchemas.MyAssets)["Type"]
export type Asset = MyAssets["data"][number]

export const PER_PAGE = 15

export const listings = (category: Category, page: number) => api.market.listings({ query: { category, page, perPage: PER_PAGE } })
export const terms = () => api.market.terms()
export const myAssets = () => api.market.myAssets()
export const myListings = (page: number) => api.market.mine({ query: { page, perPage: PER_PAGE } })
export const history = (page: number) => api.market.history({ query: { page, perPage: PER_PAGE } })
export const priceHistory = (itemKey: string) => api.market.priceHistory({ query: { itemKey } })
export const buy = (listingId: number, quantity: number, paymentOption: PaymentOption) => api.market.buy({ body: { listingId, quantity, paymentOption } })
export const sell = (body: { category: Category; assetId?: number; buildingId?: number; resource?: Resource; quantity?: number; unitPrice: string; days: 1 | 3 | 7 | 14 | 30 }) => api.market.create({ body })
export const cancel = (id: number) => api.market.cancel({ params: { id } })
export const share = (assetId: number, memberId: number) => api.market.share({ body: { assetId, memberId } })
export const unshare = (assetId: number) => api.market.unshare({ body: { assetId } })
