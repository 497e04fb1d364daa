import { Effect } from "effect"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission } from "../../kernel/permissions"
import type { Building } from "../domain/building"
import { BuildingRepository } from "../ports/building.repository.port"

/** Buildings with their templates (a template staff deleted answers null). */
export const withTemplates = (buildings: ReadonlyArray<Building>) =>
  Effect.gen(function* () {
    const templates = new Map((yield* BuildingRepository.use((r) => r.templates({ activeOnly: false }))).map((t) => [t.id, t]))
    return buildings.map((b) => ({ building: b, template: templates.get(b.templateId) ?? null }))
  })

/** `GET staff/members/:id/buildings` (and the CLI's `buildings list --member`): a member's buildings for staff. */
export const listMemberBuildingsForStaff = (principal: StaffPrincipal, memberId: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    return yield* withTemplates(yield* BuildingRepository.use((r) => r.ofMember(memberId)))
  })
