import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { StaffPrincipal } from "../../kernel/principal"
import { homeRouteOf } from "../domain/staff-member"
import { StaffRepository } from "../ports/staff.repository.port"

/** `/staff/profile` and the staff app's session: who am I, what may I see, where is my home. */
export const getStaffProfile = (principal: StaffPrincipal) =>
  Effect.gen(function* () {
    const staff = yield* StaffRepository.use((r) => r.findById(principal.staffId))
    if (staff === null) return yield* new NotFound({ entity: "staff", id: String(principal.staffId) })
    return { staff, home: homeRouteOf(staff.roles) }
  })
