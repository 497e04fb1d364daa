import { Context, type Effect } from "effect"
import type { MemberId } from "../domain/member"

export interface OneTimeLoginCode {
  readonly digest: string
  readonly memberId: MemberId
  readonly expiresAt: Date
  /** Staff member who created it for "member auth", or null when the member asked for it. */
  readonly issuedByStaffId: number | null
}

export class OneTimeCodeRepository extends Context.Service<
  OneTimeCodeRepository,
  {
    readonly create: (code: OneTimeLoginCode) => Effect.Effect<void>
    /** Marks the code used if it exists, belongs to the member, is unused and unexpired; returns it, else null. */
    readonly consume: (digest: string, memberId: MemberId, now: Date) => Effect.Effect<OneTimeLoginCode | null>
  }
>()("iw/identity/OneTimeCodeRepository") {}
