import { simulateDeposit } from "@iw/chain-sim"
import { api } from "@iw/contracts"
import { MemberRepository, NotFound, collectWalletDeposits, requirePermission, unitOf } from "@iw/core"
import type { makeBinder } from "@iw/http-express"
import { Effect } from "effect"

/** Tools of the SIMULATED chain, bound by the composition root because only it knows the chain is simulated. */
export const chainSimRoutes = (bind: ReturnType<typeof makeBinder>) => {
  bind(api.ledger.simulateDeposit, ({ principal, body }) =>
    Effect.gen(function* () {
      yield* requirePermission(principal, "back-office")
      if ((yield* MemberRepository.use((m) => m.findById(body.memberId))) === null) return yield* new NotFound({ entity: "member", id: String(body.memberId) })
      const { txHash, to } = yield* simulateDeposit(body.memberId, BigInt(body.amount) * unitOf("abey"))
      const { credited } = yield* collectWalletDeposits
      return { txHash, to, credited: credited > 0 }
    })
  )
}
