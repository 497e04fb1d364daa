import { type Context, Effect, Layer } from "effect"

/**
 * A service whose every call first yields to other fibers, so two units of work run at once interleave at each step,
 * as two processes on one database would. The in-memory stores take no locks: what keeps such runs apart is only
 * what the use-cases and the stores' keys do, which is what the properties check.
 */
export const interleaved = <I, S extends object>(tag: Context.Key<I, S>, layer: Layer.Layer<I>): Layer.Layer<I> => {
  const inner = Effect.runSync(Effect.provide(tag as Effect.Effect<S, never, I>, layer)) as Record<string, unknown>
  const yielding = Object.fromEntries(
    Object.entries(inner).map(([name, f]) => [
      name,
      typeof f === "function"
        ? (...args: Array<unknown>) => Effect.flatMap(Effect.yieldNow, () => (f as (...a: Array<unknown>) => Effect.Effect<unknown>)(...args))
        : Effect.isEffect(f)
          ? Effect.flatMap(Effect.yieldNow, () => f)
          : f
    ])
  )
  return Layer.succeed(tag)(yielding as S)
}
