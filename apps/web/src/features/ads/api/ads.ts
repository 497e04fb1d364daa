import type { AdsSchemas } from "@iw/contracts"
import { newIdempotencyKey } from "@iw/ui"
import { api } from "../../../lib/api"

export type Ad = AdsSchemas.Ad
export type AdFieldsBody = typeof AdsSchemas.CreateAdBody.Type
export type CreditTransaction = typeof AdsSchemas.CreditTransaction.Type
export type AdnetPackage = typeof AdsSchemas.AdnetPackage.Type
export type ScheduleDay = typeof AdsSchemas.ScheduleDay.Type
export type Placement = typeof AdsSchemas.Placement.Type
export type DailyRow = typeof AdsSchemas.DailyRow.Type
export type NetworkBuilding = typeof AdsSchemas.NetworkBuilding.Type

export const PAGE_SIZE = 10

export const listAds = (page: number, archive: boolean, filter?: string) =>
  api.ads.list({ query: { page, perPage: PAGE_SIZE, sort: "createdAt", direction: "desc", archive: archive ? "1" : "0", ...(filter ? { filter } : {}) } })
export const getAd = (adId: number) => api.ads.get({ query: { adId } })
export const createAd = (body: AdFieldsBody) => api.ads.create({ body })
export const updateAd = (adId: number, body: AdFieldsBody) => api.ads.update({ body: { adId, ...body } })
export const deleteAd = (adId: number) => api.ads.delete({ query: { adId } })
export const archiveAd = (adId: number, archived: boolean) => api.ads.archive({ body: { adId, archived } })
export const adVersions = (adId: number) => api.ads.versions({ query: { adId } })
export const categories = () => api.ads.categories()
export const canCreate = () => api.ads.canCreate()
export const uploadAdFile = (file: File, onProgress: (f: number) => void, signal?: AbortSignal) => api.ads.upload({ files: { file: [file] } }, { onProgress, ...(signal ? { signal } : {}) })
export const scrapeProduct = (url: string) => api.adScrape.scrape({ query: { url } })

export const creditBalance = () => api.ads.creditBalance()
export const creditTransactions = (page: number, code?: string) =>
  api.ads.creditTransactions({ query: { page, perPage: 15, ...(code ? { code: code as CreditTransaction["code"] } : {}) } })
export const packages = () => api.ads.creditPackages()
export const buyPackage = (code: string) => api.ads.buyPackage({ body: { code, paymentOption: "abeyBalanceFirst" } }, { idempotencyKey: newIdempotencyKey() })

export const placementBuildings = () => api.ads.placementBuildings()
export const place = (adId: number, buildingIds: ReadonlyArray<number>, from: string, to: string) => api.ads.place({ body: { adId, buildingIds: [...buildingIds], from, to } })
export const schedule = (q: { adId?: number; from?: string; to?: string }) => api.ads.schedule({ query: q })
export const dailyPrice = () => api.ads.dailyPrice()
export const buildingsStatus = () => api.ads.buildingsStatus()
export const networkEarnings = () => api.ads.networkEarnings()
export const enableBuildings = (buildingIds?: ReadonlyArray<number>) => api.ads.enableBuildings({ body: buildingIds ? { buildingIds: [...buildingIds] } : {} })
export const disableBuildings = (buildingIds?: ReadonlyArray<number>) => api.ads.disableBuildings({ body: buildingIds ? { buildingIds: [...buildingIds] } : {} })
export const networkAdd = (adId: number) => api.ads.networkAdd({ body: { adId } })
export const networkRemove = (adId: number) => api.ads.networkRemove({ body: { adId } })

export const lastUpdate = () => api.ads.lastUpdate()
export const totals = (adId?: number) => api.ads.total({ query: adId ? { adId } : {} })
export const daily = (q: { adId?: number; from?: string; to?: string }) => api.ads.daily({ query: q })
export const today = () => api.ads.today()
