import { Data } from "effect"
import type { PlotEventType, PlotState } from "./domain/plot"

/** More PLOTs than a cart holds ("Cart limit exceeded"). */
export class CartLimitExceeded extends Data.TaggedError("CartLimitExceeded")<{ readonly limit: number }> {}

/** Some PLOTs of a purchase are sold or not for sale now: nothing was bought (spec §8). */
export class PlotsUnavailable extends Data.TaggedError("PlotsUnavailable")<{ readonly coordinates: ReadonlyArray<string> }> {}

/** There is no land PLOT at these coordinates ("PLOT :coordinates is not available for purchase"). */
export class PlotNotForPurchase extends Data.TaggedError("PlotNotForPurchase")<{ readonly coordinates: string }> {}

/** Buying a PLOT needs verified legal information (spec §5). */
export class LegalInfoNotVerified extends Data.TaggedError("LegalInfoNotVerified")<{}> {}

/** The state machine refused the move. */
export class PlotTransitionRefused extends Data.TaggedError("PlotTransitionRefused")<{ readonly coordinates: string; readonly from: PlotState; readonly event: PlotEventType }> {}

/** The caller does not hold this PLOT. */
export class PlotNotOwned extends Data.TaggedError("PlotNotOwned")<{ readonly coordinates: string }> {}

/** "PLOT is already minted". */
export class PlotAlreadyMinted extends Data.TaggedError("PlotAlreadyMinted")<{ readonly coordinates: string }> {}

/** "ABEY Wallet is not linked": minting needs a confirmed linked wallet. */
export class WalletNotLinked extends Data.TaggedError("WalletNotLinked")<{}> {}

/** Minting needs the checkbox ticked. */
export class MintNotConfirmed extends Data.TaggedError("MintNotConfirmed")<{}> {}

/** "PLOT activation not available until {openDate}, CST". */
export class ActivationNotOpen extends Data.TaggedError("ActivationNotOpen")<{ readonly openDate: Date }> {}

/** The PLOT's activation still runs (360-day window). */
export class ActivationStillActive extends Data.TaggedError("ActivationStillActive")<{ readonly until: Date }> {}

/** "Land activation requirement": a level 4 PLOT in phase 2 needs 2 side-by-side activated PLOTs. */
export class LandActivationRequirement extends Data.TaggedError("LandActivationRequirement")<{}> {}

/** "Not enough balance to activate". */
export class NotEnoughBalanceToActivate extends Data.TaggedError("NotEnoughBalanceToActivate")<{ readonly needed: bigint; readonly available: bigint }> {}

/** Staff tried to register or reserve over PLOTs members hold. */
export class AreaHasHeldPlots extends Data.TaggedError("AreaHasHeldPlots")<{ readonly count: number }> {}

/** Staff tried to register over part of a reserved area: un-reserve it first, or register all of it. */
export class AreaOverlapsReservedArea extends Data.TaggedError("AreaOverlapsReservedArea")<{ readonly names: ReadonlyArray<string> }> {}

/** A district whose PLOTs members still hold cannot be deleted. */
export class DistrictHasSoldPlots extends Data.TaggedError("DistrictHasSoldPlots")<{ readonly id: number; readonly count: number }> {}
