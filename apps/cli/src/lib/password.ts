import { randomInt } from "node:crypto"

const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ"
const LOWER = "abcdefghijkmnopqrstuvwxyz"
const DIGITS = "23456789"
/** Symbols that need no quoting in a shell and read unambiguously. */
const SYMBOLS = "!#%+-=?@^_~"

/**
 * A strong password that satisfies the policy (spec §5: upper and lower case letters, a digit and a symbol),
 * `length` characters long (at least 12), from the operating system's random source.
 */
export const generatePassword = (length = 20): string => {
  const n = Math.max(12, length)
  const all = UPPER + LOWER + DIGITS + SYMBOLS
  const pick = (set: string) => set[randomInt(set.length)]
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)]
  while (chars.length < n) chars.push(pick(all))
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j], chars[i]]
  }
  return chars.join("")
}

/** Whether a password meets the policy the generator promises (used by the tests). */
export const meetsPolicy = (p: string): boolean =>
  Array.from(p).length >= 12 && /\p{Lu}/u.test(p) && /\p{Ll}/u.test(p) && /\p{N}/u.test(p) && /[\p{P}\p{S}]/u.test(p)
