import type { AccountInactive, CodeRejected, InvalidCredentials, LoginThrottled, OtpRejected, SendLimited } from "@iw/core"
import { type ErrorMap, failure, fieldFailure } from "../http-failure"

export type IdentityError = InvalidCredentials | LoginThrottled | AccountInactive | CodeRejected | SendLimited | OtpRejected

/** Log-in and verification refusals (spec §5, §8). Log-in errors sit on the route's username field (`email` for staff). */
export const identityErrors: ErrorMap<IdentityError> = {
  InvalidCredentials: (_, o) => fieldFailure(o.usernameField ?? "username", "auth.failed"),
  LoginThrottled: (e, o) => fieldFailure(o.usernameField ?? "username", e.justBlocked ? "auth.blocked" : "auth.throttle", { seconds: e.seconds }),
  AccountInactive: (_, o) => fieldFailure(o.usernameField ?? "username", "auth.inactive"),
  CodeRejected: (e) => fieldFailure("code", `code.${e.reason}`),
  SendLimited: (e) => fieldFailure(e.field, "verification.too_many", { seconds: e.seconds }),
  OtpRejected: () => failure("OTP_INVALID")
}
