import { Context, type Effect } from "effect"
import type { LoginThrottle } from "../domain/login-throttle"

/** Failed log-in counters, keyed by what was typed as the user name (member id or staff e-mail). */
export class LoginThrottleRepository extends Context.Service<
  LoginThrottleRepository,
  {
    /** Reads and locks the counter for the rest of the unit of work. */
    readonly get: (key: string) => Effect.Effect<LoginThrottle>
    readonly put: (key: string, state: LoginThrottle) => Effect.Effect<void>
  }
>()("iw/identity/LoginThrottleRepository") {}
