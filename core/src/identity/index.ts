/**
 * identity — members and their sessions: registration with a verified phone or e-mail, log-in (throttled), one-time
 * codes, tokens, the feature gates. Every session is checked here, members' and staff's (staff provide the
 * StaffDirectory port). The public face of the area: other areas find members through MemberRepository, and staff's
 * log-in uses the session machinery (startSession, throttledPasswordCheck, logOut).
 */

// The model
export {
  defaultGates,
  type FeatureGates,
  flagsFor,
  type Gate,
  type MemberFlags,
  parseGate,
  passes
} from "./domain/feature-gates"
export { LOGIN_BLOCK_SECONDS, type LoginThrottle, MAX_FAILED_LOGINS, memberThrottleKey, noFailures, staffThrottleKey } from "./domain/login-throttle"
export {
  HEAR_ABOUT_US,
  type HearAboutUs,
  type Member,
  type MemberId,
  type MemberStatus,
  NAME_MAX_LENGTH,
  normalizeName,
  UNKNOWN_PASSWORD_HASH
} from "./domain/member"
export * from "./domain/password-policy"
export {
  IMPERSONATION_SECONDS,
  OTP_TTL_SECONDS,
  type Session,
  type SessionKind,
  type TokenClaims
} from "./domain/session"
export {
  type Channel,
  CODE_LENGTH,
  CODE_TTL_SECONDS,
  MAX_CODE_ATTEMPTS,
  MAX_SENDS_PER_DESTINATION,
  MAX_SENDS_PER_IP,
  normalizeEmail,
  REGISTRATION_TOKEN_TTL_SECONDS,
  RESEND_AFTER_SECONDS,
  SEND_WINDOW_SECONDS,
  type Verification
} from "./domain/verification"

// What it refuses with
export * from "./errors"

// The ports adapters implement, and StaffDirectory, which the staff area provides
export * from "./ports/country-locator.port"
export * from "./ports/features.port"
export * from "./ports/login-throttle.repository.port"
export * from "./ports/member.repository.port"
export * from "./ports/one-time-code.repository.port"
export * from "./ports/phone-numbers.port"
export * from "./ports/session-settings.port"
export * from "./ports/session.repository.port"
export * from "./ports/known-callers.port"
export * from "./ports/staff-directory.port"
export * from "./ports/token-codec.port"
export * from "./ports/verification.repository.port"

// What members do
export { authenticate } from "./use-cases/authenticate.use-case"
export { type CheckVerificationCodeInput, checkVerificationCode } from "./use-cases/check-verification-code.use-case"
export { issueLoginCode } from "./use-cases/issue-login-code.use-case"
export { DEFAULT_COUNTRY, type LocateVisitorInput, locateVisitor } from "./use-cases/locate-visitor.use-case"
export { logInByOtp } from "./use-cases/log-in-by-otp.use-case"
export { type LogInMemberInput, logInMember } from "./use-cases/log-in-member.use-case"
export { logOut } from "./use-cases/log-out.use-case"
export { refreshSession } from "./use-cases/refresh-session.use-case"
export { type RegisterMemberInput, registerMember } from "./use-cases/register-member.use-case"
export { type SendVerificationCodeInput, sendVerificationCode } from "./use-cases/send-verification-code.use-case"

// Sessions and password checks, for the staff's log-in and the composition root's ops session
export { type IssuedToken, startSession } from "./use-cases/start-session"
export { type PasswordCheck, throttledPasswordCheck } from "./use-cases/throttled-password-check"
