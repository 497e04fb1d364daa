import { Schema } from "effect"
import { BalanceValue, IdFromString, Lang, MemberId, Text, Timestamp } from "../common"

export const CodeSent = Schema.Struct({
  /** Seconds the code stays valid. */
  decaySeconds: Schema.Int,
  /** Seconds until another code may be requested (the resend countdown). */
  availableIn: Schema.Int
})

export const CodeChecked = Schema.Struct({ token: Schema.String })

export const EmailQuery = Schema.Struct({ email: Text(254) })
export const PhoneQuery = Schema.Struct({
  phone: Text(32),
  phoneCountry: Text(2),
  lang: Schema.optionalKey(Lang)
})
export const EmailCheckQuery = Schema.Struct({ email: Text(254), code: Text(8) })
export const PhoneCheckQuery = Schema.Struct({ phone: Text(32), phoneCountry: Text(2), code: Text(8) })

export const HearAboutUs = Schema.Literals(["", "zoom", "telegram", "twitter", "others"])

export const RegisterBody = Schema.Struct({
  token: Text(200),
  phone: Schema.optionalKey(Text(32)),
  email: Schema.optionalKey(Text(254)),
  phoneCountry: Schema.optionalKey(Text(2)),
  lang: Lang,
  /** Cut to 64 characters by the server (spec §5). */
  name: Text(1000),
  /** A member id; form clients may send it as text, and "" means none. */
  referrerId: Schema.optionalKey(Schema.NullOr(Schema.Union([MemberId, Text(20)]))),
  password: Text(1000),
  password_confirmation: Text(1000),
  hearAboutUs: Schema.optionalKey(HearAboutUs)
})

export const LoginBody = Schema.Struct({
  /** The member id, as text or as a number. */
  username: Schema.Union([Text(254), Schema.Int]),
  password: Text(1000),
  /** Where the log-in comes from, e.g. `web`. */
  from: Schema.optionalKey(Text(32))
})

export const AccessToken = Schema.Struct({
  accessToken: Schema.String,
  /** Seconds until the token expires; the client refreshes 10 minutes before. */
  expiresIn: Schema.Int
})

export const LoggedIn = Schema.Struct({ ...AccessToken.fields, memberId: MemberId })

export const LoginByOtpQuery = Schema.Struct({
  otp: Text(200),
  member_id: IdFromString,
  from: Schema.optionalKey(Text(32))
})

export const LoginCode = Schema.Struct({ otp: Schema.String, memberId: MemberId, expiresIn: Schema.Int })

export const AddressStatus = Schema.Literals(["absent", "added", "confirmed"])

const Flag = Schema.Boolean

/** `GET member` (spec §3 Member). */
export const MemberProfile = Schema.Struct({
  id: MemberId,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  phoneCountry: Schema.NullOr(Schema.String),
  ownerId: Schema.NullOr(Schema.String),
  lang: Lang,
  status: Schema.Literals(["active", "blocked"]),
  openDate: Timestamp,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  roles: Schema.Array(Schema.String),
  address: Schema.NullOr(Schema.String),
  addressStatus: AddressStatus,
  sysWalletAddress: Schema.NullOr(Schema.String),
  sysWalletBalance: BalanceValue,
  balance: BalanceValue,
  balanceOrdinary: BalanceValue,
  balanceBonus: BalanceValue,
  balanceItw: BalanceValue,
  tickets: BalanceValue,
  closestExpiration: Schema.NullOr(Timestamp),
  points: BalanceValue,
  minerals: Schema.Record(Schema.String, BalanceValue),
  wood: Schema.Record(Schema.String, BalanceValue),
  unreadAnnouncements: Schema.Int,
  unreadEvents: Schema.Int,
  memberHasPlots: Flag,
  adnetIsVisible: Flag,
  _2DAccess: Flag,
  accessTickets: Flag,
  accessItw: Flag,
  accessLive2Earn: Flag,
  founderPlanIsVisible: Flag,
  citizenProgramIsVisible: Flag,
  isAllowedVB: Flag,
  is3DPremiumBuildingExists: Flag,
  marketplace3dIsVisible: Flag,
  assetsExchangeIsVisible: Flag,
  daoLinkIsVisible: Flag,
  /** Set when a staff member signed in as this member ("member auth"). */
  impersonatedBy: Schema.NullOr(Schema.Int)
})
export type MemberProfile = typeof MemberProfile.Type

export const Geolocation = Schema.Struct({ countryCode: Schema.String })

export const CountryEntry = Schema.Struct({
  name: Schema.String,
  iso2: Schema.String,
  dialCode: Schema.String,
  priority: Schema.Int,
  areaCodes: Schema.NullOr(Schema.Array(Schema.String))
})
export type CountryEntry = typeof CountryEntry.Type

export const CountryList = Schema.Struct({
  data: Schema.Array(CountryEntry),
  /** Spec §9: cn, hk, mo, tw, jp, kr, ca, us, ru, shown first. */
  preferred: Schema.Array(Schema.String),
  defaultCountry: Schema.String,
  defaultDialCode: Schema.String
})

