import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { LedgerRepository } from "../ports/ledger.repository.port"
import { expireLots } from "./post-transfer"

/**
 * A periodic job: books the expiry of lots that ran out (tickets after 180 days, AP points after 360) as
 * `expired` transfers. Balances already leave expired lots out; this keeps the stored balances in step.
 */
export const sweepExpiredLots = (batch = 200) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const accounts = yield* LedgerRepository.use((r) => r.accountsWithExpiredLots(now, batch))
    let units = 0n
    for (const account of accounts) units += yield* expireLots(account)
    return { accounts: accounts.length, units }
  })
