import type { Lang } from "../../kernel/lang"

export type MemberId = number
export type MemberStatus = "active" | "blocked"

/** How a new member heard about us (spec §3 Registration data); "" is the empty option. */
export const HEAR_ABOUT_US = ["", "zoom", "telegram", "twitter", "others"] as const
export type HearAboutUs = (typeof HEAR_ABOUT_US)[number]

export interface Member {
  readonly id: MemberId
  readonly firstName: string
  readonly lastName: string
  readonly email: string | null
  readonly phone: string | null
  readonly phoneCountry: string | null
  readonly ownerId: string | null
  readonly lang: Lang
  readonly referrerId: MemberId | null
  readonly hearAboutUs: HearAboutUs
  readonly status: MemberStatus
  readonly openDate: Date
  readonly createdAt: Date
  readonly updatedAt: Date
}

export const NAME_MAX_LENGTH = 64

/** The name is cut, never refused, at 64 characters (spec §5, §9). Counts code points, so no emoji is split. */
export const normalizeName = (name: string): string => Array.from(name.trim()).slice(0, NAME_MAX_LENGTH).join("")

export const canLogIn = (member: Member): boolean => member.status === "active"

/**
 * A well-formed scrypt hash that matches no password. Log-in verifies against it when the account does not
 * exist, so an unknown id costs the same time as a wrong password.
 */
export const UNKNOWN_PASSWORD_HASH =
  "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"

/** A referrer id as a form may send it: a number, digits as text, or "" / null for none. */
export const parseReferrerId = (raw: number | string | null | undefined): MemberId | null | "invalid" => {
  if (raw === null || raw === undefined) return null
  const text = String(raw).trim()
  if (text === "") return null
  return /^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : "invalid"
}
