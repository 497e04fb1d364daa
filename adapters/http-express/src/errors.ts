import { ERROR_STATUS, type ErrorCode, type WireFieldErrors } from "@iw/contracts"
import { type LangCode, translate } from "@iw/contracts/i18n"
import { type Asset, balanceValue, scaleOf } from "@iw/core"
import { mapLandError } from "./land/land.errors"

/** What an answer other than 2xx carries, before it is written. */
export type HttpFailure =
  | { readonly status: 422; readonly errors: WireFieldErrors; readonly code?: string }
  | { readonly status: number; readonly code: string; readonly params?: Record<string, string | number> }

export const failure = (code: ErrorCode, params?: Record<string, string | number>): HttpFailure => ({ status: ERROR_STATUS[code], code, ...(params ? { params } : {}) })

export const fieldFailure = (field: string, code: string, params?: Record<string, string | number>): HttpFailure => ({
  status: 422,
  errors: { [field]: [params ? { code, params } : { code }] }
})

/** The JSON body of a failure, with its message in the caller's language. */
export const failureBody = (f: HttpFailure, lang: LangCode): Record<string, unknown> => {
  if ("errors" in f) {
    const first = Object.values(f.errors)[0]?.[0]
    return { ...(f.code ? { code: f.code } : {}), message: first ? translate(lang, first.code, first.params) : translate(lang, "errors.VALIDATION_FAILED"), errors: f.errors }
  }
  return { code: f.code, message: translate(lang, `errors.${f.code}`, f.params), ...(f.params ? { params: f.params } : {}) }
}

/** Options a route gives the domain-error mapping: which field carries log-in errors. */
export interface MappingOptions {
  readonly usernameField?: string
}

/**
 * Domain errors (tagged values from the core) to HTTP answers, per spec §8. Anything not listed is a
 * defect and answers 500 without detail.
 */
export const mapDomainError = (error: unknown, options: MappingOptions = {}): HttpFailure | null => {
  const e = error as { _tag?: string } & Record<string, unknown>
  const username = options.usernameField ?? "username"
  switch (e?._tag) {
    case "ValidationFailed":
      return { status: 422, errors: e.errors as WireFieldErrors }
    case "InvalidCredentials":
      return fieldFailure(username, "auth.failed")
    case "LoginThrottled":
      return fieldFailure(username, e.justBlocked === true ? "auth.blocked" : "auth.throttle", { seconds: e.seconds as number })
    case "AccountInactive":
      return fieldFailure(username, "auth.inactive")
    case "CodeRejected":
      return fieldFailure("code", `code.${e.reason as string}`)
    case "SendLimited":
      return fieldFailure(e.field as string, "verification.too_many", { seconds: e.seconds as number })
    case "OtpRejected":
      return failure("OTP_INVALID")
    case "InsufficientFunds": {
      const decimal = (v: bigint) => balanceValue(v, scaleOf(e.asset as Asset)).decimal
      return fieldFailure((e.field as string | undefined) ?? "amount", `ledger.insufficient.${e.asset as string}`, {
        needed: decimal(e.needed as bigint),
        available: decimal(e.available as bigint)
      })
    }
    case "IdempotencyConflict":
      return failure("IDEMPOTENCY_CONFLICT")
    case "WalletRefused":
      return fieldFailure("address", `wallet.${e.reason as string}`)
    case "TicketStateConflict":
      return failure("TICKET_STATE", { from: e.from as string, to: e.to as string })
    case "PurchaseStateConflict":
      return failure("PURCHASE_STATE", { from: e.from as string, to: e.to as string })
    case "Unauthenticated":
      return failure("UNAUTHENTICATED")
    case "Forbidden":
      return failure("FORBIDDEN")
    case "NotFound":
      return failure("NOT_FOUND")
    default:
      return mapLandError(e)
  }
}
