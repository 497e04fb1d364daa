import { Context, type Effect } from "effect"

/** The current time. Tests use a fixed or stepping clock. */
export class Clock extends Context.Service<Clock, { readonly now: Effect.Effect<Date> }>()("iw/Clock") {}
