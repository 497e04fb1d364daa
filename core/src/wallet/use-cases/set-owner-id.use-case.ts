import { Effect } from "effect"
import { ValidationFailed, fieldError } from "../../kernel/errors"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { OwnerIdAlreadySet } from "../errors"
import { WalletRepository } from "../ports/wallet.repository.port"

const OWNER_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/

/** `POST member/owner-id {ownerId}`: the owner id the member's NFTs are registered under; set once. */
export const setOwnerId = (principal: MemberPrincipal, raw: string) =>
  Effect.gen(function* () {
    const ownerId = raw.trim()
    if (!OWNER_ID.test(ownerId)) return yield* new ValidationFailed({ errors: fieldError("ownerId", "validation.regex") })
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* WalletRepository
          const current = yield* repo.ownerIdOf(principal.memberId)
          if (current !== null && current !== ownerId) return yield* new OwnerIdAlreadySet()
          yield* repo.setOwnerId(principal.memberId, ownerId, yield* Clock.use((c) => c.now))
          return { ownerId }
        })
      )
    )
  })
