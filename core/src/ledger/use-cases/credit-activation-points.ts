import { Effect } from "effect"
import { member, system } from "../domain/account"
import { memoOf } from "../domain/memo"
import { activationPoints } from "../domain/points"
import { postTransfer } from "./post-transfer"

/**
 * Credits the AP points a PLOT activation earns (see `activationPoints`): a `pointsCredit` transfer from issuance,
 * referencing the plot, in the caller's unit of work, so the activation and its points commit together. The lot it
 * creates lives 360 days. Answers the points credited (0 when the fee earns none).
 */
export const creditActivationPoints = (memberId: number, fee: bigint, plotId: string, activationKey: string) =>
  Effect.gen(function* () {
    const points = activationPoints(fee)
    if (points === 0n) return { points, transferId: null }
    const { transfer } = yield* postTransfer({
      code: "pointsCredit",
      reference: { type: "plot", id: plotId },
      idempotencyKey: `points:${activationKey}`.slice(0, 200),
      legs: [{ from: system("issuance", "ap"), to: member(memberId, "ap"), amount: points }],
      memo: memoOf("plotActivation", { plot: plotId })
    })
    return { points, transferId: transfer.id }
  })
