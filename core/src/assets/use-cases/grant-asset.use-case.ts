import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import { requirePermission, staffActor } from "../../kernel/permissions"
import type { StaffPrincipal } from "../../kernel/principal"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { MemberRepository } from "../../identity/index"
import type { AssetType } from "../domain/asset-type"
import { AssetRepository } from "../ports/asset.repository.port"

/** Staff give a member an asset (house stock, a prize, a correction), in the audit log. */
export const grantAsset = (principal: StaffPrincipal, input: { readonly memberId: number; readonly type: AssetType; readonly name: string; readonly reason: string }) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        yield* requirePermission(principal, "back-office")
        const member = yield* MemberRepository.use((m) => m.findById(input.memberId as never))
        if (member === null) return yield* new NotFound({ entity: "member", id: String(input.memberId) })
        const now = yield* Clock.use((c) => c.now)
        const asset = yield* AssetRepository.use((r) => r.create({ ownerId: input.memberId, type: input.type, name: input.name, at: now }))
        yield* AuditLog.use((a) =>
          a.record({ actor: staffActor(principal), action: "asset.grant", target: { type: "asset", id: String(asset.id) }, details: { memberId: input.memberId, type: input.type, reason: input.reason } })
        )
        return asset
      })
    )
  )

/** A member's assets, for staff. */
export const listMemberAssetsForStaff = (principal: StaffPrincipal, memberId: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    return yield* AssetRepository.use((r) => r.ofMember(memberId))
  })
