/**
 * kernel — the shared basics every area stands on: exact amounts, field errors and the common refusals, languages,
 * paging, the principal and staff permissions, time, and the ports every area needs (clock, unit of work, audit log,
 * randomness, digests, password hashing). It imports no area. Everything here is public, so areas may import its
 * modules directly.
 */
export * from "./amount"
export * from "./errors"
export * from "./lang"
export * from "./paging"
export * from "./permissions"
export * from "./ports/audit-log.port"
export * from "./ports/clock.port"
export * from "./ports/digest.port"
export * from "./ports/password-hasher.port"
export * from "./ports/secure-random.port"
export * from "./ports/transactor.port"
export * from "./principal"
export * from "./time"
