import type { StaffMember } from "@iw/contracts"
import type { StaffRole } from "../../../lib/roles"
import { api } from "../../../lib/api"

export const STAFF_PER_PAGE = 20

export const listStaff = (page: number) => api.staff.listStaff({ query: { page, perPage: STAFF_PER_PAGE } })

export const createStaff = (body: {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly roles: ReadonlyArray<StaffRole>
  readonly password: string
  readonly password_confirmation: string
}): Promise<StaffMember> => api.staff.createStaff({ body })

export const setStaffRoles = (id: number, roles: ReadonlyArray<StaffRole>) => api.staff.updateStaff({ params: { id }, body: { roles } })

export const setStaffStatus = (id: number, status: "active" | "blocked") => api.staff.updateStaff({ params: { id }, body: { status } })
