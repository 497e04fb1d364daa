import type { PurchaseSchemas } from "@iw/contracts"
import { PURCHASE_STATUSES as STATUSES, canMove } from "@iw/core/domain"
import { api } from "../../../lib/api"

export type Purchase = typeof PurchaseSchemas.Purchase.Type
export type PurchaseStatus = typeof PurchaseSchemas.PurchaseStatus.Type
export type PurchaseDetail = typeof PurchaseSchemas.PurchaseDetail.Type
export type Transfer = typeof PurchaseSchemas.Transfer.Type

/** Spec §9: purchase lists show 15 a page. */
export const PURCHASES_PER_PAGE = 15

/** The review states (spec §4, core's purchase states), "action required" first: what staff look at most. */
export const PURCHASE_STATUSES: ReadonlyArray<PurchaseStatus> = STATUSES

export const isPurchaseStatus = (v: unknown): v is PurchaseStatus => typeof v === "string" && (PURCHASE_STATUSES as ReadonlyArray<string>).includes(v)

export const listPurchases = (filter: { readonly status: PurchaseStatus | ""; readonly memberId: number | null }, page: number) =>
  api.purchases.staffList({
    query: { page, perPage: PURCHASES_PER_PAGE, ...(filter.status ? { status: filter.status } : {}), ...(filter.memberId ? { memberId: filter.memberId } : {}) }
  })

export const showPurchase = (id: number) => api.purchases.staffShow({ params: { id } })

/** `txHash`: the payment's hash, for a purchase the member never entered one for (staff found the payment themselves). */
export const approvePurchase = (id: number, reason: string, txHash?: string) => api.purchases.approve({ params: { id }, body: { reason, ...(txHash ? { txHash } : {}) } })

export const rejectPurchase = (id: number, reason: string) => api.purchases.reject({ params: { id }, body: { reason } })

export const refundPurchase = (id: number, reason: string) => api.purchases.refund({ params: { id }, body: { reason } })

export const memberTickets = (memberId: number) => api.ledger.memberBalances({ params: { memberId } })

export const purchaseAudit = (id: number) => api.staff.audit({ query: { targetType: "purchase", targetId: String(id), perPage: 20 } })

export type PurchaseIssue = NonNullable<Purchase["issue"]>

/**
 * What staff may do in each state (spec §4), as the server's state machine allows: approve or reject what is not
 * settled (pending, or incomplete = action required, once they checked the payment by hand), refund what was
 * approved.
 */
export const canReview = (s: PurchaseStatus) => canMove(s, "approved") && canMove(s, "rejected")
/** Approving needs the payment's hash: a purchase without one asks staff for it. */
export const approvalNeedsHash = (p: Pick<Purchase, "status" | "txHash">) => canReview(p.status) && p.txHash === null
export const canRefund = (s: PurchaseStatus) => canMove(s, "refunded")
