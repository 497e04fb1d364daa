import { Effect, Layer } from "effect"
import { StaffDirectory } from "../identity/index"
import { StaffRepository } from "./ports/staff.repository.port"

/** Identity's StaffDirectory, answered from the staff accounts: a blocked account speaks for no session. */
export const StaffDirectoryLive = Layer.effect(
  StaffDirectory,
  Effect.gen(function* () {
    const staff = yield* StaffRepository
    return {
      activeStaff: (id: number) =>
        Effect.map(staff.findById(id), (s) => (s === null || s.status !== "active" ? null : { id: s.id, roles: s.roles }))
    }
  })
)
