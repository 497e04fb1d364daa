import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import { requirePermission, staffActor } from "../../kernel/permissions"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { MemberRepository } from "../../identity/index"
import { getBalanceSheet, member, postTransfer, system, unitOf } from "../../ledger/index"
import { MARKET_RESOURCES, type MarketResource, categoryOfResource } from "../domain/category"

/** The whole units of every mineral and wood the member holds: what the Sell menu offers in those categories. */
export const listResourceHoldings = (memberId: number) =>
  Effect.map(getBalanceSheet(memberId), (sheet) =>
    MARKET_RESOURCES.map((resource) => {
      const id = resource.split("_")[1]!
      const value = (resource.startsWith("mineral_") ? sheet.minerals : sheet.wood)[id]
      return { resource, category: categoryOfResource(resource), units: Number(value?.integerPart ?? "0") }
    })
  )

/**
 * Staff credit a member whole units of a mineral or wood, issued through the ledger (the games that produce them are
 * not built yet), with a reason, in the audit log.
 */
export const grantResource = (principal: StaffPrincipal, input: { readonly memberId: number; readonly resource: MarketResource; readonly units: number; readonly reason: string }) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        yield* requirePermission(principal, "back-office")
        if ((yield* MemberRepository.use((m) => m.findById(input.memberId as never))) === null) return yield* new NotFound({ entity: "member", id: String(input.memberId) })
        const now = yield* Clock.use((c) => c.now)
        const key = `resource-grant:${input.memberId}:${input.resource}:${now.getTime()}:${principal.staffId}`
        const { transfer } = yield* postTransfer({
          code: "resourceGrant",
          reference: { type: "member", id: String(input.memberId) },
          idempotencyKey: key,
          legs: [{ from: system("issuance", input.resource), to: member(input.memberId, input.resource), amount: unitOf(input.resource) * BigInt(input.units) }]
        }).pipe(Effect.orDie)
        yield* AuditLog.use((a) =>
          a.record({ actor: staffActor(principal), action: "resource.grant", target: { type: "member", id: String(input.memberId) }, details: { resource: input.resource, units: input.units, reason: input.reason, transferId: transfer.id } })
        )
        return yield* listResourceHoldings(input.memberId)
      })
    )
  )
