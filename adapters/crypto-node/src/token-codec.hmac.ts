import { createHmac, timingSafeEqual } from "node:crypto"
import { TokenCodec } from "@iw/core"
import { Effect, Layer } from "effect"

/**
 * Bearer tokens `v1.<session>.<version>.<expires-ms>.<signature>`, signed with HMAC-SHA256 under the server
 * secret. The token is only a pointer: the session row decides whether it still counts.
 */
export const TokenCodecHmac = (secret: string) => {
  const sign = (payload: string) => createHmac("sha256", secret).update(payload).digest("base64url")
  return Layer.succeed(TokenCodec)({
    sign: (c) =>
      Effect.sync(() => {
        const payload = `v1.${c.sessionId}.${c.version}.${c.expiresAt.getTime()}`
        return `${payload}.${sign(payload)}`
      }),
    read: (token) =>
      Effect.sync(() => {
        if (token.length > 512) return null
        const parts = token.split(".")
        if (parts.length !== 5 || parts[0] !== "v1") return null
        const payload = parts.slice(0, 4).join(".")
        // Compare the text, not decoded bytes: a non-canonical base64 spelling of the signature is refused too.
        const given = Buffer.from(parts[4], "utf8")
        const expected = Buffer.from(sign(payload), "utf8")
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
        const version = Number(parts[2])
        const expires = Number(parts[3])
        if (!/^[A-Za-z0-9_-]{8,64}$/.test(parts[1]) || !Number.isSafeInteger(version) || !Number.isSafeInteger(expires)) return null
        return { sessionId: parts[1], version, expiresAt: new Date(expires) }
      })
  })
}
