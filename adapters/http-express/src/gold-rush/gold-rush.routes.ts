import { api } from "@iw/contracts"
import {
  type MiningSession,
  type RedeemLine,
  type Redemption,
  buyShovel,
  calculateRedeem,
  finishMining,
  listGoldRushLands,
  listMiningHistory,
  listRedeemHistory,
  offsetOf,
  pageOf,
  redeemMinerals,
  secondsLeft,
  showGoldRushBalances,
  showMiningStatus,
  showShovel,
  startMining
} from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"
import { abeyWire as abey, idempotencyKeyOf } from "../wire"

/** Spec §9 page size of history lists. */
const HISTORY_PAGE = 15

export const sessionWire = (s: MiningSession, now: Date) => ({
  id: s.id,
  plotId: s.plot,
  startedAt: s.startedAt,
  readyAt: s.readyAt,
  secondsLeft: s.finishedAt === null ? secondsLeft(s, now) : 0,
  finishedAt: s.finishedAt,
  mineral: s.mineral,
  roll: s.roll
})

const lineWire = (l: RedeemLine) => ({ mineral: l.mineral, quantity: l.quantity, coinsEach: l.coinsEach, coins: l.coins.toString() })
export const redemptionWire = (r: Redemption) => ({ id: r.id, lines: r.lines.map(lineWire), coins: r.coins.toString(), abey: abey(r.abeyMinor), transferId: r.transferId, createdAt: r.createdAt })

const page = (q: { readonly page?: number; readonly perPage?: number }) => ({ page: q.page ?? 1, perPage: q.perPage ?? HISTORY_PAGE })

/** The Gold Rush endpoints. */
export const goldRushRoutes = () =>
  routes(api.goldRush, {
    balances: ({ principal }) => showGoldRushBalances(principal),
    lands: ({ principal }) =>
      Effect.map(listGoldRushLands(principal), (rows) => ({
        data: rows.map((r) => ({ x: r.x, y: r.y, level: r.level, session: r.session === null ? null : { ...sessionWire(r.session.session, new Date()), secondsLeft: r.session.secondsLeft } }))
      })),
    miningStatus: ({ principal }) => Effect.map(showMiningStatus(principal), (rows) => ({ data: rows.map((r) => ({ ...sessionWire(r.session, new Date()), secondsLeft: r.secondsLeft })) })),
    shovelStatus: ({ principal }) => Effect.map(showShovel(principal), (s) => ({ owned: s.owned, price: abey(s.price), state: s.state })),
    shovelPurchase: ({ principal, headers }) => buyShovel(principal, idempotencyKeyOf(headers)),
    miningStart: ({ principal, body }) =>
      Effect.map(startMining(principal, body.plotId), (r) => ({ session: { ...sessionWire(r.session, new Date()), secondsLeft: r.secondsLeft }, shovel: r.shovel })),
    miningFinish: ({ principal, body }) => Effect.map(finishMining(principal, body.plotId), (r) => ({ session: { ...sessionWire(r.session, new Date()), secondsLeft: 0 }, mineral: r.mineral, quantity: r.quantity })),
    redeemCalculate: ({ principal, body }) => Effect.map(calculateRedeem(principal, body.minerals), (q) => ({ lines: q.lines.map(lineWire), coins: q.coins.toString(), abey: abey(q.abeyMinor) })),
    redeem: ({ principal, body }) => Effect.map(redeemMinerals(principal, body.minerals), redemptionWire),
    miningHistory: ({ principal, query }) => {
      const p = page(query)
      return Effect.map(listMiningHistory(principal, { limit: p.perPage, offset: offsetOf(p) }), (r) => pageOf(p, r.rows.map((s) => sessionWire(s, new Date())), r.total))
    },
    redeemHistory: ({ principal, query }) => {
      const p = page(query)
      return Effect.map(listRedeemHistory(principal, { limit: p.perPage, offset: offsetOf(p) }), (r) => pageOf(p, r.rows.map(redemptionWire), r.total))
    }
  })

