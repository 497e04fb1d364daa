import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { type PaymentOption, member, memoOf, pay, postTransfer, quotePayment, system } from "../../ledger/index"
import { decideExchange, exchangePrice } from "../domain/exchange"
import { BuildingPlaced, PriceNotFound } from "../errors"
import { BuildingRepository } from "../ports/building.repository.port"
import { announceBuilding, lockOwnBuilding } from "./building-changes"

/** The member's building and the two templates of an exchange, or NotFound (locked: BuildingListed while it is in the store's escrow). */
const exchangeParts = (memberId: number, buildingId: number, templatesId: number, lock: boolean) =>
  Effect.gen(function* () {
    const repo = yield* BuildingRepository
    const building = lock ? yield* lockOwnBuilding(memberId, buildingId) : yield* repo.building(buildingId)
    if (building === null || building.memberId !== memberId) return yield* new NotFound({ entity: "building", id: String(buildingId) })
    const from = yield* repo.template(building.templateId)
    if (from === null) return yield* Effect.die(new Error(`building ${buildingId} has no template ${building.templateId}`))
    const to = yield* repo.template(templatesId)
    if (to === null) return yield* new PriceNotFound({ from: from.id, to: templatesId })
    return { building, from, to }
  })

/**
 * `GET member/building/exchange/price` and `estimate`: what exchanging would cost or give back, and (estimate) what
 * the member's balances would pay with the option, without locking. 404 'Price not found' when the catalogue offers
 * no such exchange; 403 BUILDING_PLACED while the building stands on its PLOTs.
 */
export const estimateExchange = (principal: MemberPrincipal, input: { readonly buildingId: number; readonly templatesId: number; readonly paymentOption: PaymentOption }) =>
  Effect.gen(function* () {
    const { building, from, to } = yield* exchangeParts(principal.memberId, input.buildingId, input.templatesId, false)
    const price = exchangePrice(from, to)
    if (price === null) return yield* new PriceNotFound({ from: from.id, to: to.id })
    const quote = yield* quotePayment(principal.memberId, price.pay, { asset: "abey", option: input.paymentOption })
    return { building, from, to, placed: building.area !== null, ...price, split: quote.split, available: quote.available }
  })

/**
 * `POST member/building/exchange` {buildingId, templatesId}: turns a removed building into another template of
 * its exchange list. An upgrade pays the difference in ABEY through the payments face; a downgrade gives the
 * difference back as bonus ABEY (README: spendable, never withdrawable, so bonus can never leave as ordinary ABEY).
 * Announces building/update.
 */
export const exchangeBuilding = (principal: MemberPrincipal, input: { readonly buildingId: number; readonly templatesId: number; readonly paymentOption: PaymentOption }) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* BuildingRepository
        const now = yield* Clock.use((c) => c.now)
        const { building, from, to } = yield* exchangeParts(principal.memberId, input.buildingId, input.templatesId, true)
        const decision = decideExchange(building, from, to)
        if (decision._tag === "Placed") return yield* new BuildingPlaced({ buildingId: building.id })
        if (decision._tag === "PriceNotFound") return yield* new PriceNotFound({ from: from.id, to: to.id })
        const reference = { type: "building", id: String(building.id) }
        // One key per exchange of this building, numbered by its exchanges so far (the building's row is locked): a
        // second exchange between the same templates at the same instant must not replay the first one's transfer.
        const earlier = (yield* repo.exchanges(principal.memberId)).filter((e) => e.buildingId === building.id).length
        const idempotencyKey = `building-exchange:${building.id}:${earlier + 1}:${from.id}:${to.id}`
        let transferId: number | null = null
        if (decision.pay > 0n) {
          const paid = yield* pay({ payer: principal.memberId, amount: decision.pay, tender: { asset: "abey", option: input.paymentOption }, code: "buildingExchange", reference, idempotencyKey, memo: memoOf("buildingExchange", { from: from.name, to: to.name }), field: "paymentOption" })
          transferId = paid.transferId
        } else if (decision.refund > 0n) {
          const { transfer } = yield* postTransfer({
            code: "buildingExchange",
            reference,
            idempotencyKey,
            legs: [{ from: system("revenue", "abey"), to: member(principal.memberId, "abey", "bonus"), amount: decision.refund }],
            memo: memoOf("buildingExchange", { from: from.name, to: to.name })
          })
          transferId = transfer.id
        }
        yield* repo.changeTemplate(building.id, to.id, to.size)
        const amount = decision.pay > 0n ? decision.pay : decision.refund
        yield* repo.recordExchange({ buildingId: building.id, memberId: principal.memberId, fromTemplateId: from.id, toTemplateId: to.id, kind: decision.kind, amount, transferId, exchangedAt: now })
        const after = { ...building, templateId: to.id, size: to.size }
        const version = yield* announceBuilding(after, null, "exchange", [])
        return { building: after, from, to, kind: decision.kind, amount, transferId, version }
      })
    )
  )
