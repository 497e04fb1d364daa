import { Clock, GovernanceRepository } from "@iw/core"
import { Effect } from "effect"

/**
 * Demo programmes (with the demo buildings, on for `npm start`): the demo member's 9 activated PLOTs and buildings make
 * them a citizen who qualifies for revenue sharing (phase 4 needs 3), and the background job pays them each day from
 * the next on. For the DAO (behind FEATURE_DAO_LINK), one open proposal and the demo member in seat 1 of the board.
 * Does nothing once a proposal exists.
 */
export const seedDemoProgrammes = (memberId: number) =>
  Effect.gen(function* () {
    const repo = yield* GovernanceRepository
    if ((yield* repo.proposals(1, 0)).total > 0) return
    const now = yield* Clock.use((c) => c.now)
    yield* repo.createProposal({
      title: "Open a second Lumber Yard district",
      body: "Reserve the district north of the plaza for tree farms, with watering stations on its roads.",
      opensAt: now,
      closesAt: new Date(now.getTime() + 30 * 86_400_000),
      createdBy: 0,
      createdAt: now
    })
    yield* repo.setSeat(1, memberId, now)
  })
