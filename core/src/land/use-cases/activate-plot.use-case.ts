import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { NotFound } from "../../kernel/errors"
import { Transactor } from "../../kernel/ports/transactor.port"
import { MemberRepository } from "../../identity/index"
import { creditActivationPoints, type InsufficientFunds, pay } from "../../ledger/index"
import { decideActivation } from "../domain/activation"
import { type Coord, coordKey, isRefusal, transition, viewOf } from "../domain/plot"
import { PLOT_TENDER } from "../domain/plot-purchase"
import { ActivationNotOpen, ActivationStillActive, LandActivationRequirement, NotEnoughBalanceToActivate, PlotNotOwned, PlotTransitionRefused } from "../errors"
import { ActivationRepository } from "../ports/activation.repository.port"
import { PlotRepository } from "../ports/plot.repository.port"
import { plotEventPayload } from "./publish-plot-changes"

/**
 * `POST member/plot/activate` (spec §5, §8, §9): the owner pays the activation fee in ABEY (bonus first) and the
 * PLOT is active for 360 days; a `sold` PLOT becomes `owned`. `calendar.phase2Starts` is when Founders phase 2
 * starts (the caller reads it from the one CST definition, contracts/src/cst.ts).
 */
export const activatePlot = (principal: MemberPrincipal, at: Coord, calendar: { readonly phase2Starts: Date }) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const plotRepo = yield* PlotRepository
        const activationRepo = yield* ActivationRepository
        const now = yield* Clock.use((c) => c.now)
        const [plot] = yield* plotRepo.lockPlots([at])
        if (!plot) return yield* new NotFound({ entity: "plot", id: coordKey(at) })
        const me = yield* MemberRepository.use((r) => r.findById(principal.memberId))
        const current = yield* activationRepo.latestActivation(at)
        const active = yield* activationRepo.activeOf(principal.memberId, now)
        const decision = decideActivation({ plot, memberId: principal.memberId, openDate: me?.openDate ?? now, now, current, activeElsewhere: active, phase2Starts: calendar.phase2Starts })
        switch (decision._tag) {
          case "NotOwner":
            return yield* new PlotNotOwned({ coordinates: coordKey(at) })
          case "NotActivatable":
            return yield* new PlotTransitionRefused({ coordinates: coordKey(at), from: plot.status, event: "activate" })
          case "NotOpen":
            return yield* new ActivationNotOpen({ openDate: decision.openDate })
          case "StillActive":
            return yield* new ActivationStillActive({ until: decision.until })
          case "Requirement":
            return yield* new LandActivationRequirement()
        }
        const next = transition(viewOf(plot), { type: "activate", memberId: principal.memberId })
        if (isRefusal(next)) return yield* new PlotTransitionRefused({ coordinates: coordKey(at), from: plot.status, event: "activate" })
        const paid = yield* pay({
          payer: principal.memberId,
          amount: decision.fee,
          tender: PLOT_TENDER,
          code: "plotActivation",
          reference: { type: "plot", id: coordKey(at) },
          idempotencyKey: `activate:${coordKey(at)}:${principal.memberId}:${now.toISOString()}`,
          field: "plot"
        }).pipe(Effect.catchTag("InsufficientFunds", (e: InsufficientFunds) => Effect.fail(new NotEnoughBalanceToActivate({ needed: e.needed, available: e.available }))))
        // Activating earns AP points (1 per ABEY of fee), committed with the activation (README: The ledger).
        yield* creditActivationPoints(principal.memberId, decision.fee, coordKey(at), `activate:${coordKey(at)}:${principal.memberId}:${now.toISOString()}`)
        const activation = { x: plot.x, y: plot.y, memberId: principal.memberId, activatedAt: now, expiresAt: decision.expiresAt }
        yield* activationRepo.recordActivation(activation, paid.transferId ?? 0)
        let after = plot
        if (next.state !== plot.status) {
          const version = yield* plotRepo.nextVersion
          after = { ...plot, status: next.state as typeof plot.status, version }
          yield* plotRepo.savePlots([{ x: plot.x, y: plot.y, status: after.status, ownerId: plot.ownerId, minted: plot.minted }], version)
          yield* plotRepo.publish({ topic: "plot/update", version, payload: plotEventPayload([after]) })
        }
        return { plot: after, activation, fee: decision.fee }
      })
    )
  )
