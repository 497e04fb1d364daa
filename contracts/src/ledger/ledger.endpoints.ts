import { endpoint } from "../endpoint"
import { AUTH_ERRORS, STAFF_ERRORS, errorCase, invalid } from "../errors"
import * as S from "./ledger.schemas"

/** Spec §7 Member session and balances; the back-office's ledger tools. */
export const ledger = {
  abeyBalance: endpoint({ id: "ledger.abeyBalance", method: "GET", path: "member/cmlx/balance", access: "member", summary: "ABEY balance with its ordinary and bonus sub-balances.", success: S.AbeyBalance, errors: AUTH_ERRORS }),
  itwBalance: endpoint({ id: "ledger.itwBalance", method: "GET", path: "member/cmlx/balance/itw", access: "member", summary: "ITW balance.", success: S.ItwBalance, errors: AUTH_ERRORS }),
  systemWallet: endpoint({
    id: "ledger.systemWallet",
    method: "GET",
    path: "member/cmlx/balance/wallet",
    access: "member",
    summary: "The system wallet: ABEY held for the member, and the address deposits go to.",
    success: S.SystemWallet,
    errors: AUTH_ERRORS
  }),
  ticketBalance: endpoint({
    id: "ledger.ticketBalance",
    method: "GET",
    path: "member/experience-ticket/balance",
    access: "member",
    summary: "Experience tickets that have not expired, and the closest expiry.",
    success: S.TicketBalance,
    errors: AUTH_ERRORS,
    timeoutMs: 60_000
  }),
  points: endpoint({
    id: "ledger.points",
    method: "GET",
    path: "member/points",
    access: "member",
    summary: "AP points of the last 360 days (never before 2024-01-01), with the lots that make them up and when each expires.",
    success: S.Points,
    errors: AUTH_ERRORS
  }),
  topUpLimit: endpoint({
    id: "ledger.topUpLimit",
    method: "GET",
    path: "member/abey-balance/transfer/private/from-wallet",
    access: "member",
    summary: "The most whole ABEY a top-up from the system wallet may move now.",
    success: S.TopUpLimit,
    errors: AUTH_ERRORS
  }),
  topUp: endpoint({
    id: "ledger.topUp",
    method: "POST",
    path: "member/abey-balance/transfer/private/from-wallet",
    access: "member",
    summary: "Moves whole ABEY from the system wallet to the ordinary balance (at least 1, at most maxAvailable).",
    body: S.TopUpBody,
    success: S.TopUpResult,
    errors: [...AUTH_ERRORS, invalid({ amount: ["validation.min.numeric", "validation.max.numeric"] }), errorCase("IDEMPOTENCY_CONFLICT")],
    idempotent: true
  }),
  ticketHistory: endpoint({
    id: "ledger.ticketHistory",
    method: "GET",
    path: "member/experience-ticket/history",
    access: "member",
    summary: "Experience-ticket transactions, 15 a page; per plot with plotId; old=1 for the history before the tickets' 180-day life.",
    query: S.TicketHistoryQuery,
    success: S.TicketHistory,
    errors: AUTH_ERRORS
  }),
  memberBalances: endpoint({
    id: "ledger.memberBalances",
    method: "GET",
    path: "staff/ledger/members/:memberId/balances",
    access: "staff",
    summary: "Every balance of a member.",
    params: S.MemberParams,
    success: S.BalanceSheet,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  memberHistory: endpoint({
    id: "ledger.memberHistory",
    method: "GET",
    path: "staff/ledger/members/:memberId/history",
    access: "staff",
    summary: "Every movement of a member's accounts, newest first.",
    params: S.MemberParams,
    query: S.LedgerHistoryQuery,
    success: S.LedgerHistory,
    errors: STAFF_ERRORS
  }),
  totals: endpoint({
    id: "ledger.totals",
    method: "GET",
    path: "staff/ledger/totals",
    access: "staff",
    summary: "Per asset: the sum of all accounts (always zero), what is issued, and accounts below zero (always none).",
    success: S.LedgerTotals,
    errors: STAFF_ERRORS
  }),
  adjustTickets: endpoint({
    id: "ledger.adjustTickets",
    method: "POST",
    path: "staff/experience-ticket",
    access: "staff",
    summary: "Grants or deducts a member's experience tickets, with a reason; with plotId (one of the member's PLOTs, `x,y`) it shows in that plot's ticket history.",
    body: S.AdjustTicketsBody,
    success: S.AdjustTicketsResult,
    errors: [
      ...STAFF_ERRORS,
      invalid({
        amount: ["validation.min.numeric", "validation.max.numeric", "ledger.insufficient.tickets"],
        reason: ["validation.required"],
        plotId: ["ledger.plot_format", "validation.exists", "ledger.plot_not_members"]
      }),
      errorCase("NOT_FOUND"),
      errorCase("IDEMPOTENCY_CONFLICT")
    ],
    idempotent: true
  }),
  simulateDeposit: endpoint({
    id: "ledger.simulateDeposit",
    method: "POST",
    path: "staff/chain-sim/deposits",
    access: "staff",
    summary: "SIMULATED chain only: puts ABEY on a member's system-wallet address and credits it, as a chain deposit would; audited.",
    body: S.DepositBody,
    success: S.DepositResult,
    status: 201,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  simulatePayment: endpoint({
    id: "ledger.simulatePayment",
    method: "POST",
    path: "staff/chain-sim/payments",
    access: "staff",
    summary: "SIMULATED chain only: puts a payment for a purchase's invoice on the chain (exact and on time unless told otherwise) and answers its hash; audited.",
    body: S.PaymentBody,
    success: S.PaymentResult,
    status: 201,
    errors: [...STAFF_ERRORS, invalid({ amount: ["validation.numeric"] }), errorCase("NOT_FOUND")]
  }),
  chain: endpoint({
    id: "ledger.chain",
    method: "GET",
    path: "staff/chain",
    access: "staff",
    summary: "Which chain adapter checks payments and deposits, and whether it is simulated.",
    success: S.ChainInfo,
    errors: STAFF_ERRORS
  })
} as const
