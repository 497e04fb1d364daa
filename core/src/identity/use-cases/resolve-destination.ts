import { Effect } from "effect"
import { ValidationFailed, fieldError } from "../../kernel/errors"
import { type Channel, normalizeEmail } from "../domain/verification"
import { PhoneNumbers } from "../ports/phone-numbers.port"

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The normal form of the e-mail or phone a code goes to, or a field error on `email` / `phone`. */
export const resolveDestination = (input: {
  readonly channel: Channel
  readonly email?: string
  readonly phone?: string
  readonly phoneCountry?: string
}) =>
  Effect.gen(function* () {
    if (input.channel === "email") {
      const email = normalizeEmail(input.email ?? "")
      if (email === "") return yield* new ValidationFailed({ errors: fieldError("email", "validation.required") })
      if (!EMAIL.test(email)) return yield* new ValidationFailed({ errors: fieldError("email", "validation.email") })
      return email
    }
    const raw = (input.phone ?? "").replace(/[\s+()-]/g, "")
    if (raw === "") return yield* new ValidationFailed({ errors: fieldError("phone", "validation.required") })
    // Spec §5: a phone string containing 'e' or a dot is not a number someone can own.
    if (!/^\d+$/.test(raw)) return yield* new ValidationFailed({ errors: fieldError("phone", "validation.phone_exists") })
    const country = (input.phoneCountry ?? "").toUpperCase()
    if (!/^[A-Z]{2}$/.test(country)) return yield* new ValidationFailed({ errors: fieldError("phoneCountry", "validation.required") })
    const normalized = yield* PhoneNumbers.use((p) => p.normalize(raw, country))
    if (normalized === null) return yield* new ValidationFailed({ errors: fieldError("phone", "validation.phone") })
    return normalized
  })
