import { Context, type Effect } from "effect"

/**
 * Runs an effect as one unit of work: every write inside commits together or not at all.
 * A typed failure or a defect inside rolls the whole unit back. Nested calls join the outer unit.
 */
export class Transactor extends Context.Service<
  Transactor,
  { readonly transaction: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R> }
>()("iw/Transactor") {}
