import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { Digest } from "../../kernel/ports/digest.port"
import { SecureRandom } from "../../kernel/ports/secure-random.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { addSeconds } from "../../kernel/time"
import { type Channel, REGISTRATION_TOKEN_TTL_SECONDS, afterCheck, checkCode } from "../domain/verification"
import { CodeRejected } from "../errors"
import { VerificationRepository } from "../ports/verification.repository.port"
import { resolveDestination } from "./resolve-destination"

export interface CheckVerificationCodeInput {
  readonly channel: Channel
  readonly email?: string
  readonly phone?: string
  readonly phoneCountry?: string
  readonly code: string
}

/** Registration step 2 → 3: the member types the code; a right one yields a registration token. */
export const checkVerificationCode = (input: CheckVerificationCodeInput) =>
  Effect.gen(function* () {
    const destination = yield* resolveDestination(input)
    const digest = yield* Digest
    const entered = yield* digest.of(`code:${input.channel}:${destination}:${input.code}`)
    const token = yield* SecureRandom.use((r) => r.token(32))
    const tokenDigest = yield* digest.of(`registration:${token}`)

    // The attempt is committed whatever its outcome, so wrong tries count even though the answer is an error.
    const outcome = yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const now = yield* Clock.use((c) => c.now)
          const repo = yield* VerificationRepository
          const v = yield* repo.latestFor(input.channel, destination)
          if (v === null) return { _tag: "NotSent" } as const
          const result = checkCode(v, v.codeDigest === entered, now)
          yield* repo.save(afterCheck(v, result, now))
          if (result._tag === "Accepted") {
            yield* repo.createToken({
              digest: tokenDigest,
              channel: input.channel,
              destination,
              expiresAt: addSeconds(now, REGISTRATION_TOKEN_TTL_SECONDS),
              consumedAt: null
            })
          }
          return result
        })
      )
    )
    switch (outcome._tag) {
      case "Accepted":
        return { token }
      case "NotSent":
        return yield* new CodeRejected({ reason: "not_sent" })
      case "Wrong":
        return yield* new CodeRejected({ reason: "wrong" })
      case "Expired":
        return yield* new CodeRejected({ reason: "expired" })
      case "TooManyAttempts":
        return yield* new CodeRejected({ reason: "too_many_attempts" })
      case "AlreadyUsed":
        return yield* new CodeRejected({ reason: "already_used" })
    }
  })
