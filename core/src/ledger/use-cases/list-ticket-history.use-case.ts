import { Effect } from "effect"
import { type BalanceValue, balanceValue } from "../../kernel/amount"
import { Clock } from "../../kernel/ports/clock.port"
import { type PageRequest, offsetOf, pageOf } from "../../kernel/paging"
import { scaleOf } from "../domain/asset"
import { addDays } from "../domain/lot"
import type { Memo } from "../domain/memo"
import type { TransferCode } from "../domain/transfer"
import { LedgerRepository } from "../ports/ledger.repository.port"

/** Tickets live 180 days; history older than that is the "old" history of spec §2 (experience-tickets-old). */
export const TICKET_HISTORY_DAYS = 180

export interface TicketTransaction {
  readonly transactionId: number
  readonly purchaseId: number | null
  readonly plotId: string | null
  readonly amount: BalanceValue
  readonly code: TransferCode
  /** Rendered in the reader's language at the edge. */
  readonly description: Memo | null
  readonly date: Date
}

/**
 * Experience-ticket transactions (spec §3): transaction id, purchase id, amount, description, date; 15 a page.
 * `plotId` narrows to one plot; `old` shows what is older than a ticket's life.
 */
export const listTicketHistory = (memberId: number, filter: { readonly plotId?: string; readonly old: boolean }, page: PageRequest) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const cutoff = addDays(now, -TICKET_HISTORY_DAYS)
    const { rows, total } = yield* LedgerRepository.use((r) =>
      r.history({
        memberId,
        assets: ["tickets"],
        ...(filter.plotId ? { referenceType: "plot", referenceId: filter.plotId } : {}),
        ...(filter.old ? { before: cutoff } : { since: cutoff }),
        limit: page.perPage,
        offset: offsetOf(page)
      })
    )
    return pageOf(
      page,
      rows.map(
        (r): TicketTransaction => ({
          transactionId: r.transferId,
          purchaseId: r.reference.type === "purchase" ? Number(r.reference.id) : null,
          plotId: r.reference.type === "plot" ? r.reference.id : null,
          amount: balanceValue(r.amount, scaleOf("tickets")),
          code: r.code,
          description: r.memo,
          date: r.createdAt
        })
      ),
      total
    )
  })
