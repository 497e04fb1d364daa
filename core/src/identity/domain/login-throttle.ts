/**
 * Spec §8, §9: after 5 failed log-in attempts the account is blocked for 5 minutes.
 * Failures count within a rolling window of the same length; a success clears them.
 */
export const MAX_FAILED_LOGINS = 5
export const LOGIN_BLOCK_SECONDS = 300

export interface LoginThrottle {
  readonly failures: number
  readonly windowStartedAt: Date | null
  readonly blockedUntil: Date | null
}

export const noFailures: LoginThrottle = { failures: 0, windowStartedAt: null, blockedUntil: null }

/** Seconds until the account may try again, or 0 when it may try now. */
export const blockedFor = (s: LoginThrottle, now: Date): number =>
  s.blockedUntil === null ? 0 : Math.max(0, Math.ceil((s.blockedUntil.getTime() - now.getTime()) / 1000))

export const afterFailure = (s: LoginThrottle, now: Date): LoginThrottle => {
  const windowOpen =
    s.windowStartedAt !== null && now.getTime() - s.windowStartedAt.getTime() < LOGIN_BLOCK_SECONDS * 1000
  const failures = (windowOpen ? s.failures : 0) + 1
  const windowStartedAt = windowOpen ? s.windowStartedAt : now
  return failures >= MAX_FAILED_LOGINS
    ? { failures: 0, windowStartedAt: null, blockedUntil: new Date(now.getTime() + LOGIN_BLOCK_SECONDS * 1000) }
    : { failures, windowStartedAt, blockedUntil: blockedFor(s, now) > 0 ? s.blockedUntil : null }
}

export const afterSuccess = (_: LoginThrottle): LoginThrottle => noFailures

/**
 * The one key a member's failures count under, whatever spelling of the member ID was typed: the lookup reads
 * `0100002` and `100002` as the same member, so the throttle does too (else each spelling had its own 5 tries).
 * A name that is no member ID at all keeps its own (trimmed) key; no member can log in with it.
 */
export const memberThrottleKey = (username: string): string => {
  const name = username.trim()
  return /^\d{1,15}$/.test(name) ? `member:${Number(name)}` : `member:${name}`
}

/** A staff member's key: the e-mail as looked up (spaces around it and its case do not make a new one). */
export const staffThrottleKey = (email: string): string => `staff:${email.trim().toLowerCase()}`
