import { Effect } from "effect"
import { NotFound, ValidationFailed, fieldError } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { MemberRepository } from "../../identity/index"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { member, system } from "../domain/account"
import { memoOf } from "../domain/memo"
import { TicketPlotNotFound, TicketPlotNotMembers } from "../errors"
import { PlotHolders } from "../ports/plot-holders.port"
import { postTransfer } from "./post-transfer"

export const MAX_TICKET_ADJUSTMENT = 1_000_000n

/**
 * A plot id as the ticket history names plots (`experience-tickets/{plotId}`): `x,y`, whole numbers from 0. The wire
 * (contracts' PlotIdText) refuses coordinates outside the world's range before this runs.
 */
export const parsePlotId = (plotId: string): { readonly x: number; readonly y: number } | null => {
  const m = /^(\d+),(\d+)$/.exec(plotId.trim())
  const c = m ? { x: Number(m[1]), y: Number(m[2]) } : null
  return c && Number.isSafeInteger(c.x) && Number.isSafeInteger(c.y) ? c : null
}

/**
 * `/staff/experience-ticket` (and `/staff/plot-ticket`): staff grant tickets (a new 180-day lot) or deduct them
 * (from the lots that expire first), with a reason. Both are transfers against issuance, audited in the same unit
 * of work. With a `plotId` (one of the member's PLOTs) the transfer references the plot, so it shows in that
 * plot's ticket history (`experience-tickets/{plotId}`); without one it references the staff member.
 */
export const adjustTickets = (
  principal: StaffPrincipal,
  input: { readonly memberId: number; readonly direction: "grant" | "deduct"; readonly amount: bigint; readonly reason: string; readonly plotId?: string },
  idempotencyKey: string
) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const reason = input.reason.trim()
    if (reason === "") return yield* new ValidationFailed({ errors: fieldError("reason", "validation.required") })
    if (input.amount < 1n) return yield* new ValidationFailed({ errors: fieldError("amount", "validation.min.numeric", { min: 1 }) })
    if (input.amount > MAX_TICKET_ADJUSTMENT) return yield* new ValidationFailed({ errors: fieldError("amount", "validation.max.numeric", { max: Number(MAX_TICKET_ADJUSTMENT) }) })
    const plotText = input.plotId?.trim() ?? ""
    const plot = plotText === "" ? null : parsePlotId(plotText)
    if (plotText !== "" && plot === null) return yield* new ValidationFailed({ errors: fieldError("plotId", "ledger.plot_format") })
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          if ((yield* MemberRepository.use((m) => m.findById(input.memberId))) === null) {
            return yield* new NotFound({ entity: "member", id: String(input.memberId) })
          }
          if (plot !== null) {
            const found = yield* PlotHolders.use((l) => l.holderOf(plot))
            if (found === null) return yield* new TicketPlotNotFound({ coordinates: plotText })
            if (found.ownerId !== input.memberId) return yield* new TicketPlotNotMembers({ coordinates: plotText, memberId: input.memberId })
          }
          const plotId = plot === null ? null : `${plot.x},${plot.y}`
          const mine = member(input.memberId, "tickets")
          const pool = system("issuance", "tickets")
          const grant = input.direction === "grant"
          const { transfer, replayed } = yield* postTransfer(
            {
              code: grant ? "ticketGrant" : "ticketDeduct",
              reference: plotId === null ? { type: "staff", id: String(principal.staffId) } : { type: "plot", id: plotId },
              idempotencyKey: `tickets:${principal.staffId}:${idempotencyKey}`,
              legs: [{ from: grant ? pool : mine, to: grant ? mine : pool, amount: input.amount }],
              memo: memoOf("staffNote", { text: reason })
            },
            { field: "amount" }
          )
          if (!replayed) {
            yield* AuditLog.use((a) =>
              a.record({
                actor: staffActor(principal),
                action: grant ? "tickets.grant" : "tickets.deduct",
                target: { type: "member", id: String(input.memberId) },
                details: { amount: input.amount.toString(), reason, transferId: transfer.id, ...(plotId === null ? {} : { plotId }) }
              })
            )
          }
          return transfer
        })
      )
    )
  })
