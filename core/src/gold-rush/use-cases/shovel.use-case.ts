import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { pay } from "../../ledger/index"
import { SHOVEL_PRICE_MINOR, newShovel, shovelState } from "../domain/shovel"
import { GameCalendar } from "../ports/game-calendar.port"
import { GoldRushRepository } from "../ports/gold-rush.repository.port"

/** `GET member/gold-rush/shovel/status`: the shovel's durability today, computed from the stored day (no batch). */
export const showShovel = (principal: MemberPrincipal) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const day = (yield* GameCalendar).dayOf(now)
    const shovel = yield* GoldRushRepository.use((r) => r.shovel(principal.memberId))
    return { owned: shovel !== null, price: SHOVEL_PRICE_MINOR, state: shovel === null ? null : shovelState(shovel, day) }
  })

/**
 * `POST member/gold-rush/shovel/purchase`: a new shovel at full durability, paid in ABEY (ordinary first, the ledger's
 * rule) through the payments face in the same unit of work. A new shovel replaces a worn one.
 */
export const buyShovel = (principal: MemberPrincipal, idempotencyKey: string) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* GoldRushRepository
        const now = yield* Clock.use((c) => c.now)
        const day = (yield* GameCalendar).dayOf(now)
        yield* repo.lockShovel(principal.memberId)
        const paid = yield* pay({
          payer: principal.memberId,
          amount: SHOVEL_PRICE_MINOR,
          tender: { asset: "abey", option: "abeyBalanceFirst" },
          code: "shovelPurchase",
          reference: { type: "shovel", id: String(principal.memberId) },
          idempotencyKey: `shovel:${principal.memberId}:${idempotencyKey}`,
          field: "shovel"
        })
        const shovel = newShovel(day)
        if (!paid.replayed) yield* repo.saveShovel(principal.memberId, shovel, now)
        const stored = (yield* repo.shovel(principal.memberId)) ?? shovel
        return { transferId: paid.transferId, state: shovelState(stored, day) }
      })
    )
  )
