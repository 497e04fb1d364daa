import { Context, type Effect } from "effect"

export interface CountryEntry {
  readonly name: string
  readonly iso2: string
  readonly dialCode: string
  readonly priority: number
  readonly areaCodes: ReadonlyArray<string> | null
}

/** Phone-number knowledge from a maintained library: validation, normal form and the country list. */
export class PhoneNumbers extends Context.Service<
  PhoneNumbers,
  {
    /** The E.164 digits (no plus) when `phone` is a valid number for `country` (ISO 3166 alpha-2), else null. */
    readonly normalize: (phone: string, country: string) => Effect.Effect<string | null>
    /** Every country with its dialling code; names in the given language. */
    readonly countries: (lang: string) => Effect.Effect<ReadonlyArray<CountryEntry>>
  }
>()("iw/identity/PhoneNumbers") {}
