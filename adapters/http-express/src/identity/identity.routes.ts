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
  refreshSession,
  registerMember,
  sendVerificationCode
} from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"

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

/** Spec §7 Member session and registration. */
export const identityRoutes = (options: { readonly trustCountryHeader: boolean }) =>
  routes(api.identity, {
    geolocation: ({ headers, ip }) => locateVisitor({ ip, proxyCountry: options.trustCountryHeader ? countryFromHeaders(headers) : null }),
    countries: ({ lang }) =>
      Effect.map(PhoneNumbers.use((p) => p.countries(lang)), (data) => ({
        data,
        preferred: PREFERRED_COUNTRIES,
        defaultCountry: "cn",
        defaultDialCode: "86"
      })),
    sendEmailCode: ({ query, lang, ip }) => sendVerificationCode({ channel: "email", email: query.email, lang, ip }),
    sendPhoneCode: ({ query, lang, ip }) => sendVerificationCode({ channel: "phone", phone: query.phone, phoneCountry: query.phoneCountry, lang: query.lang ?? lang, ip }),
    checkEmailCode: ({ query }) => checkVerificationCode({ channel: "email", email: query.email, code: query.code }),
    checkPhoneCode: ({ query }) => checkVerificationCode({ channel: "phone", phone: query.phone, phoneCountry: query.phoneCountry, code: query.code }),
    register: ({ body }) => registerMember(body),
    login: ({ body }) => logInMember({ username: String(body.username), password: body.password }),
    loginByOtp: ({ query }) => logInByOtp({ otp: query.otp, memberId: query.member_id }),
    loginCode: ({ principal }) => issueLoginCode(principal.memberId, null),
    logout: ({ principal }) => Effect.as(logOut(principal), {}),
    refresh: ({ principal }) => refreshSession(principal),
    me: ({ principal }) => Effect.map(getCurrentMember(principal), (p) => memberProfileWire(p, principal.impersonatorId)),
  })
