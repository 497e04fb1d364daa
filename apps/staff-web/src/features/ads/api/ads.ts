import type { AdsSchemas } from "@iw/contracts"
import { newIdempotencyKey } from "@iw/ui"
import { api } from "../../../lib/api"

export type StaffAd = AdsSchemas.Ad
export type Moderation = "pending" | "approved" | "rejected"

export const moderationList = (page: number, moderation?: Moderation) => api.staffAds.moderationList({ query: { page, perPage: 15, ...(moderation ? { moderation } : {}) } })
export const moderationShow = (id: number) => api.staffAds.moderationShow({ params: { id } })
export const moderate = (id: number, decision: "approve" | "reject", reason: string) => api.staffAds.moderate({ params: { id }, body: { decision, reason } })
export const adnetStats = (from: string, to: string) => api.staffAds.statistics({ query: { from, to } })
export const adStats = (id: number, from: string, to: string) => api.staffAds.adStatistics({ params: { id }, query: { from, to } })
export const memberCredits = (memberId: number) => api.staffAds.credits({ params: { memberId } })
export const grantCredits = (memberId: number, amount: string, reason: string) =>
  api.staffAds.grant({ params: { memberId }, body: { amount, reason } }, { idempotencyKey: newIdempotencyKey() })
export const refundPurchase = (memberId: number, purchaseId: number, reason: string) => api.staffAds.refund({ params: { memberId }, body: { purchaseId, reason } })
export const runDisplayDay = (day: string) => api.staffAds.runDisplayDay({ body: { day } })
