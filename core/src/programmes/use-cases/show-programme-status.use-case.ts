import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import { requirePermission } from "../../kernel/permissions"
import type { StaffPrincipal } from "../../kernel/principal"
import { MemberRepository } from "../../identity/index"
import { showCitizenProgramme } from "./show-citizen-programme.use-case"
import { showFoundersPlan } from "./show-founders-plan.use-case"
import { showRevenueSharing } from "./show-revenue-sharing.use-case"

/** Every programme's status of one member in one answer: the member's own `programmes status` and staff's. */
export const programmeStatusOf = (memberId: number) =>
  Effect.gen(function* () {
    const [citizen, founders, revenueSharing] = yield* Effect.all([showCitizenProgramme(memberId), showFoundersPlan(memberId), showRevenueSharing(memberId)])
    return { memberId, citizen, founders, revenueSharing }
  })

/** Staff (the CLI's `programmes status MEMBER`): a member's programmes. */
export const showProgrammeStatus = (principal: StaffPrincipal, memberId: number) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const m = yield* MemberRepository.use((r) => r.findById(memberId))
    if (m === null) return yield* new NotFound({ entity: "member", id: String(memberId) })
    return yield* programmeStatusOf(memberId)
  })
