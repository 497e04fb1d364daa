import { Schema } from "effect"
import { BalanceValue, IdFromString, listOf, MemberId, PageQuery, RowId, Text, Timestamp } from "../common"
import { PlotIdText } from "../land/plot-id"

/** `GET member/cmlx/balance`: ABEY as the sum and its two sub-balances. */
export const AbeyBalance = Schema.Struct({ balance: BalanceValue, balanceOrdinary: BalanceValue, balanceBonus: BalanceValue })
export const ItwBalance = Schema.Struct({ balance: BalanceValue })
/** `GET member/cmlx/balance/wallet`: the system wallet, its balance and address. */
export const SystemWallet = Schema.Struct({ balance: BalanceValue, address: Schema.String })
export const TicketBalance = Schema.Struct({ total: BalanceValue, closestExpiredAt: Schema.NullOr(Timestamp) })
/** `GET member/points`: AP points of the last 360 days (from 2024-01-01), with the lots that make them up. */
export const PointsLot = Schema.Struct({ amount: BalanceValue, creditedAt: Timestamp, expiresAt: Timestamp })
export const Points = Schema.Struct({ amount: BalanceValue, since: Timestamp, lots: Schema.Array(PointsLot) })

export const TopUpLimit = Schema.Struct({ maxAvailable: Schema.Int })
export const TopUpBody = Schema.Struct({ amount: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(1_000_000_000)) })
export const TopUpResult = Schema.Struct({ amount: Schema.Int, transferId: Schema.Int, balance: BalanceValue, balanceOrdinary: BalanceValue, systemWallet: BalanceValue })

export const TicketTransaction = Schema.Struct({
  transactionId: Schema.Int,
  purchaseId: Schema.NullOr(Schema.Int),
  plotId: Schema.NullOr(PlotIdText),
  amount: BalanceValue,
  code: Schema.String,
  /** What the line says, in the request's Accept-Language (rendered from `descriptionCode` and its parameters). */
  description: Schema.NullOr(Schema.String),
  descriptionCode: Schema.NullOr(Schema.String),
  date: Timestamp
})
export const TicketHistoryQuery = Schema.Struct({
  ...PageQuery,
  plotId: Schema.optionalKey(PlotIdText),
  old: Schema.optionalKey(Schema.Literals(["0", "1", "true", "false"]))
})
export const TicketHistory = listOf(TicketTransaction)

export const Asset = Schema.Literals(["abey", "itw", "tickets", "ap", "mineral_1", "mineral_2", "mineral_3", "mineral_4", "mineral_5", "wood_6", "wood_7", "wood_8", "coins", "adnet"])

export const LedgerLine = Schema.Struct({
  transferId: Schema.Int,
  code: Schema.String,
  reference: Schema.Struct({ type: Schema.String, id: Schema.String }),
  /** What the line says, in the request's Accept-Language (rendered from `memoCode` and its parameters). */
  memo: Schema.NullOr(Schema.String),
  memoCode: Schema.NullOr(Schema.String),
  asset: Asset,
  pocket: Schema.Literals(["main", "bonus", "wallet"]),
  amount: BalanceValue,
  createdAt: Timestamp
})
export const LedgerHistory = listOf(LedgerLine)
export const LedgerHistoryQuery = Schema.Struct({ ...PageQuery, asset: Schema.optionalKey(Asset) })

/** Every balance of a member at once (staff, CLI). */
export const BalanceSheet = Schema.Struct({
  memberId: MemberId,
  balance: BalanceValue,
  balanceOrdinary: BalanceValue,
  balanceBonus: BalanceValue,
  systemWallet: BalanceValue,
  itw: BalanceValue,
  tickets: BalanceValue,
  ticketsClosestExpiration: Schema.NullOr(Timestamp),
  points: BalanceValue,
  minerals: Schema.Record(Schema.String, BalanceValue),
  wood: Schema.Record(Schema.String, BalanceValue),
  coins: BalanceValue,
  adnetCredits: BalanceValue
})

export const AdjustTicketsBody = Schema.Struct({
  memberId: MemberId,
  direction: Schema.Literals(["grant", "deduct"]),
  amount: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(1_000_000)),
  reason: Text(500),
  /** One of the member's PLOTs (`x,y`): the transfer then shows in that plot's ticket history. */
  plotId: Schema.optionalKey(PlotIdText)
})
export const AdjustTicketsResult = Schema.Struct({ transferId: Schema.Int, balance: BalanceSheet })

export const LedgerTotal = Schema.Struct({ asset: Asset, sum: Schema.String, issued: BalanceValue, accounts: Schema.Int, negative: Schema.Int })
export const LedgerTotals = Schema.Struct({ balanced: Schema.Boolean, totals: Schema.Array(LedgerTotal) })

export const MemberParams = Schema.Struct({ memberId: IdFromString })

export const DepositBody = Schema.Struct({ memberId: MemberId, amount: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(1_000_000_000)) })
/** `credited` is true only when the deposit's credit to the system wallet exists (`transferId`). */
export const DepositResult = Schema.Struct({ txHash: Schema.String, to: Schema.String, credited: Schema.Boolean, transferId: Schema.NullOr(Schema.Int) })

/** Which chain adapter checks payments and deposits (`simulated` when nothing touches a real chain). */
export const ChainInfo = Schema.Struct({ kind: Schema.String, simulated: Schema.Boolean, receivingAddress: Schema.String })

/** SIMULATED chain only: a payment for a purchase's invoice, by default exact and on time. */
export const PaymentBody = Schema.Struct({
  purchaseId: RowId,
  /** Another amount than the invoice's, as a decimal of its currency (e.g. "89.5"). */
  amount: Schema.optionalKey(Text(40)),
  /** Seen on the chain after the invoice expired. */
  late: Schema.optionalKey(Schema.Boolean)
})
export const PaymentResult = Schema.Struct({ txHash: Schema.String, to: Schema.String, amount: BalanceValue, currency: Schema.String, seenAt: Timestamp })
