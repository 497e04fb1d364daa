import { Context, type Effect } from "effect"

/**
 * Where the games' draws come from: crypto in production, a seeded generator in tests. Every draw is stored with
 * what it decided (the mining session's roll), so a history can be replayed.
 */
export class GameRandom extends Context.Service<GameRandom, { readonly below: (range: number) => Effect.Effect<number> }>()("iw/gold-rush/GameRandom") {}
