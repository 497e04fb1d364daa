import { randomBytes, scrypt, timingSafeEqual } from "node:crypto"
import { PasswordHasher } from "@iw/core"
import { Effect, Layer } from "effect"

const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 64

const derive = (password: string, salt: Buffer, n: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r }, (err, key) => (err ? reject(err) : resolve(key)))
  )

/** scrypt with a random 16-byte salt. Stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise later. */
export const PasswordHasherScrypt = Layer.succeed(PasswordHasher)({
  hash: (password) =>
    Effect.promise(async () => {
      const salt = randomBytes(16)
      const key = await derive(password, salt, N, R, P)
      return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`
    }),
  verify: (password, stored) =>
    Effect.promise(async () => {
      const parts = stored.split("$")
      if (parts.length !== 6 || parts[0] !== "scrypt") return false
      const [n, r, p] = parts.slice(1, 4).map(Number)
      if (![n, r, p].every((x) => Number.isInteger(x) && x > 0) || n > 1 << 20) return false
      const expected = Buffer.from(parts[5], "base64url")
      if (expected.length !== KEY_LENGTH) return false
      const key = await derive(password, Buffer.from(parts[4], "base64url"), n, r, p)
      return timingSafeEqual(key, expected)
    })
})
