import type { AccountInactive, CodeRejected, ContactAlreadyRegistered, DuplicateContact, InvalidCredentials, LoginThrottled, OtpRejected, RegistrationTokenInvalid, SendLimited } from "@iw/core"
import { type ErrorMap, failure, fieldFailure } from "../http-failure"

export type IdentityError = InvalidCredentials | LoginThrottled | AccountInactive | CodeRejected | SendLimited | OtpRejected | ContactAlreadyRegistered | DuplicateContact | RegistrationTokenInvalid

/** Log-in and verification refusals (spec §5, §8). Log-in errors sit on the route's username field (`email` for staff). */
export const identityErrors: ErrorMap<IdentityError> = {
  InvalidCredentials: (_, o) => fieldFailure(o.usernameField ?? "username", "auth.failed"),
  LoginThrottled: (e, o) => fieldFailure(o.usernameField ?? "username", e.justBlocked ? "auth.blocked" : "auth.throttle", { seconds: e.seconds }),
  AccountInactive: (_, o) => fieldFailure(o.usernameField ?? "username", "auth.inactive"),
  CodeRejected: (e) => fieldFailure("code", `code.${e.reason}`),
  SendLimited: (e) => fieldFailure(e.field, "verification.too_many", { seconds: e.seconds }),
  OtpRejected: () => failure("OTP_INVALID"),
  ContactAlreadyRegistered: (e) => fieldFailure(e.field, "validation.unique"),
  // Two sign-ups with one contact at once: the database's unique index decides, as the check before it would have.
  DuplicateContact: (e) => fieldFailure(e.field, "validation.unique"),
  RegistrationTokenInvalid: () => fieldFailure("token", "registration.token_invalid")
}
