import { Digest, PasswordHasher, SecureRandom, TokenCodec, UNKNOWN_PASSWORD_HASH } from "@iw/core"
import { DigestHmac, PasswordHasherScrypt, SecureRandomNode, TokenCodecHmac } from "@iw/crypto-node"
import { Effect, Layer } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

const layer = Layer.mergeAll(PasswordHasherScrypt, SecureRandomNode, TokenCodecHmac("secret-one"), DigestHmac("secret-one"))
const run = <A>(e: Effect.Effect<A, never, PasswordHasher | SecureRandom | TokenCodec | Digest>) => Effect.runPromise(Effect.provide(e, layer))

describe("scrypt password hashing", () => {
  it("verifies the password it hashed and nothing else, with a fresh salt each time", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ minLength: 1, maxLength: 40 }), async (pw, other) => {
        const [a, b] = await run(Effect.all([PasswordHasher.use((h) => h.hash(pw)), PasswordHasher.use((h) => h.hash(pw))]))
        expect(a).not.toBe(b)
        expect(a.startsWith("scrypt$16384$8$1$")).toBe(true)
        expect(await run(PasswordHasher.use((h) => h.verify(pw, a)))).toBe(true)
        expect(await run(PasswordHasher.use((h) => h.verify(other, a)))).toBe(other === pw || other.normalize("NFKC") === pw.normalize("NFKC"))
      }),
      { numRuns: 8 }
    )
  })

  it("answers false for malformed hashes, and runs the full cost for the unknown-account hash", async () => {
    expect(await run(PasswordHasher.use((h) => h.verify("x", "garbage")))).toBe(false)
    expect(await run(PasswordHasher.use((h) => h.verify("x", "scrypt$99999999$8$1$AA$AA")))).toBe(false)
    const started = performance.now()
    expect(await run(PasswordHasher.use((h) => h.verify("x", UNKNOWN_PASSWORD_HASH)))).toBe(false)
    const unknown = performance.now() - started
    const real = await run(PasswordHasher.use((h) => h.hash("x")))
    const t2 = performance.now()
    await run(PasswordHasher.use((h) => h.verify("y", real)))
    const known = performance.now() - t2
    expect(unknown).toBeGreaterThan(known / 4)
  })
})

describe("signed tokens", () => {
  it("read(sign(claims)) gives the claims back", async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/), fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 0, max: 4e12 }), async (sessionId, version, exp) => {
        const claims = { sessionId, version, expiresAt: new Date(exp) }
        const token = await run(TokenCodec.use((t) => t.sign(claims)))
        expect(await run(TokenCodec.use((t) => t.read(token)))).toEqual(claims)
      })
    )
  })

  it("any change to a token, or another secret, makes it unreadable", async () => {
    const token = await run(TokenCodec.use((t) => t.sign({ sessionId: "abcdefgh12", version: 3, expiresAt: new Date(2e12) })))
    await fc.assert(
      fc.asyncProperty(fc.nat(token.length - 1), fc.constantFrom(..."AZaz09-_.x"), async (i, c) => {
        fc.pre(token[i] !== c)
        const forged = token.slice(0, i) + c + token.slice(i + 1)
        expect(await run(TokenCodec.use((t) => t.read(forged)))).toBeNull()
      })
    )
    const other = Effect.provide(TokenCodec.use((t) => t.read(token)), TokenCodecHmac("secret-two"))
    expect(await Effect.runPromise(other)).toBeNull()
  })
})

describe("CSPRNG codes", () => {
  it("draws each digit of a 4-digit code about equally often", async () => {
    const counts = Array(10).fill(0)
    const codes = await run(Effect.all(Array.from({ length: 5000 }, () => SecureRandom.use((r) => r.digits(4)))))
    for (const code of codes) {
      expect(code).toMatch(/^\d{4}$/)
      for (const d of code) counts[Number(d)]++
    }
    // 20,000 digits: each expected 2,000; a chi-square over 9 degrees of freedom stays far below 40 unless biased.
    const chi = counts.reduce((sum, c) => sum + (c - 2000) ** 2 / 2000, 0)
    expect(chi).toBeLessThan(40)
  })

  it("keyed digests differ by key and are stable", async () => {
    const a = await run(Digest.use((d) => d.of("code:email:a@b.co:1234")))
    expect(await run(Digest.use((d) => d.of("code:email:a@b.co:1234")))).toBe(a)
    expect(await Effect.runPromise(Effect.provide(Digest.use((d) => d.of("code:email:a@b.co:1234")), DigestHmac("other")))).not.toBe(a)
  })
})
