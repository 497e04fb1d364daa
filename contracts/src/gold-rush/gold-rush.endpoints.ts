import { endpoint } from "../endpoint"
import { AUTH_ERRORS, invalid } from "../errors"
import * as S from "./gold-rush.schemas"

const PLOT = invalid({ plotId: ["games.plot_not_owned", "games.mining_started", "games.no_session", "games.mining_not_ready"], shovel: ["games.no_shovel", "games.shovel_too_worn"] })
const REDEEM = invalid({ minerals: ["games.quit_game_first", "games.not_enough_mineral", "games.bad_redeem"] })

/** Spec §7 Gold Rush, under member/gold-rush (issue 14). */
export const goldRush = {
  balances: endpoint({ id: "goldRush.balances", method: "GET", path: "member/gold-rush/balances", access: "member", summary: "The caller's minerals, wood and ABEY balance.", success: S.GoldRushBalances, errors: AUTH_ERRORS }),
  lands: endpoint({ id: "goldRush.lands", method: "GET", path: "member/gold-rush/lands", access: "member", summary: "The caller's PLOTs to mine, each with its open session.", success: S.GoldRushLands, errors: AUTH_ERRORS }),
  miningStatus: endpoint({ id: "goldRush.miningStatus", method: "GET", path: "member/gold-rush/mining/status", access: "member", summary: "The caller's open mining sessions and their timers.", success: S.MiningStatus, errors: AUTH_ERRORS }),
  shovelStatus: endpoint({ id: "goldRush.shovelStatus", method: "GET", path: "member/gold-rush/shovel/status", access: "member", summary: "The caller's shovel: durability today (after 1 rust per idle CST day), whether it can dig (3 or more).", success: S.ShovelStatus, errors: AUTH_ERRORS }),
  shovelPurchase: endpoint({
    id: "goldRush.shovelPurchase",
    method: "POST",
    path: "member/gold-rush/shovel/purchase",
    access: "member",
    summary: "Buys a new shovel at full durability, paid in ABEY through the ledger. Honors Idempotency-Key.",
    success: S.ShovelPurchase,
    status: 201,
    idempotent: true,
    errors: [...AUTH_ERRORS, invalid({ shovel: ["ledger.insufficient.abey"] })]
  }),
  miningStart: endpoint({ id: "goldRush.miningStart", method: "POST", path: "member/gold-rush/mining/start", access: "member", summary: "Digs (3 durability) and opens a mining session on one of the caller's PLOTs; one per PLOT.", body: S.MiningBody, success: S.MiningStarted, status: 201, errors: [...AUTH_ERRORS, PLOT] }),
  miningFinish: endpoint({ id: "goldRush.miningFinish", method: "POST", path: "member/gold-rush/mining/finish", access: "member", summary: "Finishes the open session on the PLOT once its time has run and credits one mineral (1 iron … 5 diamond) once.", body: S.MiningBody, success: S.MiningFinished, errors: [...AUTH_ERRORS, PLOT] }),
  redeemCalculate: endpoint({ id: "goldRush.redeemCalculate", method: "POST", path: "member/gold-rush/redeem/calculate", access: "member", summary: "What redeeming these whole minerals gives, in coins and ABEY (1 coin = 0.01 ABEY).", body: S.RedeemBody, success: S.RedeemQuote, errors: [...AUTH_ERRORS, REDEEM] }),
  redeem: endpoint({ id: "goldRush.redeem", method: "POST", path: "member/gold-rush/redeem", access: "member", summary: "Exchanges whole minerals for coins paid as ABEY. Refused while a mining session is open.", body: S.RedeemBody, success: S.Redemption, status: 201, errors: [...AUTH_ERRORS, REDEEM] }),
  miningHistory: endpoint({ id: "goldRush.miningHistory", method: "GET", path: "member/gold-rush/history/mining", access: "member", summary: "The caller's mining sessions, newest first (15 a page).", query: S.HistoryQuery, success: S.MiningHistory, errors: AUTH_ERRORS }),
  redeemHistory: endpoint({ id: "goldRush.redeemHistory", method: "GET", path: "member/gold-rush/history/redeem", access: "member", summary: "The caller's redemptions, newest first (15 a page).", query: S.HistoryQuery, success: S.RedeemHistory, errors: AUTH_ERRORS })
} as const
