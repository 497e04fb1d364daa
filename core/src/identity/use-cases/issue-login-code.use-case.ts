import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { Digest } from "../../kernel/ports/digest.port"
import { SecureRandom } from "../../kernel/ports/secure-random.port"
import { addSeconds } from "../../kernel/time"
import { OTP_TTL_SECONDS } from "../domain/session"
import { OneTimeCodeRepository } from "../ports/one-time-code.repository.port"

/**
 * A one-time login code for `/{lang}/loader?otp=…&member_id=…` (spec §2): the desktop client or a staff member
 * ("member auth") opens the web app already signed in. Single use, two minutes.
 */
export const issueLoginCode = (memberId: number, issuedByStaffId: number | null) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const otp = yield* SecureRandom.use((r) => r.token(24))
    const digest = yield* Digest.use((d) => d.of(`otp:${otp}`))
    const expiresAt = addSeconds(now, OTP_TTL_SECONDS)
    yield* OneTimeCodeRepository.use((r) => r.create({ digest, memberId, expiresAt, issuedByStaffId }))
    return { otp, memberId, expiresIn: OTP_TTL_SECONDS }
  })
