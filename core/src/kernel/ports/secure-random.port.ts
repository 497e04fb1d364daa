import { Context, type Effect } from "effect"

/** Unpredictable values from a CSPRNG: verification codes and session ids. */
export class SecureRandom extends Context.Service<
  SecureRandom,
  {
    /** `length` decimal digits, uniformly distributed. */
    readonly digits: (length: number) => Effect.Effect<string>
    /** A URL-safe random token carrying `bytes` bytes of entropy. */
    readonly token: (bytes: number) => Effect.Effect<string>
  }
>()("iw/SecureRandom") {}
