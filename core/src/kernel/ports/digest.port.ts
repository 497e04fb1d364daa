import { Context, type Effect } from "effect"

/** A keyed one-way digest for short-lived secrets (codes, tokens) that are stored only as digests. */
export class Digest extends Context.Service<Digest, { readonly of: (value: string) => Effect.Effect<string> }>()(
  "iw/Digest"
) {}
