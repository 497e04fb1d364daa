import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { ActivationRepository, PlotRepository } from "../../land/index"
import { memoOf, pay } from "../../ledger/index"
import { type BuildingPaymentOption, decideBuildingPurchase } from "../domain/purchase"
import { NeedPlotBeforeBuilding, PaymentOptionNotOffered } from "../errors"
import { BuildingRepository } from "../ports/building.repository.port"

/** How many of the member's own PLOTs were activated within the last 360 days (their activation runs now). */
export const recentlyActivatedPlots = (memberId: number) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const active = yield* ActivationRepository.use((a) => a.activeOf(memberId, now))
    const plots = yield* Effect.forEach(active, (a) => PlotRepository.use((p) => p.plot(a)))
    return plots.filter((p) => p !== null && p.ownerId === memberId).length
  })

/**
 * `POST member/building` (payload templatesId, paymentOption): buys a building of the catalogue. Needs a PLOT of
 * the member's activated within the last 360 days ("Need to own a PLOT before purchasing buildings"); pays in ABEY
 * with the chosen option (bonus first only when asked: the ledger's rule) or in tickets where the template has a ticket
 * price, through the ledger's payments face, in the same unit of work that creates the building.
 */
export const buyBuilding = (principal: MemberPrincipal, input: { readonly templatesId: number; readonly paymentOption: BuildingPaymentOption }) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* BuildingRepository
        const now = yield* Clock.use((c) => c.now)
        const template = yield* repo.template(input.templatesId)
        if (template === null) return yield* new NotFound({ entity: "template", id: String(input.templatesId) })
        const decision = decideBuildingPurchase({ template, option: input.paymentOption, recentlyActivated: yield* recentlyActivatedPlots(principal.memberId) })
        switch (decision._tag) {
          case "NeedPlot":
            return yield* new NeedPlotBeforeBuilding()
          case "NotForSale":
            return yield* new NotFound({ entity: "template", id: String(input.templatesId) })
          case "OptionNotOffered":
            return yield* new PaymentOptionNotOffered({ option: input.paymentOption })
        }
        const building = yield* repo.create({ memberId: principal.memberId, templateId: template.id, size: template.size, direction: "horizontal", area: null, minted: false, purchasedAt: now })
        const paid = yield* pay({
          payer: principal.memberId,
          amount: decision.amount,
          tender: decision.tender,
          code: "buildingPurchase",
          reference: { type: "building", id: String(building.id) },
          idempotencyKey: `building-purchase:${building.id}`,
          memo: memoOf("buildingPurchase", { building: template.name }),
          field: "paymentOption"
        })
        yield* repo.recordPurchase({
          buildingId: building.id,
          memberId: principal.memberId,
          templateId: template.id,
          paymentOption: input.paymentOption,
          amount: decision.amount,
          asset: decision.tender.asset === "tickets" ? "tickets" : "abey",
          transferId: paid.transferId,
          purchasedAt: now
        })
        return { building, template, amount: decision.amount, split: paid.split, transferId: paid.transferId }
      })
    )
  )
