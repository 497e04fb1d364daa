import { ApiError } from "@iw/contracts/client"

type T = (key: string, params?: Record<string, unknown>) => string

/** A 409 PURCHASE_STATE answer in words, with the states translated: "… cannot change from Refunded to Refunded". */
export const stateConflictText = (err: ApiError, t: T): string => {
  const state = (s: unknown) => (typeof s === "string" ? t(`backoffice.purchases.status.${s}`, { defaultValue: s }) : "")
  return t("backoffice.purchase.stateConflict", { from: state(err.params?.from), to: state(err.params?.to) })
}

export const isStateConflict = (err: unknown): err is ApiError => err instanceof ApiError && err.code === "PURCHASE_STATE"
