import type { useTranslation } from "react-i18next"
import { api } from "../../../lib/api"
import { phoneDigits } from "../components/PhoneInput"
import type { RegistrationData } from "../hooks/registration-state"

export type Errors = Record<string, Array<string>>
export type T = ReturnType<typeof useTranslation>["t"]

export const HEAR_ABOUT_US = ["", "zoom", "telegram", "twitter", "others"] as const

/** Sends (or re-sends) the code for the chosen destination. Spec §7: the phone call carries lang, and "en" is used for phone. */
export const sendCode = (d: RegistrationData) =>
  d.confirmType === "email"
    ? api.identity.sendEmailCode({ query: { email: d.email.trim() } })
    : api.identity.sendPhoneCode({
        query: { phone: phoneDigits(d.phone), phoneCountry: d.phoneCountry.toUpperCase(), lang: "en" }
      })

/** Spec §5: the browser's own validity check for an e-mail field, also for a value restored after a reload. */
export const passesEmailCheck = (value: string): boolean => {
  const probe = document.createElement("input")
  probe.type = "email"
  probe.required = true
  probe.value = value.trim()
  return probe.checkValidity()
}
