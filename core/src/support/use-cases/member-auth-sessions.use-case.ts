import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { SupportRepository } from "../ports/support.repository.port"

/**
 * "Member auth" is visible to staff as such (issue: support desk): the member-auth sessions of a member that are
 * still valid, with the staff member who opened each. The newest one is who is signed in as the member now.
 */
export const memberAuthSessions = (memberId: number) =>
  Effect.flatMap(Clock.use((c) => c.now), (now) => SupportRepository.use((r) => r.memberAuthSessions(memberId, now)))
