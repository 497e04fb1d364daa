import type { PurchaseSchemas } from "@iw/contracts"
import { api } from "../../../lib/api"

export type Purchase = typeof PurchaseSchemas.Purchase.Type
export type PurchaseStatus = typeof PurchaseSchemas.PurchaseStatus.Type
export type PurchaseDetail = typeof PurchaseSchemas.PurchaseDetail.Type
export type Transfer = typeof PurchaseSchemas.Transfer.Type

/** Spec §9: purchase lists show 15 a page. */
export const PURCHASES_PER_PAGE = 15

/** The review states (spec §4), "action required" first: what staff look at most. */
export const PURCHASE_STATUSES: ReadonlyArray<PurchaseStatus> = ["incomplete", "pending", "approved", "rejected", "refunded"]

export const isPurchaseStatus = (v: unknown): v is PurchaseStatus => typeof v === "string" && (PURCHASE_STATUSES as ReadonlyArray<string>).includes(v)

export const listPurchases = (filter: { readonly status: PurchaseStatus | ""; readonly memberId: number | null }, page: number) =>
  api.purchases.staffList({
    query: { page, perPage: PURCHASES_PER_PAGE, ...(filter.status ? { status: filter.status } : {}), ...(filter.memberId ? { memberId: filter.memberId } : {}) }
  })

export const showPurchase = (id: number) => api.purchases.staffShow({ params: { id } })

export const approvePurchase = (id: number, reason: string) => api.purchases.approve({ params: { id }, body: { reason } })

export const rejectPurchase = (id: number, reason: string) => api.purchases.reject({ params: { id }, body: { reason } })

export const refundPurchase = (id: number, reason: string) => api.purchases.refund({ params: { id }, body: { reason } })

export const memberTickets = (memberId: number) => api.ledger.memberBalances({ params: { memberId } })

export const purchaseAudit = (id: number) => api.staff.audit({ query: { targetType: "purchase", targetId: String(id), perPage: 20 } })

/** What staff may do in each state (spec §4): approve or reject what is not settled, refund what was approved. */
export const canReview = (s: PurchaseStatus) => s === "pending" || s === "incomplete"
export const canRefund = (s: PurchaseStatus) => s === "approved"
