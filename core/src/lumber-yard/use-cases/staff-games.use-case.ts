import { Effect } from "effect"
import { NotFound, ValidationFailed, fieldError } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { GameCalendar, GoldRushRepository, shovelState } from "../../gold-rush/index"
import { MemberRepository } from "../../identity/index"
import { MATERIAL_ASSETS, getBalanceSheet, member, memoOf, postTransfer, system } from "../../ledger/index"
import { type GameResource, MAX_RESOURCE_ADJUSTMENT, isGameResource, materialOfResource } from "../domain/resources"
import { treeState } from "../domain/tree"
import { LumberYardRepository } from "../ports/lumber-yard.repository.port"

/** A material's minor units per whole unit (the ledger's scale 4 for minerals and wood). */
const UNIT = 10_000n

/**
 * `GET staff/members/:id/games` (and the CLI's `games show MEMBER`): a member's shovel, growing trees, minerals, wood,
 * inventory and the latest game history, for staff.
 */
export const showMemberGamesForStaff = (principal: StaffPrincipal, memberId: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    if ((yield* MemberRepository.use((m) => m.findById(memberId))) === null) return yield* new NotFound({ entity: "member", id: String(memberId) })
    const now = yield* Clock.use((c) => c.now)
    const day = (yield* GameCalendar).dayOf(now)
    const shovel = yield* GoldRushRepository.use((r) => r.shovel(memberId))
    const trees = yield* LumberYardRepository.use((r) => r.trees(memberId, null))
    const inventory = yield* LumberYardRepository.use((r) => r.inventory(memberId))
    const sheet = yield* getBalanceSheet(memberId)
    const mining = yield* GoldRushRepository.use((r) => r.miningHistory(memberId, { limit: 15, offset: 0 }))
    const lumber = yield* LumberYardRepository.use((r) => r.history(memberId, { limit: 15, offset: 0 }))
    return {
      memberId,
      shovel: shovel === null ? null : shovelState(shovel, day),
      trees: trees.map((t) => ({ tree: t, state: treeState(t, day) })),
      inventory: [...inventory.entries()].map(([item, quantity]) => ({ item, quantity })),
      minerals: sheet.minerals,
      wood: sheet.wood,
      mining: mining.rows,
      lumber: lumber.rows
    }
  })

/**
 * `POST staff/members/:id/games/resources` (and `games grant|deduct MEMBER --resource wood-6 --amount 5 --reason …`):
 * grants or deducts whole units of a game resource, as a ledger transfer against issuance, with the reason, audited
 * in the same unit of work. A deduction never takes the member below zero.
 */
export const adjustGameResource = (
  principal: StaffPrincipal,
  input: { readonly memberId: number; readonly direction: "grant" | "deduct"; readonly resource: string; readonly amount: number; readonly reason: string },
  idempotencyKey: string
) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const reason = input.reason.trim()
    if (!isGameResource(input.resource)) return yield* new ValidationFailed({ errors: fieldError("resource", "validation.in") })
    if (reason === "") return yield* new ValidationFailed({ errors: fieldError("reason", "validation.required") })
    if (!Number.isSafeInteger(input.amount) || input.amount < 1) return yield* new ValidationFailed({ errors: fieldError("amount", "validation.min.numeric", { min: 1 }) })
    if (input.amount > MAX_RESOURCE_ADJUSTMENT) return yield* new ValidationFailed({ errors: fieldError("amount", "validation.max.numeric", { max: MAX_RESOURCE_ADJUSTMENT }) })
    const resource: GameResource = input.resource
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          if ((yield* MemberRepository.use((m) => m.findById(input.memberId))) === null) return yield* new NotFound({ entity: "member", id: String(input.memberId) })
          const asset = MATERIAL_ASSETS[materialOfResource(resource)]!
          const mine = member(input.memberId, asset)
          const pool = system("issuance", asset)
          const grant = input.direction === "grant"
          const { transfer, replayed } = yield* postTransfer(
            {
              code: resource.startsWith("wood") ? "woodHarvest" : "mineralDig",
              reference: { type: "staff", id: String(principal.staffId) },
              idempotencyKey: `games:${principal.staffId}:${idempotencyKey}`,
              legs: [{ from: grant ? pool : mine, to: grant ? mine : pool, amount: BigInt(input.amount) * UNIT }],
              memo: memoOf("staffNote", { text: reason })
            },
            { field: "amount" }
          )
          if (!replayed) {
            const now = yield* Clock.use((c) => c.now)
            yield* AuditLog.use((a) =>
              a.record({
                actor: staffActor(principal),
                action: grant ? "games.grant" : "games.deduct",
                target: { type: "member", id: String(input.memberId) },
                details: { resource, amount: String(input.amount), reason, transferId: transfer.id }
              })
            )
            if (resource.startsWith("wood")) {
              yield* LumberYardRepository.use((r) =>
                r.record({ memberId: input.memberId, action: input.direction, treeId: null, details: { resource, amount: input.amount }, createdAt: now })
              )
            }
          }
          return { transferId: transfer.id, resource, amount: input.amount, direction: input.direction }
        })
      )
    )
  })
