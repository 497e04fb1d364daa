import { api, type MemberProfile as MemberProfileWire } from "@iw/contracts"
import {
  type MemberProfile,
  PhoneNumbers,
  checkVerificationCode,
  getCurrentMember,
  issueLoginCode,
  logInByOtp,
  locateVisitor,
  logInMember,
  logOut,
  recordPageTime,
  refreshSession,
  registerMember,
  sendVerificationCode
} from "@iw/core"
import { Effect } from "effect"
import type { makeBinder } from "../router"

/** Spec §9: preferred countries first, +86 and China by default. */
export const PREFERRED_COUNTRIES = ["cn", "hk", "mo", "tw", "jp", "kr", "ca", "us", "ru"]

/** The wire form of `GET member` (spec §3 Member). */
export const memberProfileWire = (p: MemberProfile, impersonatedBy: number | null): MemberProfileWire => ({
  id: p.member.id,
  firstName: p.member.firstName,
  lastName: p.member.lastName,
  email: p.member.email,
  phone: p.member.phone,
  phoneCountry: p.member.phoneCountry,
  ownerId: p.member.ownerId,
  lang: p.member.lang,
  status: p.member.status,
  openDate: p.member.openDate,
  createdAt: p.member.createdAt,
  updatedAt: p.member.updatedAt,
  roles: [],
  ...p.wallet,
  ...p.balances,
  ...p.unread,
  ...p.flags,
  impersonatedBy
})

/** Which country a trusted proxy says the caller is in (Cloudflare's CF-IPCountry or X-Country-Code). */
const countryFromHeaders = (headers: Record<string, string | Array<string> | undefined>): string | null => {
  const raw = headers["cf-ipcountry"] ?? headers["x-country-code"]
  const value = Array.isArray(raw) ? raw[0] : raw
  return value && /^[A-Za-z]{2}$/.test(value) && !/^(xx|t1)$/i.test(value) ? value.toUpperCase() : null
}

export const identityRoutes = (bind: ReturnType<typeof makeBinder>, options: { readonly trustCountryHeader: boolean }) => {
  const e = api.identity
  bind(e.geolocation, ({ headers, ip }) => locateVisitor({ ip, proxyCountry: options.trustCountryHeader ? countryFromHeaders(headers) : null }))
  bind(e.countries, ({ lang }) =>
    Effect.map(PhoneNumbers.use((p) => p.countries(lang)), (data) => ({
      data,
      preferred: PREFERRED_COUNTRIES,
      defaultCountry: "cn",
      defaultDialCode: "86"
    }))
  )
  bind(e.sendEmailCode, ({ query, lang, ip }) => sendVerificationCode({ channel: "email", email: query.email, lang, ip }))
  bind(e.sendPhoneCode, ({ query, lang, ip }) =>
    sendVerificationCode({ channel: "phone", phone: query.phone, phoneCountry: query.phoneCountry, lang: query.lang ?? lang, ip })
  )
  bind(e.checkEmailCode, ({ query }) => checkVerificationCode({ channel: "email", email: query.email, code: query.code }))
  bind(e.checkPhoneCode, ({ query }) =>
    checkVerificationCode({ channel: "phone", phone: query.phone, phoneCountry: query.phoneCountry, code: query.code })
  )
  bind(e.register, ({ body }) => registerMember(body))
  bind(e.login, ({ body }) => logInMember({ username: String(body.username), password: body.password }))
  bind(e.loginByOtp, ({ query }) => logInByOtp({ otp: query.otp, memberId: query.member_id }))
  bind(e.loginCode, ({ principal }) => issueLoginCode(principal.memberId, null))
  bind(e.logout, ({ principal }) => Effect.as(logOut(principal), {}))
  bind(e.refresh, ({ principal }) => refreshSession(principal))
  bind(e.me, ({ principal }) => Effect.map(getCurrentMember(principal), (p) => memberProfileWire(p, principal.impersonatorId)))
  bind(e.tracker, ({ principal, body }) => Effect.as(recordPageTime(principal, body), {}))
}
