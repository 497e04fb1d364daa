import { api } from "@iw/contracts"
import {
  adjustTickets,
  balanceValue,
  getBalanceSheet,
  getLedgerTotals,
  getSystemWallet,
  getTopUpLimit,
  listLedgerHistory,
  listTicketHistory,
  scaleOf,
  showChain,
  showMemberBalances,
  showPoints,
  simulateDeposit,
  simulatePayment,
  topUpFromWallet
} from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"
import { balanceSheetWire, idempotencyKeyOf, memoText } from "../wire"

const page = (q: { page?: number; perPage?: number }, perPage: number) => ({ page: q.page ?? 1, perPage: q.perPage ?? perPage })

/** Spec §7 Member session and balances; the staff ledger views and ticket adjustments. */
export const ledgerRoutes = () =>
  routes(api.ledger, {
    abeyBalance: ({ principal }) => Effect.map(getBalanceSheet(principal.memberId), (s) => ({ balance: s.balance, balanceOrdinary: s.balanceOrdinary, balanceBonus: s.balanceBonus })),
    itwBalance: ({ principal }) => Effect.map(getBalanceSheet(principal.memberId), (s) => ({ balance: s.itw })),
    systemWallet: ({ principal }) => getSystemWallet(principal.memberId),
    ticketBalance: ({ principal }) => Effect.map(getBalanceSheet(principal.memberId), (s) => ({ total: s.tickets, closestExpiredAt: s.ticketsClosestExpiration })),
    points: ({ principal }) => showPoints(principal.memberId),
    topUpLimit: ({ principal }) => Effect.map(getTopUpLimit(principal), (l) => ({ maxAvailable: Number(l.maxAvailable) })),
    topUp: ({ principal, body, headers }) => Effect.map(topUpFromWallet(principal, BigInt(body.amount), idempotencyKeyOf(headers)), (r) => ({ ...r, amount: Number(r.amount) })),
    ticketHistory: ({ principal, query, lang }) =>
      Effect.map(listTicketHistory(principal.memberId, { plotId: query.plotId, old: query.old === "1" || query.old === "true" }, page(query, 15)), (p) => ({
        ...p,
        data: p.data.map((r) => ({ ...r, description: memoText(r.description, lang), descriptionCode: r.description?.code ?? null }))
      })),
    memberBalances: ({ principal, params }) => Effect.map(showMemberBalances(principal, params.memberId), (s) => balanceSheetWire(params.memberId, s)),
    memberHistory: ({ principal, params, query, lang }) =>
      Effect.map(listLedgerHistory(principal, params.memberId, query.asset ? [query.asset] : undefined, page(query, 15)), (p) => ({
        ...p,
        data: p.data.map((l) => ({ ...l, memo: memoText(l.memo, lang), memoCode: l.memo?.code ?? null, amount: balanceValue(l.amount, scaleOf(l.asset)) }))
      })),
    totals: ({ principal }) =>
      Effect.map(getLedgerTotals(principal), (t) => ({
        balanced: t.balanced,
        totals: t.totals.map((x) => ({ asset: x.asset, sum: x.sum.toString(), issued: balanceValue(x.issued, scaleOf(x.asset)), accounts: x.accounts, negative: x.negative }))
      })),
    adjustTickets: ({ principal, body, headers }) =>
      Effect.gen(function* () {
        const transfer = yield* adjustTickets(principal, { ...body, amount: BigInt(body.amount) }, idempotencyKeyOf(headers))
        return { transferId: transfer.id, balance: balanceSheetWire(body.memberId, yield* getBalanceSheet(body.memberId)) }
      }),
    simulateDeposit: ({ principal, body }) => simulateDeposit(principal, body),
    simulatePayment: ({ principal, body }) => simulatePayment(principal, body),
    chain: ({ principal }) => showChain(principal)
  })
