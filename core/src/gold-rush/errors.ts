import { Data } from "effect"

/** The member has no shovel yet (buy one with `shovel/purchase`). */
export class NoShovel extends Data.TaggedError("NoShovel")<{}> {}

/** Below 3 durability the shovel cannot dig (spec §9 Shovel). */
export class ShovelTooWorn extends Data.TaggedError("ShovelTooWorn")<{ readonly durability: number }> {}

/** Mining and planting happen on the member's own PLOTs only. */
export class GamePlotNotOwned extends Data.TaggedError("GamePlotNotOwned")<{ readonly plotId: string }> {}

/** One session per PLOT at a time. */
export class MiningAlreadyStarted extends Data.TaggedError("MiningAlreadyStarted")<{ readonly plotId: string }> {}

/** No open mining session on that PLOT (never started, or finished already: a second finish credits nothing). */
export class NoMiningSession extends Data.TaggedError("NoMiningSession")<{ readonly plotId: string }> {}

/** The session's time has not run yet. */
export class MiningNotReady extends Data.TaggedError("MiningNotReady")<{ readonly secondsLeft: number }> {}

/** "Please quit game before you can exchange coins": a mining session is open. */
export class QuitGameFirst extends Data.TaggedError("QuitGameFirst")<{}> {}

/** "Not enough mineral to sell". */
export class NotEnoughMineral extends Data.TaggedError("NotEnoughMineral")<{ readonly mineral: number }> {}

/** A redeem request names no minerals, or a quantity that is not a whole number in range. */
export class BadRedeemRequest extends Data.TaggedError("BadRedeemRequest")<{ readonly mineral: number | null }> {}
