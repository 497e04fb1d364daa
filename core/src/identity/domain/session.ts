/**
 * Sessions for members and staff. A token names a session and a version; refreshing bumps the version,
 * so an older token of the same session stops working. Logging out revokes the session.
 */
export type SessionKind = "member" | "staff"

export interface Session {
  readonly id: string
  readonly kind: SessionKind
  readonly subjectId: number
  readonly version: number
  readonly createdAt: Date
  readonly expiresAt: Date
  readonly revokedAt: Date | null
  /** Set when staff signed in as this member ("member auth"): the staff member's id. */
  readonly impersonatorId: number | null
}

export interface TokenClaims {
  readonly sessionId: string
  readonly version: number
  readonly expiresAt: Date
}

export const isSessionLive = (s: Session, claims: TokenClaims, now: Date): boolean =>
  s.revokedAt === null &&
  s.version === claims.version &&
  now.getTime() < s.expiresAt.getTime() &&
  now.getTime() < claims.expiresAt.getTime()

/** One-time login codes (`/{lang}/loader`, `member/login-by-otp`) live this long. */
export const OTP_TTL_SECONDS = 120

/** A staff member signed in as a member ("member auth") gets 30 minutes, never the member's full session. */
export const IMPERSONATION_SECONDS = 30 * 60
