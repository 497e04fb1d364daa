/**
 * A fresh key for the `Idempotency-Key` header: a retry with the same key is answered with the first result,
 * so one form submission never moves value twice. `crypto.randomUUID` needs a secure context (https or
 * localhost); a back-office opened over plain http elsewhere gets an equally random version-4 UUID.
 */
export const newIdempotencyKey = (): string => {
  const c = globalThis.crypto
  if (typeof c.randomUUID === "function") return c.randomUUID()
  const b = c.getRandomValues(new Uint8Array(16))
  b[6] = (b[6] & 0x0f) | 0x40
  b[8] = (b[8] & 0x3f) | 0x80
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("")
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}
