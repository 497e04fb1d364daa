import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { NotFound } from "../../kernel/errors"
import { Transactor } from "../../kernel/ports/transactor.port"
import { getLinkedWallet } from "../../wallet/index"
import { decideMint } from "../domain/minting"
import { type Coord, coordKey, isStoredPlotState } from "../domain/plot"
import { MintNotConfirmed, PlotAlreadyMinted, PlotNotOwned, PlotTransitionRefused, WalletNotLinked } from "../errors"
import { ActivationRepository } from "../ports/activation.repository.port"
import { PlotRepository } from "../ports/plot.repository.port"
import { plotEventPayload } from "./publish-plot-changes"

/**
 * `POST member/plot/mint` (spec §5): sends the PLOT to the member's confirmed wallet as an NFT, once. The state
 * after is the state machine's (event `mint`, through decideMint).
 */
export const mintPlot = (principal: MemberPrincipal, at: Coord, checkbox: boolean) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const plotRepo = yield* PlotRepository
        const activationRepo = yield* ActivationRepository
        const now = yield* Clock.use((c) => c.now)
        const [plot] = yield* plotRepo.lockPlots([at])
        if (!plot) return yield* new NotFound({ entity: "plot", id: coordKey(at) })
        const wallet = yield* getLinkedWallet(principal.memberId)
        const decision = decideMint({ plot, memberId: principal.memberId, checkbox, wallet: wallet.status })
        switch (decision._tag) {
          case "NotConfirmed":
            return yield* new MintNotConfirmed()
          case "NotOwner":
            return yield* new PlotNotOwned({ coordinates: coordKey(at) })
          case "AlreadyMinted":
            return yield* new PlotAlreadyMinted({ coordinates: coordKey(at) })
          case "WalletNotLinked":
            return yield* new WalletNotLinked()
          case "NotAllowed":
            return yield* new PlotTransitionRefused({ coordinates: coordKey(at), from: plot.status, event: "mint" })
        }
        const next = decision.next
        if (!isStoredPlotState(next.state)) return yield* new PlotTransitionRefused({ coordinates: coordKey(at), from: plot.status, event: "mint" })
        const version = yield* plotRepo.nextVersion
        const after = { ...plot, status: next.state, ownerId: next.ownerId, minted: next.minted, version }
        yield* plotRepo.savePlots([{ x: plot.x, y: plot.y, status: after.status, ownerId: after.ownerId, minted: after.minted }], version)
        yield* activationRepo.recordMint(at, principal.memberId, wallet.address ?? "", now)
        yield* plotRepo.publish({ topic: "plot/update", version, payload: plotEventPayload([after]) })
        return { plot: after, address: wallet.address }
      })
    )
  )
