import { Context, type Effect } from "effect"
import type { StaffRole } from "../../kernel/permissions"
import type { StaffMember, StaffStatus } from "../domain/staff-member"

export interface NewStaffMember {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly roles: ReadonlyArray<StaffRole>
  readonly passwordHash: string
  readonly createdAt: Date
}

export class StaffRepository extends Context.Service<
  StaffRepository,
  {
    readonly findById: (id: number) => Effect.Effect<StaffMember | null>
    readonly findByEmail: (email: string) => Effect.Effect<StaffMember | null>
    readonly passwordHashOf: (id: number) => Effect.Effect<string | null>
    readonly create: (s: NewStaffMember) => Effect.Effect<StaffMember>
    readonly update: (id: number, changes: { readonly firstName?: string; readonly lastName?: string; readonly roles?: ReadonlyArray<StaffRole>; readonly status?: StaffStatus; readonly passwordHash?: string }, at: Date) => Effect.Effect<void>
    readonly list: (query: { readonly limit: number; readonly offset: number }) => Effect.Effect<{ readonly rows: ReadonlyArray<StaffMember>; readonly total: number }>
  }
>()("iw/staff/StaffRepository") {}
