import { createHmac } from "node:crypto"
import { Digest } from "@iw/core"
import { Effect, Layer } from "effect"

/** HMAC-SHA256 under the server secret: a leaked table of digests reveals no code or token. */
export const DigestHmac = (secret: string) =>
  Layer.succeed(Digest)({ of: (value) => Effect.sync(() => createHmac("sha256", secret).update(value).digest("base64url")) })
