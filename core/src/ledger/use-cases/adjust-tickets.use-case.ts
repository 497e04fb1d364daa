import { Effect } from "effect"
import { NotFound, ValidationFailed, fieldError } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { MemberRepository } from "../../identity/ports/member.repository.port"
import { requirePermission, staffActor } from "../../staff/use-cases/require-permission"
import { member, system } from "../domain/account"
import { postTransfer } from "./post-transfer"

export const MAX_TICKET_ADJUSTMENT = 1_000_000n

/**
 * `/staff/experience-ticket`: staff grant tickets (a new 180-day lot) or deduct them (from the lots that expire
 * first), with a reason. Both are transfers against issuance, audited in the same unit of work.
 */
export const adjustTickets = (
  principal: StaffPrincipal,
  input: { readonly memberId: number; readonly direction: "grant" | "deduct"; readonly amount: bigint; readonly reason: string },
  idempotencyKey: string
) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const reason = input.reason.trim()
    if (reason === "") return yield* new ValidationFailed({ errors: fieldError("reason", "validation.required") })
    if (input.amount < 1n) return yield* new ValidationFailed({ errors: fieldError("amount", "validation.min.numeric", { min: 1 }) })
    if (input.amount > MAX_TICKET_ADJUSTMENT) return yield* new ValidationFailed({ errors: fieldError("amount", "validation.max.numeric", { max: Number(MAX_TICKET_ADJUSTMENT) }) })
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          if ((yield* MemberRepository.use((m) => m.findById(input.memberId))) === null) {
            return yield* new NotFound({ entity: "member", id: String(input.memberId) })
          }
          const mine = member(input.memberId, "tickets")
          const pool = system("issuance", "tickets")
          const grant = input.direction === "grant"
          const { transfer, replayed } = yield* postTransfer(
            {
              code: grant ? "ticketGrant" : "ticketDeduct",
              reference: { type: "staff", id: String(principal.staffId) },
              idempotencyKey: `tickets:${principal.staffId}:${idempotencyKey}`,
              legs: [{ from: grant ? pool : mine, to: grant ? mine : pool, amount: input.amount }],
              memo: reason
            },
            { field: "amount" }
          )
          if (!replayed) {
            yield* AuditLog.use((a) =>
              a.record({
                actor: staffActor(principal),
                action: grant ? "tickets.grant" : "tickets.deduct",
                target: { type: "member", id: String(input.memberId) },
                details: { amount: input.amount.toString(), reason, transferId: transfer.id }
              })
            )
          }
          return transfer
        })
      )
    )
  })
