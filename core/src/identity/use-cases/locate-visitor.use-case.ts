import { Effect } from "effect"
import { CountryLocator } from "../ports/country-locator.port"

/** Spec §7, §9: the registration form's default country when nothing better is known. */
export const DEFAULT_COUNTRY = "CN"

export interface LocateVisitorInput {
  /** The caller's address as the server sees it (after any trusted proxy). */
  readonly ip: string
  /** A country a trusted proxy already put on the request (e.g. Cloudflare's CF-IPCountry), if it may be believed. */
  readonly proxyCountry: string | null
}

/**
 * `public/geolocation`: which country the phone input starts on. A trusted proxy's word first, then the address
 * looked up in the IP-to-country table, and cn when neither knows (spec §7: "defaults to cn").
 */
export const locateVisitor = (input: LocateVisitorInput) =>
  Effect.gen(function* () {
    if (input.proxyCountry !== null) return { countryCode: input.proxyCountry }
    const found = yield* CountryLocator.use((l) => l.countryOf(input.ip))
    return { countryCode: found ?? DEFAULT_COUNTRY }
  })
