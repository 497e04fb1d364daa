import { api } from "@iw/contracts"
import { adjustTickets, balanceValue, getBalanceSheet, getSystemWallet, getLedgerTotals, getTopUpLimit, listLedgerHistory, listTicketHistory, scaleOf, showChain, showMemberBalances, showPoints, topUpFromWallet } from "@iw/core"
import { Effect } from "effect"
import type { makeBinder } from "../router"
import { balanceSheetWire, idempotencyKeyOf } from "../wire"

const page = (q: { page?: number; perPage?: number }, perPage: number) => ({ page: q.page ?? 1, perPage: q.perPage ?? perPage })

export const ledgerRoutes = (bind: ReturnType<typeof makeBinder>) => {
  const e = api.ledger
  bind(e.abeyBalance, ({ principal }) =>
    Effect.map(getBalanceSheet(principal.memberId), (s) => ({ balance: s.balance, balanceOrdinary: s.balanceOrdinary, balanceBonus: s.balanceBonus }))
  )
  bind(e.itwBalance, ({ principal }) => Effect.map(getBalanceSheet(principal.memberId), (s) => ({ balance: s.itw })))
  bind(e.systemWallet, ({ principal }) => getSystemWallet(principal.memberId))
  bind(e.ticketBalance, ({ principal }) => Effect.map(getBalanceSheet(principal.memberId), (s) => ({ total: s.tickets, closestExpiredAt: s.ticketsClosestExpiration })))
  bind(e.points, ({ principal }) => showPoints(principal.memberId))
  bind(e.topUpLimit, ({ principal }) => Effect.map(getTopUpLimit(principal), (l) => ({ maxAvailable: Number(l.maxAvailable) })))
  bind(e.topUp, ({ principal, body, headers }) =>
    Effect.map(topUpFromWallet(principal, BigInt(body.amount), idempotencyKeyOf(headers)), (r) => ({ ...r, amount: Number(r.amount) }))
  )
  bind(e.ticketHistory, ({ principal, query }) =>
    listTicketHistory(principal.memberId, { plotId: query.plotId, old: query.old === "1" || query.old === "true" }, page(query, 15))
  )
  bind(e.memberBalances, ({ principal, params }) => Effect.map(showMemberBalances(principal, params.memberId), (s) => balanceSheetWire(params.memberId, s)))
  bind(e.memberHistory, ({ principal, params, query }) =>
    Effect.map(listLedgerHistory(principal, params.memberId, query.asset ? [query.asset] : undefined, page(query, 15)), (p) => ({
      ...p,
      data: p.data.map((l) => ({ ...l, amount: balanceValue(l.amount, scaleOf(l.asset)) }))
    }))
  )
  bind(e.totals, ({ principal }) =>
    Effect.map(getLedgerTotals(principal), (t) => ({
      balanced: t.balanced,
      totals: t.totals.map((x) => ({ asset: x.asset, sum: x.sum.toString(), issued: balanceValue(x.issued, scaleOf(x.asset)), accounts: x.accounts, negative: x.negative }))
    }))
  )
  bind(e.adjustTickets, ({ principal, body, headers }) =>
    Effect.gen(function* () {
      const transfer = yield* adjustTickets(principal, { ...body, amount: BigInt(body.amount) }, idempotencyKeyOf(headers))
      return { transferId: transfer.id, balance: balanceSheetWire(body.memberId, yield* getBalanceSheet(body.memberId)) }
    })
  )
  bind(e.chain, ({ principal }) => showChain(principal))
}
