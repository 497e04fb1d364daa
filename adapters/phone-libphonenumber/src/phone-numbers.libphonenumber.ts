import { type CountryEntry, PhoneNumbers } from "@iw/core"
import { Effect, Layer } from "effect"
import { type CountryCode, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/max"
import metadata from "libphonenumber-js/metadata.min.json"

const LOCALES: Record<string, string> = { en: "en", cn: "zh-Hans", tc: "zh-Hant", jp: "ja", kr: "ko", ru: "ru" }

type CountryMeta = ReadonlyArray<unknown>
const meta = metadata as unknown as {
  country_calling_codes: Record<string, ReadonlyArray<string>>
  countries: Record<string, CountryMeta>
}

/** Expands a leading-digits pattern made only of digits and `[..]` classes (e.g. `8[024]9`); null otherwise. */
const expand = (pattern: string): Array<string> | null => {
  let out = [""]
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]
    if (/\d/.test(c)) out = out.map((p) => p + c)
    else if (c === "[") {
      const end = pattern.indexOf("]", i)
      if (end < 0) return null
      const body = pattern.slice(i + 1, end)
      const digits: Array<string> = []
      for (let j = 0; j < body.length; j++) {
        if (body[j + 1] === "-" && /\d/.test(body[j]) && /\d/.test(body[j + 2] ?? "")) {
          for (let d = Number(body[j]); d <= Number(body[j + 2]); d++) digits.push(String(d))
          j += 2
        } else if (/\d/.test(body[j])) digits.push(body[j])
        else return null
      }
      out = out.flatMap((p) => digits.map((d) => p + d))
      i = end
    } else return null
  }
  return out
}

/** Area codes that pick this country among those sharing its calling code, from the metadata's leading digits. */
const areaCodesOf = (iso2: string): Array<string> | null => {
  const leading = meta.countries[iso2]?.[10]
  if (typeof leading !== "string" || leading === "") return null
  const parts = leading.split("|").map(expand)
  if (parts.some((p) => p === null)) return null
  return (parts as Array<Array<string>>).flat()
}

const buildCountries = (lang: string): ReadonlyArray<CountryEntry> => {
  const names = new Intl.DisplayNames([LOCALES[lang] ?? "en"], { type: "region" })
  return getCountries()
    .map((iso2) => {
      const dialCode = getCountryCallingCode(iso2)
      const sharing = meta.country_calling_codes[dialCode] ?? [iso2]
      return {
        name: names.of(iso2) ?? iso2,
        iso2: iso2.toLowerCase(),
        dialCode,
        priority: Math.max(0, sharing.indexOf(iso2)),
        areaCodes: areaCodesOf(iso2)
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name, LOCALES[lang] ?? "en"))
}

const cache = new Map<string, ReadonlyArray<CountryEntry>>()

/** Phone numbers through libphonenumber-js with its full ("max") metadata. */
export const PhoneNumbersLibphonenumber = Layer.succeed(PhoneNumbers)({
  normalize: (phone, country) =>
    Effect.sync(() => {
      const digits = phone.replace(/\D/g, "")
      if (digits === "" || digits.length > 17 || !(getCountries() as Array<string>).includes(country)) return null
      const code = getCountryCallingCode(country as CountryCode)
      // The client may send the number with or without its calling code (spec §5 strips only spaces and '+').
      const candidates = [
        ...(digits.startsWith(code) ? [parsePhoneNumberFromString(`+${digits}`)] : []),
        parsePhoneNumberFromString(digits, country as CountryCode)
      ]
      const valid = candidates.find((p) => p !== undefined && p.isValid() && p.countryCallingCode === code)
      return valid ? valid.number.slice(1) : null
    }),
  countries: (lang) =>
    Effect.sync(() => {
      let list = cache.get(lang)
      if (!list) {
        list = buildCountries(lang)
        cache.set(lang, list)
      }
      return list
    })
})
