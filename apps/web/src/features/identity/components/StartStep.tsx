import type { CountryEntry } from "@iw/contracts"
import { ApiError } from "@iw/contracts/client"
import { Button, Spinner, TextField, errorMessage, fieldMessages } from "@iw/ui"
import { type FormEvent, useEffect, useState } from "react"
import { Link } from "react-router"
import { api } from "../../../lib/api"
import { to, useLang } from "../../../lib/lang"
import { PhoneInput, isPhoneValid } from "./PhoneInput"
import { type RegistrationData } from "../hooks/registration-state"

import { type Errors, type T, passesEmailCheck, sendCode } from "../api/registration"

/** Step 1: phone or e-mail. */
export const StartStep = ({ data, update, t }: { data: RegistrationData; update: (p: Partial<RegistrationData>) => void; t: T }) => {
  const lang = useLang()
  const [countries, setCountries] = useState<{ list: ReadonlyArray<CountryEntry>; preferred: ReadonlyArray<string> } | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const abort = new AbortController()
    api.identity.countries({}, { signal: abort.signal }).then(
      (c) => setCountries({ list: c.data, preferred: c.preferred }),
      () => undefined
    )
    // Spec §7: geolocation is abortable and defaults to cn when it fails.
    if (data.phone === "")
      api.identity.geolocation({}, { signal: abort.signal }).then(
        (g) => update({ phoneCountry: g.countryCode.toLowerCase() }),
        () => update({ phoneCountry: "cn" })
      )
    return () => abort.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang])

  const canSend = data.confirmType === "phone" ? isPhoneValid(data.phone, data.phoneCountry) : data.email.trim() !== "" && passesEmailCheck(data.email)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!canSend) return
    setBusy(true)
    setErrors({})
    try {
      const r = await sendCode(data)
      update({ step: "confirmNumber", sentAt: Date.now(), availableIn: r.availableIn, decaySeconds: r.decaySeconds, email: data.email.trim() })
    } catch (err) {
      const field = data.confirmType
      if (err instanceof ApiError && err.status !== 0 && err.fieldErrors) {
        // Spec §8: phone errors are shown joined with the phone attribute name; e-mail errors under e-mail.
        const fields = fieldMessages(err, t)
        const list = [...(fields[field] ?? []), ...(fields.phoneCountry ?? []), ...(fields.query ?? [])]
        setErrors({ [field]: field === "phone" ? list.map((m) => `${t("signup.phone")}: ${m}`) : list })
      } else if (err instanceof ApiError && err.status === 0) {
        setErrors({ [field]: [t("validation.too_many_attempts")] })
      } else {
        setErrors({ [field]: [errorMessage(err, t)] })
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <h1>{t("signup.startTitle")}</h1>
      <p className="iw-auth__lead">{t("signup.startLead")}</p>
      <div className="iw-tabs" role="radiogroup" aria-label={t("signup.confirmBy")}>
        {(["phone", "email"] as const).map((type) => (
          <label key={type} className={`iw-tabs__tab${data.confirmType === type ? " iw-tabs__tab--active" : ""}`}>
            <input
              type="radio"
              name="confirmType"
              value={type}
              checked={data.confirmType === type}
              onChange={() => {
                setErrors({})
                update({ confirmType: type })
              }}
              data-testid={`confirm-type-${type}`}
            />
            {t(`signup.by.${type}`)}
          </label>
        ))}
      </div>
      {data.confirmType === "phone" ? (
        countries ? (
          <PhoneInput
            countries={countries.list}
            preferred={countries.preferred}
            country={data.phoneCountry}
            phone={data.phone}
            onCountry={(c) => update({ phoneCountry: c })}
            onPhone={(p) => update({ phone: p })}
            label={t("signup.phone")}
            countryLabel={t("signup.country")}
            preferredLabel={t("signup.preferredCountries")}
            allLabel={t("signup.allCountries")}
            errors={errors.phone}
          />
        ) : (
          <Spinner label={t("common.loading")} />
        )
      ) : (
        <TextField
          label={t("signup.email")}
          type="email"
          autoComplete="email"
          value={data.email}
          onChange={(e) => update({ email: e.target.value })}
          errors={errors.email}
          data-testid="registration-email"
          required
        />
      )}
      <Button type="submit" className="iw-btn--block" disabled={!canSend} loading={busy} data-testid="registration-next">
        {t("common.next")}
      </Button>
      <p className="iw-auth__alt">
        {t("signup.haveAccount")} <Link to={to(lang, "login")}>{t("signup.logIn")}</Link>
      </p>
    </form>
  )
}
