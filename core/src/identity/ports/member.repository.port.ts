import { Context, type Effect } from "effect"
import type { Lang } from "../../kernel/lang"
import type { HearAboutUs, Member, MemberId, MemberStatus } from "../domain/member"
import type { DuplicateContact } from "../errors"

export interface NewMember {
  readonly firstName: string
  readonly lastName: string
  readonly email: string | null
  readonly phone: string | null
  readonly phoneCountry: string | null
  readonly lang: Lang
  readonly referrerId: MemberId | null
  readonly hearAboutUs: HearAboutUs
  readonly passwordHash: string
  readonly openDate: Date
  readonly createdAt: Date
}

export interface MemberSearch {
  readonly text?: string
  readonly status?: MemberStatus
  readonly limit: number
  readonly offset: number
}

export class MemberRepository extends Context.Service<
  MemberRepository,
  {
    readonly findById: (id: MemberId) => Effect.Effect<Member | null>
    readonly findByEmail: (email: string) => Effect.Effect<Member | null>
    readonly findByPhone: (phone: string) => Effect.Effect<Member | null>
    readonly passwordHashOf: (id: MemberId) => Effect.Effect<string | null>
    /** Inserts the member and returns it with its new id. */
    readonly create: (member: NewMember) => Effect.Effect<Member, DuplicateContact>
    readonly setStatus: (id: MemberId, status: MemberStatus, at: Date) => Effect.Effect<void>
    readonly search: (query: MemberSearch) => Effect.Effect<{ readonly rows: ReadonlyArray<Member>; readonly total: number }>
  }
>()("iw/identity/MemberRepository") {}
