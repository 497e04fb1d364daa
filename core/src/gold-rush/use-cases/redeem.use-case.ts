import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { type Leg, MATERIAL_ASSETS, getBalanceSheet, member, postTransfer, system } from "../../ledger/index"
import { MINERAL_UNIT, type RedeemRequest, isQuote, quoteRedeem } from "../domain/redeem"
import { BadRedeemRequest, NotEnoughMineral, QuitGameFirst } from "../errors"
import { GoldRushRepository } from "../ports/gold-rush.repository.port"

const quoteOrFail = (req: RedeemRequest) =>
  Effect.gen(function* () {
    const q = quoteRedeem(req)
    if (!isQuote(q)) return yield* new BadRedeemRequest({ mineral: q._tag === "BadQuantity" ? q.mineral : null })
    return q
  })

/** `POST member/gold-rush/redeem/calculate {minerals}`: what a redeem would give, in coins and ABEY, before confirming. */
export const calculateRedeem = (_principal: MemberPrincipal, req: RedeemRequest) => quoteOrFail(req)

/**
 * `POST member/gold-rush/redeem {minerals}`: whole minerals for coins, paid as ABEY at 0.01 a coin, exactly. Refused
 * while a mining session is open ("Please quit game before you can exchange coins") and when a mineral is short ("Not
 * enough mineral to sell"); the ledger locks the member's accounts, so parallel redeems never overdraw.
 */
export const redeemMinerals = (principal: MemberPrincipal, req: RedeemRequest) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const quote = yield* quoteOrFail(req)
        const repo = yield* GoldRushRepository
        if ((yield* repo.openSessions(principal.memberId)).length > 0) return yield* new QuitGameFirst()
        const now = yield* Clock.use((c) => c.now)
        const redemption = yield* repo.recordRedemption({ memberId: principal.memberId, lines: quote.lines, coins: quote.coins, abeyMinor: quote.abeyMinor, createdAt: now })
        const legs: Array<Leg> = quote.lines.map((l) => ({
          from: member(principal.memberId, MATERIAL_ASSETS[l.mineral]!),
          to: system("issuance", MATERIAL_ASSETS[l.mineral]!),
          amount: BigInt(l.quantity) * MINERAL_UNIT
        }))
        legs.push({ from: system("issuance", "abey"), to: member(principal.memberId, "abey"), amount: quote.abeyMinor })
        const { transfer } = yield* postTransfer(
          { code: "mineralRedeem", reference: { type: "redemption", id: String(redemption.id) }, idempotencyKey: `redeem:${redemption.id}`, legs },
          { field: "minerals" }
        ).pipe(
          Effect.catchTag("InsufficientFunds", (e) =>
            Effect.fail(new NotEnoughMineral({ mineral: Number(Object.entries(MATERIAL_ASSETS).find(([, a]) => a === e.asset)?.[0] ?? 0) }))
          )
        )
        yield* repo.setRedemptionTransfer(redemption.id, transfer.id)
        return { ...redemption, transferId: transfer.id }
      })
    )
  )

/** `GET member/gold-rush/history/redeem`. */
export const listRedeemHistory = (principal: MemberPrincipal, q: { readonly limit: number; readonly offset: number }) =>
  GoldRushRepository.use((r) => r.redeemHistory(principal.memberId, q))

/** `GET member/gold-rush/balances`: the member's minerals (whole and minor), coins value at the redeem rates. */
export const showGoldRushBalances = (principal: MemberPrincipal) =>
  Effect.gen(function* () {
    const sheet = yield* getBalanceSheet(principal.memberId)
    return { minerals: sheet.minerals, wood: sheet.wood, balance: sheet.balance }
  })

