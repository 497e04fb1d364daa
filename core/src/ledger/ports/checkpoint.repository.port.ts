import { Context, type Effect } from "effect"

/**
 * Named positions that periodic jobs keep between runs, e.g. how far along the chain deposits have been collected.
 * A job locks its checkpoint for its unit of work, so two processes running the same job take turns, and saves
 * the new position in the same unit as the work it covers.
 */
export class CheckpointRepository extends Context.Service<
  CheckpointRepository,
  {
    /** The checkpoint's value, locked for the unit of work; null before it was first saved. */
    readonly lock: (name: string) => Effect.Effect<string | null>
    readonly save: (name: string, value: string, at: Date) => Effect.Effect<void>
  }
>()("iw/ledger/CheckpointRepository") {}
