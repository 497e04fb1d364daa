import { Effect } from "effect"
import type { Lang } from "../../kernel/lang"
import { Clock } from "../../kernel/ports/clock.port"
import { Digest } from "../../kernel/ports/digest.port"
import { SecureRandom } from "../../kernel/ports/secure-random.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { addSeconds } from "../../kernel/time"
import { Notifier } from "../../messaging/index"
import { type Channel, CODE_LENGTH, CODE_TTL_SECONDS, SEND_WINDOW_SECONDS, decideSend } from "../domain/verification"
import { ContactAlreadyRegistered, SendLimited } from "../errors"
import { MemberRepository } from "../ports/member.repository.port"
import { VerificationRepository } from "../ports/verification.repository.port"
import { resolveDestination } from "./resolve-destination"

export interface SendVerificationCodeInput {
  readonly channel: Channel
  readonly email?: string
  readonly phone?: string
  readonly phoneCountry?: string
  readonly lang: Lang
  readonly ip: string
}

/** Registration step 1 → 2: send a four-digit code to a phone or e-mail that has no account yet. */
export const sendVerificationCode = (input: SendVerificationCodeInput) =>
  Effect.gen(function* () {
    const destination = yield* resolveDestination(input)
    const members = yield* MemberRepository
    const existing = input.channel === "email" ? yield* members.findByEmail(destination) : yield* members.findByPhone(destination)
    if (existing !== null) return yield* new ContactAlreadyRegistered({ field: input.channel })

    const code = yield* SecureRandom.use((r) => r.digits(CODE_LENGTH))
    const codeDigest = yield* Digest.use((d) => d.of(`code:${input.channel}:${destination}:${code}`))
    const id = yield* SecureRandom.use((r) => r.token(12))

    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* VerificationRepository
          yield* repo.reserve(input.channel, destination, input.ip)
          const now = yield* Clock.use((c) => c.now)
          const since = addSeconds(now, -SEND_WINDOW_SECONDS)
          const decision = decideSend(
            yield* repo.sendTimesTo(input.channel, destination, since),
            yield* repo.sendTimesFromIp(input.ip, since),
            now
          )
          if (decision._tag === "Wait") return yield* new SendLimited({ field: input.channel, seconds: decision.seconds })
          yield* repo.create({
            id,
            channel: input.channel,
            destination,
            codeDigest,
            createdAt: now,
            expiresAt: addSeconds(now, CODE_TTL_SECONDS),
            attempts: 0,
            verifiedAt: null,
            ip: input.ip
          })
          yield* Notifier.use((n) =>
            n.send({
              channel: input.channel === "email" ? "email" : "sms",
              to: destination,
              template: "verification-code",
              params: { code, minutes: CODE_TTL_SECONDS / 60 },
              lang: input.lang
            })
          )
          return { decaySeconds: decision.decaySeconds, availableIn: decision.availableIn }
        })
      )
    )
  })
