import type { CountryEntry } from "@iw/contracts"
import { FieldErrors } from "@iw/ui"
import { isValidPhoneNumber } from "libphonenumber-js/min"
import { useId, useMemo, useRef } from "react"

const TYPEAHEAD_RESET_MS = 1000

interface Props {
  readonly countries: ReadonlyArray<CountryEntry>
  readonly preferred: ReadonlyArray<string>
  readonly country: string
  readonly phone: string
  readonly onCountry: (iso2: string) => void
  readonly onPhone: (phone: string) => void
  readonly label: string
  readonly countryLabel: string
  readonly preferredLabel: string
  readonly allLabel: string
  readonly errors?: ReadonlyArray<string>
}

/** Digits only, as sent (spec §5: spaces and plus are stripped). */
export const phoneDigits = (phone: string): string => phone.replace(/[\s+()-]/g, "")

/** Whether the number is valid for the country (spec §5: Next is enabled only for a valid number). */
export const isPhoneValid = (phone: string, iso2: string): boolean => {
  const digits = phoneDigits(phone)
  if (!/^\d{4,17}$/.test(digits)) return false
  try {
    return isValidPhoneNumber(digits, iso2.toUpperCase() as Parameters<typeof isValidPhoneNumber>[1]) || isValidPhoneNumber(`+${digits}`)
  } catch {
    return false
  }
}

/** Country (with dialling code) and number. Typing letters on the country list jumps by name; the typed prefix resets after 1 s (spec §9). */
export const PhoneInput = ({ countries, preferred, country, phone, onCountry, onPhone, label, countryLabel, preferredLabel, allLabel, errors }: Props) => {
  const id = useId()
  const typed = useRef({ text: "", at: 0 })
  const byIso = useMemo(() => new Map(countries.map((c) => [c.iso2, c])), [countries])
  const top = preferred.map((p) => byIso.get(p)).filter((c): c is CountryEntry => c !== undefined)
  const dial = byIso.get(country)?.dialCode
  const invalid = (errors?.length ?? 0) > 0
  return (
    <div className={`iw-field${invalid ? " iw-field--invalid" : ""}`}>
      <label className="iw-field__label" htmlFor={`${id}-phone`}>
        {label}
      </label>
      <div className="iw-phone">
        <select
          className="iw-input iw-phone__country"
          aria-label={countryLabel}
          value={country}
          onChange={(e) => onCountry(e.target.value)}
          data-testid="phone-country"
          onKeyDown={(e) => {
            if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return
            const now = Date.now()
            const text = (now - typed.current.at > TYPEAHEAD_RESET_MS ? "" : typed.current.text) + e.key.toLowerCase()
            typed.current = { text, at: now }
            const match = countries.find((c) => c.name.toLowerCase().startsWith(text))
            if (match) {
              e.preventDefault()
              onCountry(match.iso2)
            }
          }}
        >
          <optgroup label={preferredLabel}>
            {top.map((c) => (
              <option key={`p-${c.iso2}`} value={c.iso2}>
                {c.name} +{c.dialCode}
              </option>
            ))}
          </optgroup>
          <optgroup label={allLabel}>
            {countries
              .filter((c) => !preferred.includes(c.iso2))
              .map((c) => (
                <option key={c.iso2} value={c.iso2}>
                  {c.name} +{c.dialCode}
                </option>
              ))}
          </optgroup>
        </select>
        <span className="iw-phone__dial" aria-hidden="true">
          {dial ? `+${dial}` : ""}
        </span>
        <input
          id={`${id}-phone`}
          className="iw-input iw-phone__number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          onChange={(e) => onPhone(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-errors` : undefined}
          data-testid="phone-number"
        />
      </div>
      <FieldErrors id={`${id}-errors`} messages={errors} />
    </div>
  )
}
