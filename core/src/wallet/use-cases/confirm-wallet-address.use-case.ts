import { Effect } from "effect"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { confirm } from "../domain/linked-wallet"
import { WalletRefused } from "../errors"
import { WalletRepository } from "../ports/wallet.repository.port"

/** `POST member/wallet-address/confirm {address}`: the member confirms (checkbox ticked) the address they added. */
export const confirmWalletAddress = (principal: MemberPrincipal, address: string) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* WalletRepository
        const next = confirm(yield* repo.linkedWallet(principal.memberId), address, yield* Clock.use((c) => c.now))
        if (typeof next === "string") return yield* new WalletRefused({ reason: next })
        yield* repo.saveLinkedWallet(next)
        return { address: next.address, status: next.status }
      })
    )
  )
