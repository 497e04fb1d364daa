import { Effect } from "effect"
import { ValidationFailed, fieldError } from "../../kernel/errors"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { ChainGateway } from "../../chain/index"
import { bind } from "../domain/linked-wallet"
import { WalletRefused } from "../errors"
import { WalletRepository } from "../ports/wallet.repository.port"

/**
 * `POST member/wallet-address/bind {address}` (spec §4, §5): links the member's own Mobile ABEY Wallet. The
 * address must be valid (with its checksum), must not be a platform address, must not be linked to another
 * member, and cannot be changed once added. An empty address is required (spec §5: non-empty to submit), not wrong.
 */
export const bindWalletAddress = (principal: MemberPrincipal, raw: string) =>
  Effect.gen(function* () {
    if (raw.trim() === "") return yield* new ValidationFailed({ errors: fieldError("address", "validation.required") })
    const chain = yield* ChainGateway
    const address = yield* chain.normalizeAddress(raw.trim())
    if (address === null) return yield* new WalletRefused({ reason: "wrong_address" })
    if (yield* chain.isCustodial(address)) return yield* new WalletRefused({ reason: "not_own" })
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* WalletRepository
          const current = yield* repo.linkedWallet(principal.memberId)
          const holder = yield* repo.memberWithAddress(address)
          if (holder !== null && holder !== principal.memberId) return yield* new WalletRefused({ reason: "taken" })
          const next = bind(current, address, yield* Clock.use((c) => c.now))
          if (next === "already_added") return yield* new WalletRefused({ reason: "already_added" })
          yield* repo.saveLinkedWallet(next)
          return { address: next.address, status: next.status }
        })
      )
    )
  })
