import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { Digest } from "../../kernel/ports/digest.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { canLogIn } from "../domain/member"
import { IMPERSONATION_SECONDS } from "../domain/session"
import { AccountInactive, OtpRejected } from "../errors"
import { MemberRepository } from "../ports/member.repository.port"
import { OneTimeCodeRepository } from "../ports/one-time-code.repository.port"
import { knowSignedIn, startSession } from "./start-session"

/** `member/login-by-otp` (spec §2 loader): exchanges a one-time code for a session. */
export const logInByOtp = (input: { readonly otp: string; readonly memberId: number }) => knowSignedIn(logIn(input))

const logIn = (input: { readonly otp: string; readonly memberId: number }) =>
  Effect.gen(function* () {
    const digest = yield* Digest.use((d) => d.of(`otp:${input.otp}`))
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const now = yield* Clock.use((c) => c.now)
          const code = yield* OneTimeCodeRepository.use((r) => r.consume(digest, input.memberId, now))
          if (code === null) return yield* new OtpRejected()
          const member = yield* MemberRepository.use((m) => m.findById(input.memberId))
          if (member === null) return yield* new OtpRejected()
          if (!canLogIn(member)) return yield* new AccountInactive()
          const session = yield* startSession("member", member.id, code.issuedByStaffId === null ? {} : { impersonatorId: code.issuedByStaffId, seconds: IMPERSONATION_SECONDS })
          return { ...session, memberId: member.id }
        })
      )
    )
  })
