import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { PlotRepository } from "../../land/index"
import { MATERIAL_ASSETS, member, postTransfer, system } from "../../ledger/index"
import { MINERALS_PER_SESSION, ROLL_RANGE, decideFinish, mineralOfRoll, readyAtOf, secondsLeft } from "../domain/mining"
import { MINERAL_UNIT } from "../domain/redeem"
import { dig, shovelState } from "../domain/shovel"
import { GamePlotNotOwned, MiningAlreadyStarted, MiningNotReady, NoMiningSession, NoShovel, ShovelTooWorn } from "../errors"
import { GameCalendar, GameSettings } from "../ports/game-calendar.port"
import { GameRandom } from "../ports/game-random.port"
import { GoldRushRepository } from "../ports/gold-rush.repository.port"

type Coord = { readonly x: number; readonly y: number }
const plotText = (p: Coord) => `${p.x},${p.y}`

/** The PLOT must be the member's own (the land area's holder). */
export const requireOwnPlot = (memberId: number, plot: Coord) =>
  Effect.gen(function* () {
    const found = yield* PlotRepository.use((r) => r.plot(plot))
    if (found === null || found.ownerId !== memberId) return yield* new GamePlotNotOwned({ plotId: plotText(plot) })
    return found
  })

/**
 * `POST member/gold-rush/mining/start {plotId}`: digs with the shovel (3 durability, after the rust of the idle days)
 * and opens a session on one of the member's PLOTs; one open session per PLOT.
 */
export const startMining = (principal: MemberPrincipal, plot: Coord) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* GoldRushRepository
        const now = yield* Clock.use((c) => c.now)
        const day = (yield* GameCalendar).dayOf(now)
        yield* requireOwnPlot(principal.memberId, plot)
        const shovel = yield* repo.lockShovel(principal.memberId)
        if (shovel === null) return yield* new NoShovel()
        const decision = dig(shovel, day)
        if (decision._tag === "TooWorn") return yield* new ShovelTooWorn({ durability: decision.durability })
        const { miningSeconds } = yield* GameSettings
        const session = yield* repo.startSession({ memberId: principal.memberId, plot, startedAt: now, readyAt: readyAtOf(now, miningSeconds) })
        if (session === null) return yield* new MiningAlreadyStarted({ plotId: plotText(plot) })
        yield* repo.saveShovel(principal.memberId, decision.shovel, now)
        return { session, secondsLeft: secondsLeft(session, now), shovel: shovelState(decision.shovel, day) }
      })
    )
  )

/**
 * `POST member/gold-rush/mining/finish {plotId}`: closes the member's open session on the PLOT once its time has run,
 * draws the mineral from the GameRandom port (the roll is stored with the session) and credits it through the
 * ledger. The session row is locked and the credit keyed by the session, so a second finish credits nothing.
 */
export const finishMining = (principal: MemberPrincipal, plot: Coord) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* GoldRushRepository
        const now = yield* Clock.use((c) => c.now)
        const session = yield* repo.lockOpenSession(principal.memberId, plot)
        if (session === null) return yield* new NoMiningSession({ plotId: plotText(plot) })
        const decision = decideFinish(session, now)
        if (decision._tag === "AlreadyFinished") return yield* new NoMiningSession({ plotId: plotText(plot) })
        if (decision._tag === "NotReady") return yield* new MiningNotReady({ secondsLeft: decision.secondsLeft })
        const roll = yield* GameRandom.use((r) => r.below(ROLL_RANGE))
        const mineral = mineralOfRoll(roll)
        const asset = MATERIAL_ASSETS[mineral]!
        const { transfer } = yield* postTransfer({
          code: "mineralDig",
          reference: { type: "mining", id: String(session.id) },
          idempotencyKey: `mining:${session.id}`,
          legs: [{ from: system("issuance", asset), to: member(principal.memberId, asset), amount: BigInt(MINERALS_PER_SESSION) * MINERAL_UNIT }]
        })
        const finished = yield* repo.finishSession(session.id, { finishedAt: now, mineral, roll, transferId: transfer.id })
        return { session: finished, mineral, quantity: MINERALS_PER_SESSION }
      })
    )
  )

/** `GET member/gold-rush/mining/status`: the member's open sessions with their timers. */
export const showMiningStatus = (principal: MemberPrincipal) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const open = yield* GoldRushRepository.use((r) => r.openSessions(principal.memberId))
    return open.map((session) => ({ session, secondsLeft: secondsLeft(session, now) }))
  })

/** `GET member/gold-rush/lands`: the member's PLOTs, each with its open session if any. */
export const listGoldRushLands = (principal: MemberPrincipal) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const { rows } = yield* PlotRepository.use((r) => r.ownedBy(principal.memberId, { limit: 200, offset: 0 }))
    const open = yield* GoldRushRepository.use((r) => r.openSessions(principal.memberId))
    return rows.map((p) => {
      const s = open.find((o) => o.plot.x === p.x && o.plot.y === p.y) ?? null
      return { x: p.x, y: p.y, level: p.level, session: s === null ? null : { session: s, secondsLeft: secondsLeft(s, now) } }
    })
  })

/** `GET member/gold-rush/history/mining`. */
export const listMiningHistory = (principal: MemberPrincipal, q: { readonly limit: number; readonly offset: number }) =>
  GoldRushRepository.use((r) => r.miningHistory(principal.memberId, q))
