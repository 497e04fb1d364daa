import { Effect } from "effect"
import { Forbidden } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { type Permission, permits } from "../domain/staff-member"

export const requirePermission = (principal: StaffPrincipal, permission: Permission) =>
  permits(principal.roles, permission) ? Effect.void : Effect.fail(new Forbidden({ reason: permission }))

export const staffActor = (principal: StaffPrincipal) => ({ kind: "staff", id: String(principal.staffId) }) as const
