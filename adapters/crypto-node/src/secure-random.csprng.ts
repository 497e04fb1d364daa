import { randomBytes, randomInt } from "node:crypto"
import { SecureRandom } from "@iw/core"
import { Effect, Layer } from "effect"

/** Node's CSPRNG. Digits are drawn one by one with rejection sampling (randomInt), so every code is equally likely. */
export const SecureRandomNode = Layer.succeed(SecureRandom)({
  digits: (length) => Effect.sync(() => Array.from({ length }, () => randomInt(0, 10)).join("")),
  token: (bytes) => Effect.sync(() => randomBytes(bytes).toString("base64url"))
})
