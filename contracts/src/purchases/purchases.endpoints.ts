import { endpoint } from "../endpoint"
import { AUTH_ERRORS, STAFF_ERRORS, errorCase, invalid } from "../errors"
import * as S from "./purchases.schemas"

/** What saving a product may answer on its fields (price: the core's range check; priceUsd: not a decimal). */
const PRODUCT_ERRORS = invalid({
  name: ["validation.required", "validation.max.string"],
  description: ["validation.max.string"],
  tickets: ["validation.between.numeric"],
  price: ["validation.between.numeric"],
  priceUsd: ["validation.numeric"]
})

/** Spec §4 Crypto purchase, §7 member/purchase; the back-office's purchases and product registration. */
export const purchases = {
  products: endpoint({ id: "purchases.products", method: "GET", path: "member/purchase/products", access: "member", summary: "Products the member can buy.", success: S.ProductList, errors: AUTH_ERRORS }),
  list: endpoint({
    id: "purchases.list",
    method: "GET",
    path: "member/purchase/list",
    access: "member",
    summary: "The member's purchase history, newest first.",
    query: S.PurchaseQuery,
    success: S.PurchaseList,
    errors: AUTH_ERRORS
  }),
  start: endpoint({
    id: "purchases.start",
    method: "POST",
    path: "member/purchase",
    access: "member",
    summary: "Opens an invoice (amount and address, valid 5 minutes) for a product.",
    body: S.StartPurchaseBody,
    success: S.Purchase,
    status: 201,
    errors: [...AUTH_ERRORS, invalid({ quantity: ["validation.between.numeric"], productId: ["validation.exists"] })]
  }),
  get: endpoint({ id: "purchases.get", method: "GET", path: "member/purchase/:id", access: "member", summary: "One of the member's purchases.", params: S.IdParams, success: S.Purchase, errors: [...AUTH_ERRORS, errorCase("NOT_FOUND")] }),
  submitTransaction: endpoint({
    id: "purchases.submitTransaction",
    method: "POST",
    path: "member/purchase/:id/transaction",
    access: "member",
    summary:
      "Enters the payment's transaction hash, also after the invoice expired (confirm later); the purchase becomes pending and completes when the chain confirms it, or becomes incomplete (action required) when the payment was late or not as invoiced.",
    params: S.IdParams,
    body: S.TxHashBody,
    success: S.Purchase,
    errors: [...AUTH_ERRORS, invalid({ txHash: ["purchase.tx_format", "purchase.tx_used"] }), errorCase("NOT_FOUND"), errorCase("PURCHASE_STATE")]
  }),
  staffList: endpoint({ id: "purchases.staffList", method: "GET", path: "staff/purchases", access: "staff", summary: "Every purchase, newest first.", query: S.PurchaseQuery, success: S.PurchaseList, errors: STAFF_ERRORS }),
  staffShow: endpoint({
    id: "purchases.staffShow",
    method: "GET",
    path: "staff/purchases/:id",
    access: "staff",
    summary: "A purchase with the transfers it caused.",
    params: S.IdParams,
    success: S.PurchaseDetail,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  approve: endpoint({
    id: "purchases.approve",
    method: "POST",
    path: "staff/purchases/:id/approve",
    access: "staff",
    summary: "Approves a pending or incomplete purchase whose payment staff checked: its tickets are credited. txHash names the payment when the purchase has none.",
    params: S.IdParams,
    body: S.ApproveBody,
    success: S.Purchase,
    errors: [
      ...STAFF_ERRORS,
      invalid({ reason: ["validation.required"], txHash: ["purchase.tx_format", "purchase.tx_used", "purchase.tx_required", "purchase.tx_other"] }),
      errorCase("NOT_FOUND"),
      errorCase("PURCHASE_STATE")
    ]
  }),
  reject: endpoint({
    id: "purchases.reject",
    method: "POST",
    path: "staff/purchases/:id/reject",
    access: "staff",
    summary: "Rejects a pending or incomplete purchase.",
    params: S.IdParams,
    body: S.ReasonBody,
    success: S.Purchase,
    errors: [...STAFF_ERRORS, invalid({ reason: ["validation.required"] }), errorCase("NOT_FOUND"), errorCase("PURCHASE_STATE")]
  }),
  refund: endpoint({
    id: "purchases.refund",
    method: "POST",
    path: "staff/purchases/:id/refund",
    access: "staff",
    summary: "Refunds an approved purchase with a reversing transfer of its own ticket lot (the rest from the member's earliest-expiring tickets if it was partly spent); never twice.",
    params: S.IdParams,
    body: S.ReasonBody,
    success: S.Purchase,
    errors: [...STAFF_ERRORS, invalid({ reason: ["validation.required"], tickets: ["ledger.insufficient.tickets"] }), errorCase("NOT_FOUND"), errorCase("PURCHASE_STATE")]
  }),
  staffProducts: endpoint({ id: "purchases.staffProducts", method: "GET", path: "staff/products", access: "staff", summary: "The whole catalogue, inactive products included.", success: S.ProductList, errors: STAFF_ERRORS }),
  createProduct: endpoint({
    id: "purchases.createProduct",
    method: "POST",
    path: "staff/products",
    access: "staff",
    summary: "Registers a product.",
    body: S.ProductBody,
    success: S.Product,
    status: 201,
    errors: [...STAFF_ERRORS, PRODUCT_ERRORS]
  }),
  updateProduct: endpoint({
    id: "purchases.updateProduct",
    method: "PUT",
    path: "staff/products/:id",
    access: "staff",
    summary: "Changes a product.",
    params: S.IdParams,
    body: S.ProductBody,
    success: S.Product,
    errors: [...STAFF_ERRORS, PRODUCT_ERRORS, errorCase("NOT_FOUND")]
  })
} as const
