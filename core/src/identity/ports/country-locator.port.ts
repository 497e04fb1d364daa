import { Context, type Effect } from "effect"

/** Where an internet address is, by country: an IP-to-country table kept by someone else. */
export class CountryLocator extends Context.Service<
  CountryLocator,
  {
    /** ISO 3166 alpha-2 (upper case) of the country `ip` is registered in; null for private, reserved or unknown addresses. */
    readonly countryOf: (ip: string) => Effect.Effect<string | null>
  }
>()("iw/identity/CountryLocator") {}
