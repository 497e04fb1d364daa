import { ActivationRepository, BuildingRepository, Clock, PlotRepository, activationEnds, buyBuilding, placeBuilding } from "@iw/core"
import { Effect } from "effect"

/** The demo member's 3×3 block of activated PLOTs (between the roads at 10 and 20). */
const BLOCK = [12, 13, 14].flatMap((x) => [12, 13, 14].map((y) => ({ x, y })))

/**
 * Demo buildings (`SEED_DEMO_BUILDINGS`, on for `npm start`): the demo member owns a 3×3 block of activated PLOTs and
 * two buildings, a Villa standing on (12,12)–(13,13) and a Cottage not placed yet, so a new user sees the flow at
 * once. Bought and placed through the use-cases (paid from the opening balances); does nothing once they have a building.
 */
export const seedDemoBuildings = (memberId: number) =>
  Effect.gen(function* () {
    if ((yield* BuildingRepository.use((r) => r.ofMember(memberId))).length > 0) return
    const plots = yield* PlotRepository
    const activations = yield* ActivationRepository
    const now = yield* Clock.use((c) => c.now)
    const free = (yield* plots.lockPlots(BLOCK)).filter((p) => p.kind === "land" && p.status === "available")
    if (free.length !== BLOCK.length) return
    const version = yield* plots.nextVersion
    yield* plots.savePlots(free.map((p) => ({ x: p.x, y: p.y, status: "owned", ownerId: memberId, minted: false, purchasedAt: now })), version)
    for (const p of free) yield* activations.recordActivation({ x: p.x, y: p.y, memberId, activatedAt: now, expiresAt: activationEnds(now) }, 0)
    const principal = { kind: "member", memberId, sessionId: "seed", impersonatorId: null } as const
    const villa = yield* buyBuilding(principal, { templatesId: 3, paymentOption: "abeyBalanceFirst" })
    yield* buyBuilding(principal, { templatesId: 1, paymentOption: "abeyBalanceFirst" })
    yield* placeBuilding(principal, villa.building.id, { startX: 12, startY: 12, endX: 13, endY: 13 })
  })
