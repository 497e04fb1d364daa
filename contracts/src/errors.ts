import type { ErrorCase } from "./endpoint"

/**
 * Error codes that are not field errors, with their HTTP status (spec §8). Every code has a translated
 * message under `errors.<CODE>` in each language catalogue.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  OTP_INVALID: 401,
  FORBIDDEN: 403,
  BUILDING_PLACED: 403,
  NOT_ASSET_OWNER: 403,
  SKIN_NOT_SHARABLE: 403,
  ASSET_RENTED: 403,
  ASSET_SHARED_NOW: 403,
  SAME_MEMBER_LIMIT: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  PRICE_NOT_FOUND: 404,
  IDEMPOTENCY_CONFLICT: 409,
  PURCHASE_STATE: 409,
  TICKET_STATE: 409,
  TICKET_CLOSED: 409,
  LISTING_STATUS_INVALID: 409,
  LISTING_EXPIRED: 409,
  BUILDING_LISTED: 409,
  ASSET_LISTED: 409,
  ORDER_STATE: 409,
  PHOTO_STATE: 409,
  CANT_DELETE_LAST_AD: 403,
  AD_CREATION_DISABLED: 403,
  ADNET_PACKAGE_REQUIRED: 403,
  ADNET_CREDITS_REQUIRED: 403,
  AD_LIMIT_REACHED: 403,
  AD_NOT_FOUND: 404,
  ADNET_REFUND_STATE: 409,
  SCRAPER_NOT_FOUND: 406,
  SCRAPING_FAILED: 406,
  SCRAPING_URL_UNAVAILABLE: 406,
  SCRAPING_LIMIT_REACHED: 429,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UPLOAD_QUOTA_EXCEEDED: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  TOO_MANY_ATTEMPTS: 429,
  UPLOAD_CONCURRENCY_LIMIT: 429,
  SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export const errorCase = (code: ErrorCode) => ({ status: ERROR_STATUS[code], code })

/** A 422 answer and the field codes it carries (spec §8 `errors: {field: [{code, params}]}`), for the OpenAPI document. */
export const invalid = (fields: Readonly<Record<string, ReadonlyArray<string>>>): ErrorCase => ({ status: 422, code: "VALIDATION_FAILED", fields })

/** Errors any endpoint may answer. */
export const COMMON_ERRORS = [errorCase("BAD_REQUEST"), errorCase("VALIDATION_FAILED"), errorCase("SERVER_ERROR"), errorCase("SERVICE_UNAVAILABLE")]
export const AUTH_ERRORS = [errorCase("UNAUTHENTICATED")]
/** Errors every multipart upload may answer (issue 11 §1.3: uploads in flight per caller, the member's storage quota). */
export const UPLOAD_ERRORS = [errorCase("UPLOAD_CONCURRENCY_LIMIT"), errorCase("UPLOAD_QUOTA_EXCEEDED")]
export const STAFF_ERRORS = [errorCase("UNAUTHENTICATED"), errorCase("FORBIDDEN")]
