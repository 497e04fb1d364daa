import { Data } from "effect"
import type { VoteRefusal } from "./domain/voting"

/** The DAO is closed to this member (FEATURE_DAO_LINK): 403. */
export class DaoClosed extends Data.TaggedError("DaoClosed")<{}> {}

/** A vote that cannot be taken (409 VOTE_REFUSED with the reason): not open, already voted, no voting power. */
export class VoteRefused extends Data.TaggedError("VoteRefused")<{ readonly reason: VoteRefusal }> {}
