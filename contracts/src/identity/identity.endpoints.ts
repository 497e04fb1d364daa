import { Empty } from "../common"
import { endpoint } from "../endpoint"
import { AUTH_ERRORS, errorCase } from "../errors"
import * as S from "./identity.schemas"

/** Spec §7 Registration and Member session. */
export const identity = {
  geolocation: endpoint({
    id: "identity.geolocation",
    method: "GET",
    path: "public/geolocation",
    access: "public",
    summary: "The caller's country by IP address; CN when unknown.",
    success: S.Geolocation
  }),
  countries: endpoint({
    id: "identity.countries",
    method: "GET",
    path: "public/countries",
    access: "public",
    summary: "Countries with dialling codes for the phone input, named in the Accept-Language language.",
    success: S.CountryList
  }),
  sendEmailCode: endpoint({
    id: "identity.sendEmailCode",
    method: "POST",
    path: "member/verify/email/send",
    access: "public",
    summary: "Sends a four-digit registration code to an e-mail address.",
    query: S.EmailQuery,
    success: S.CodeSent
  }),
  sendPhoneCode: endpoint({
    id: "identity.sendPhoneCode",
    method: "POST",
    path: "member/verify/phone/send",
    access: "public",
    summary: "Sends a four-digit registration code by SMS.",
    query: S.PhoneQuery,
    success: S.CodeSent
  }),
  checkEmailCode: endpoint({
    id: "identity.checkEmailCode",
    method: "POST",
    path: "member/verify/email/check",
    access: "public",
    summary: "Checks an e-mailed code and answers a registration token.",
    query: S.EmailCheckQuery,
    success: S.CodeChecked
  }),
  checkPhoneCode: endpoint({
    id: "identity.checkPhoneCode",
    method: "POST",
    path: "member/verify/phone/check",
    access: "public",
    summary: "Checks an SMS code and answers a registration token.",
    query: S.PhoneCheckQuery,
    success: S.CodeChecked
  }),
  register: endpoint({
    id: "identity.register",
    method: "POST",
    path: "member/register",
    access: "public",
    summary: "Creates a member from a registration token; the member id and password are sent by SMS or e-mail.",
    body: S.RegisterBody,
    success: S.LoggedIn,
    status: 201
  }),
  login: endpoint({
    id: "identity.login",
    method: "POST",
    path: "member/login",
    access: "public",
    summary: "Logs a member in with member id and password. Five failures block for five minutes.",
    body: S.LoginBody,
    success: S.LoggedIn
  }),
  loginByOtp: endpoint({
    id: "identity.loginByOtp",
    method: "GET",
    path: "member/login-by-otp",
    access: "public",
    summary: "Exchanges a one-time login code (from the loader link) for a session.",
    query: S.LoginByOtpQuery,
    success: S.LoggedIn,
    errors: [errorCase("OTP_INVALID")]
  }),
  loginCode: endpoint({
    id: "identity.loginCode",
    method: "POST",
    path: "member/login-code",
    access: "member",
    summary: "Issues a one-time login code for the signed-in member, e.g. to open the web app from the desktop client.",
    success: S.LoginCode,
    errors: AUTH_ERRORS
  }),
  logout: endpoint({
    id: "identity.logout",
    method: "POST",
    path: "member/logout",
    access: "member",
    summary: "Revokes the current session.",
    success: Empty,
    errors: AUTH_ERRORS
  }),
  refresh: endpoint({
    id: "identity.refresh",
    method: "POST",
    path: "member/refresh",
    access: "member",
    summary: "Answers a new token; the previous token of this session stops working.",
    success: S.AccessToken,
    errors: AUTH_ERRORS
  }),
  me: endpoint({
    id: "identity.me",
    method: "GET",
    path: "member",
    access: "member",
    summary: "The signed-in member: profile, wallet, balances, unread counts and feature flags.",
    success: S.MemberProfile,
    errors: AUTH_ERRORS
  })
} as const

