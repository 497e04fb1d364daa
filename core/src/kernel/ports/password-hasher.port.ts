import { Context, type Effect } from "effect"

/** Slow, salted password hashing (scrypt or argon2id). */
export class PasswordHasher extends Context.Service<
  PasswordHasher,
  {
    readonly hash: (password: string) => Effect.Effect<string>
    readonly verify: (password: string, hash: string) => Effect.Effect<boolean>
  }
>()("iw/PasswordHasher") {}
