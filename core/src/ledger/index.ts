/**
 * ledger — every movement of value: accounts per owner, asset and pocket, multi-leg transfers (exact, idempotent,
 * never below zero), lots that expire (tickets, AP points), the balance sheet, top-ups and chain deposits. The
 * public face of the area. Other areas charge members through its payments face (pay, refundPayment,
 * quotePayment) and credit or move other value with postTransfer; they never touch its repository.
 */

// The model
export * from "./domain/account"
export * from "./domain/asset"
export type { BalanceSheet } from "./domain/balance-sheet"
export { AP_POINTS_WINDOW_DAYS, type Lot, type Take } from "./domain/lot"
export { PAYMENT_OPTIONS, type Payee, type PaymentOption, type PaymentSplit, REVENUE, type Tender, feeOf, paymentFee, splitPayment } from "./domain/payment"
export * from "./domain/memo"
export * from "./domain/points"
export * from "./domain/top-up"
export { type Leg, TRANSFER_CODES, type TransferCode, type TransferIntent, isTransferCode } from "./domain/transfer"

// What it refuses with
export * from "./errors"

// The ports adapters implement, LedgerCalendar the composition root gives, and PlotHolders, which land provides
export * from "./ports/checkpoint.repository.port"
export * from "./ports/ledger-calendar.port"
export * from "./ports/ledger.repository.port"
export * from "./ports/plot-holders.port"

// Payments: how every area charges a member, inside its own unit of work
export { type Payment, type PaymentRequest, pay, quotePayment, refundPayment } from "./use-cases/payments"

// Moving and reading value, for the areas that credit members (purchases, PLOT activation points)
export { creditActivationPoints } from "./use-cases/credit-activation-points"
export { getBalanceSheet } from "./use-cases/get-balance-sheet.use-case"
export { getTransfer } from "./use-cases/get-transfer"
export { postTransfer } from "./use-cases/post-transfer"

// What members do
export { type PointsLot, showPoints } from "./use-cases/list-points.use-case"
export { TICKET_HISTORY_DAYS, type TicketTransaction, listTicketHistory } from "./use-cases/list-ticket-history.use-case"
export { getTopUpLimit, topUpFromWallet } from "./use-cases/top-up-from-wallet.use-case"

// What staff do
export { MAX_TICKET_ADJUSTMENT, adjustTickets } from "./use-cases/adjust-tickets.use-case"
export { getLedgerTotals } from "./use-cases/get-ledger-totals.use-case"
export { listLedgerHistory } from "./use-cases/list-ledger-history.use-case"
export { showMemberBalances } from "./use-cases/show-member-balances.use-case"
export { simulateDeposit } from "./use-cases/simulate-deposit.use-case"

// Periodic jobs (apps/api/src/jobs.ts)
export { DEPOSITS_CHECKPOINT, DEPOSIT_FAILED_ACTION, collectWalletDeposits, depositCredit } from "./use-cases/collect-wallet-deposits.use-case"
export { sweepExpiredLots } from "./use-cases/sweep-expired-lots.use-case"
