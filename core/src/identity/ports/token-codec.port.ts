import { Context, type Effect } from "effect"
import type { TokenClaims } from "../domain/session"

/** Turns session claims into a signed bearer token and back. `read` answers null for anything forged or malformed. */
export class TokenCodec extends Context.Service<
  TokenCodec,
  {
    readonly sign: (claims: TokenClaims) => Effect.Effect<string>
    readonly read: (token: string) => Effect.Effect<TokenClaims | null>
  }
>()("iw/identity/TokenCodec") {}
