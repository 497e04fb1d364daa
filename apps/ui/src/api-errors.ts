import { ApiError } from "@iw/contracts/api-error"
import { errorHandling } from "./error-policy"

type T = (key: string, params?: Record<string, unknown>) => string

export type FieldMessages = Record<string, Array<string>>

/** Spec §8: a 422 becomes per-field messages (translated codes with their parameters). */
export const fieldMessages = (error: unknown, t: T): FieldMessages => {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {}
  const out: FieldMessages = {}
  for (const [field, list] of Object.entries(error.fieldErrors)) {
    out[field] = list.map((e) => translateCode(t, e.code, e.params))
  }
  return out
}

/** A code like `auth.failed` as text; 'Auth failed' when nothing translates it (spec §5). */
export const translateCode = (t: T, code: string, params?: Record<string, unknown>): string => {
  const text = t(code, params ?? {})
  if (text !== code) return text
  return code === "auth.failed" ? "Auth failed" : t("errors.SERVER_ERROR")
}

/** Spec §8: 422 LAND_ACTIVATION_REQUIREMENT shows a land activation message. */
export const LAND_ACTIVATION_REQUIREMENT = "LAND_ACTIVATION_REQUIREMENT"

/** The message an error shows in a dialog: 'Server Error' reads as 'something went wrong' (spec §8). */
export const errorMessage = (error: unknown, t: T): string => {
  if (error instanceof ApiError) {
    if (error.status === 0) return t("errors.NETWORK_ERROR")
    const handling = errorHandling(error)
    if (handling.kind === "text") return t(handling.key, error.params ?? {})
    if (error.status >= 500 || error.message === "Server Error") return t("errors.SERVER_ERROR")
    const first = error.fieldErrors ? Object.values(error.fieldErrors)[0]?.[0] : undefined
    if (first) return translateCode(t, first.code, first.params)
    const known = t(`errors.${error.code}`, error.params ?? {})
    return known !== `errors.${error.code}` ? known : error.message
  }
  return t("errors.SERVER_ERROR")
}

/**
 * What the error dialog shows for an error that reached a page, or null when spec §8's table says no dialog: the
 * area's error path dealt with it or the caller does (401, 503, 400), the form shows it (422), or it is only logged
 * (406 BALANCE_NOT_AVAILABLE, 2D_APPLICATION_ERROR, UNABLE_TO_CALCULATE_PRICE; 404 AD_NOT_FOUND, 'Price not found';
 * 403 BUILDING_PLACED).
 */
export const errorToShow = (error: unknown, t: T, logger: (message: string, error: unknown) => void = console.warn): string | null => {
  if (!(error instanceof ApiError) || error.status === 0) return errorMessage(error, t)
  const handling = errorHandling(error)
  if (handling.kind === "log") logger(`${error.status} ${error.code}`, error)
  if (handling.kind === "log" || handling.kind === "rethrow" || handling.kind === "fields") return null
  // Spec §8: these rows show a failure dialog with the server's message (already in the caller's language).
  if (handling.kind === "failure" && error.message.trim() !== "") return error.message
  return errorMessage(error, t)
}
