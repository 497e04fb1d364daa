/**
 * Verification codes for registration (spec §2, §4, §5, §9): four digits, single use, short-lived,
 * at most five wrong tries, and sends limited per destination and per IP address.
 */
export type Channel = "email" | "phone"

export const CODE_LENGTH = 4
/** How long a code stays valid; answered as `decaySeconds`. */
export const CODE_TTL_SECONDS = 600
/** How long before another code may be sent to the same destination; answered as `availableIn`. */
export const RESEND_AFTER_SECONDS = 60
export const MAX_CODE_ATTEMPTS = 5
export const SEND_WINDOW_SECONDS = 3600
export const MAX_SENDS_PER_DESTINATION = 5
export const MAX_SENDS_PER_IP = 20
/** A checked code yields a registration token valid this long. */
export const REGISTRATION_TOKEN_TTL_SECONDS = 1800

export interface Verification {
  readonly id: string
  readonly channel: Channel
  readonly destination: string
  readonly codeDigest: string
  readonly createdAt: Date
  readonly expiresAt: Date
  readonly attempts: number
  readonly verifiedAt: Date | null
}

export type CodeCheck =
  | { readonly _tag: "Accepted" }
  | { readonly _tag: "Wrong"; readonly attemptsLeft: number }
  | { readonly _tag: "Expired" }
  | { readonly _tag: "TooManyAttempts" }
  | { readonly _tag: "AlreadyUsed" }

/** Decides one attempt at a code. `matches` says whether the entered code's digest equals the stored one. */
export const checkCode = (v: Verification, matches: boolean, now: Date): CodeCheck => {
  if (v.verifiedAt !== null) return { _tag: "AlreadyUsed" }
  if (v.attempts >= MAX_CODE_ATTEMPTS) return { _tag: "TooManyAttempts" }
  if (now.getTime() >= v.expiresAt.getTime()) return { _tag: "Expired" }
  if (!matches) return { _tag: "Wrong", attemptsLeft: MAX_CODE_ATTEMPTS - v.attempts - 1 }
  return { _tag: "Accepted" }
}

/** The state after an attempt: a wrong code counts, a right one marks the code used. */
export const afterCheck = (v: Verification, outcome: CodeCheck, now: Date): Verification =>
  outcome._tag === "Wrong"
    ? { ...v, attempts: v.attempts + 1 }
    : outcome._tag === "Accepted"
      ? { ...v, verifiedAt: now }
      : v

export type SendDecision =
  | { readonly _tag: "Allowed"; readonly decaySeconds: number; readonly availableIn: number }
  | { readonly _tag: "Wait"; readonly seconds: number }

const secondsUntil = (from: Date, to: number): number => Math.max(1, Math.ceil((to - from.getTime()) / 1000))

/**
 * May another code be sent? `toDestination` and `fromIp` are the times of earlier sends.
 * One send per destination per `RESEND_AFTER_SECONDS`, and at most N per window per destination and per IP.
 */
export const decideSend = (toDestination: ReadonlyArray<Date>, fromIp: ReadonlyArray<Date>, now: Date): SendDecision => {
  const t = now.getTime()
  const windowStart = t - SEND_WINDOW_SECONDS * 1000
  const recent = (times: ReadonlyArray<Date>) =>
    // A send stamped after `now` (another request's clock ran ahead) still counts.
    times.map((d) => d.getTime()).filter((x) => x > windowStart).sort((a, b) => a - b)
  const dest = recent(toDestination)
  const ip = recent(fromIp)
  const waits: Array<number> = []
  const last = dest[dest.length - 1]
  if (last !== undefined && t - last < RESEND_AFTER_SECONDS * 1000) waits.push(secondsUntil(now, last + RESEND_AFTER_SECONDS * 1000))
  if (dest.length >= MAX_SENDS_PER_DESTINATION) waits.push(secondsUntil(now, dest[dest.length - MAX_SENDS_PER_DESTINATION] + SEND_WINDOW_SECONDS * 1000))
  if (ip.length >= MAX_SENDS_PER_IP) waits.push(secondsUntil(now, ip[ip.length - MAX_SENDS_PER_IP] + SEND_WINDOW_SECONDS * 1000))
  if (waits.length > 0) return { _tag: "Wait", seconds: Math.max(...waits) }
  return { _tag: "Allowed", decaySeconds: CODE_TTL_SECONDS, availableIn: RESEND_AFTER_SECONDS }
}

/** E-mail addresses are compared case-insensitively and without surrounding spaces. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()
