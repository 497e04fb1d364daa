import { Effect } from "effect"
import { type FieldErrors, ValidationFailed, fieldError, hasFieldErrors, mergeFieldErrors } from "../../kernel/errors"
import type { Lang } from "../../kernel/lang"
import { Clock } from "../../kernel/ports/clock.port"
import { Digest } from "../../kernel/ports/digest.port"
import { PasswordHasher } from "../../kernel/ports/password-hasher.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { Notifier } from "../../messaging/index"
import { HEAR_ABOUT_US, type HearAboutUs, normalizeName, parseReferrerId } from "../domain/member"
import { passwordProblems } from "../domain/password-policy"
import { RegistrationTokenInvalid } from "../errors"
import { MemberRepository } from "../ports/member.repository.port"
import { VerificationRepository } from "../ports/verification.repository.port"
import { resolveDestination } from "./resolve-destination"
import { knowSignedIn, startSession } from "./start-session"

export interface RegisterMemberInput {
  readonly token: string
  readonly phone?: string
  readonly email?: string
  readonly phoneCountry?: string
  readonly lang: Lang
  readonly name: string
  /** A member id; text from a form is accepted, and "" means none. */
  readonly referrerId?: number | string | null
  readonly password: string
  readonly password_confirmation: string
  readonly hearAboutUs?: string
}

/**
 * Registration step 3 → 4 (spec §2, §4, §5): creates the member from a checked code's token,
 * sends the member id and password by the channel that was verified, and logs the member in.
 */
export const registerMember = (input: RegisterMemberInput) => knowSignedIn(register(input))

const register = (input: RegisterMemberInput) =>
  Effect.gen(function* () {
    const digest = yield* Digest.use((d) => d.of(`registration:${input.token}`))
    const passwordHash = yield* PasswordHasher.use((h) => h.hash(input.password))

    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const now = yield* Clock.use((c) => c.now)
          const members = yield* MemberRepository
          const verifications = yield* VerificationRepository

          const token = yield* verifications.findToken(digest)
          if (token === null || token.consumedAt !== null || token.expiresAt.getTime() <= now.getTime()) {
            return yield* new RegistrationTokenInvalid()
          }

          const problems: Array<FieldErrors> = []
          const name = normalizeName(input.name)
          if (name === "") problems.push(fieldError("name", "validation.required"))
          problems.push(passwordProblems(input.password, input.password_confirmation))
          const hearAboutUs = (input.hearAboutUs ?? "") as HearAboutUs
          if (!HEAR_ABOUT_US.includes(hearAboutUs)) problems.push(fieldError("hearAboutUs", "validation.in"))
          const parsedReferrer = parseReferrerId(input.referrerId)
          const referrerId = parsedReferrer === "invalid" ? null : parsedReferrer
          if (parsedReferrer === "invalid") problems.push(fieldError("referrerId", "validation.integer"))
          else if (referrerId !== null && (yield* members.findById(referrerId)) === null) {
            problems.push(fieldError("referrerId", "validation.exists"))
          }

          // The verified destination is the truth; the other contact is optional (e-mail with phone sign-up).
          let email: string | null = null
          let phone: string | null = null
          let phoneCountry: string | null = null
          if (token.channel === "phone") {
            phone = token.destination
            phoneCountry = input.phoneCountry ? input.phoneCountry.toUpperCase() : null
            if (input.email !== undefined && input.email.trim() !== "") {
              const checked = yield* Effect.result(resolveDestination({ channel: "email", email: input.email }))
              if (checked._tag === "Failure") problems.push(checked.failure.errors)
              else email = checked.success
            }
          } else {
            email = token.destination
          }
          if (email !== null && (yield* members.findByEmail(email)) !== null) problems.push(fieldError("email", "validation.unique"))
          if (phone !== null && (yield* members.findByPhone(phone)) !== null) problems.push(fieldError("phone", "validation.unique"))

          const errors = mergeFieldErrors(...problems)
          if (hasFieldErrors(errors)) return yield* new ValidationFailed({ errors })

          const member = yield* members.create({
            firstName: name,
            lastName: "",
            email,
            phone,
            phoneCountry,
            lang: input.lang,
            referrerId,
            hearAboutUs,
            passwordHash,
            openDate: now,
            createdAt: now
          })
          yield* verifications.consumeToken(digest, now)
          yield* Notifier.use((n) =>
            n.send({
              channel: token.channel === "email" ? "email" : "sms",
              to: token.destination,
              template: "registration-welcome",
              params: { memberId: member.id, password: input.password, name },
              lang: input.lang
            })
          )
          const session = yield* startSession("member", member.id)
          return { ...session, memberId: member.id }
        })
      )
    )
  })
