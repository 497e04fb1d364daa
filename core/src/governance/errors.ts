import { Data } from "effect"
import type { EndRefusal, VoteRefusal } from "./domain/voting"

/** The DAO is closed to this member (FEATURE_DAO_LINK): 403. */
export class DaoClosed extends Data.TaggedError("DaoClosed")<{}> {}

/** A vote that cannot be taken (409 VOTE_REFUSED with the reason): not open, already voted, no voting power. */
export class VoteRefused extends Data.TaggedError("VoteRefused")<{ readonly reason: VoteRefusal }> {}

/** Staff cannot close (only an open proposal) or cancel (not once it closed or was cancelled) this proposal: 422 on `id`. */
export class ProposalEnded extends Data.TaggedError("ProposalEnded")<{ readonly action: "close" | "cancel"; readonly reason: EndRefusal }> {}
