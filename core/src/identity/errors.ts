import { Data } from "effect"

/** Member id (or staff e-mail) and password do not match (spec §8 "These credentials do not match our records."). */
export class InvalidCredentials extends Data.TaggedError("InvalidCredentials")<{}> {}

/** Too many failed log-ins; try again in `seconds` (spec §8). */
/** `justBlocked`: this very attempt was the fifth failure and started the block. */
export class LoginThrottled extends Data.TaggedError("LoginThrottled")<{ readonly seconds: number; readonly justBlocked: boolean }> {}

/** The account exists but may not log in (spec §8 "Your account is inactive."). */
export class AccountInactive extends Data.TaggedError("AccountInactive")<{}> {}

/** A verification code was refused. */
export class CodeRejected extends Data.TaggedError("CodeRejected")<{
  readonly reason: "wrong" | "expired" | "too_many_attempts" | "already_used" | "not_sent"
}> {}

/** Too many codes sent to this destination or from this address; wait `seconds`. */
export class SendLimited extends Data.TaggedError("SendLimited")<{ readonly field: string; readonly seconds: number }> {}

/** A one-time login code that is wrong, used or expired. */
export class OtpRejected extends Data.TaggedError("OtpRejected")<{}> {}

/** Another member already has this e-mail or phone (found by the database's unique index in a race). */
export class DuplicateContact extends Data.TaggedError("DuplicateContact")<{ readonly field: "email" | "phone" }> {}

/** A verification code is asked for an e-mail or phone another member already has. */
export class ContactAlreadyRegistered extends Data.TaggedError("ContactAlreadyRegistered")<{ readonly field: "email" | "phone" }> {}

/** The registration token is unknown, used or expired: the sign-up starts again. */
export class RegistrationTokenInvalid extends Data.TaggedError("RegistrationTokenInvalid")<{}> {}
