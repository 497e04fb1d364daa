import { Schema } from "effect"
import { BalanceValue, IdFromString, ListMeta, PageQuery, Timestamp } from "../common"

export const Phase = Schema.Literals([1, 2, 3, 4])

/** Why a member is not eligible; the page says each in the reader's language (`programmes.reason.<code>`). */
export const IneligibleReason = Schema.Struct({
  code: Schema.Literals(["hidden", "plots", "buildings"]),
  have: Schema.optionalKey(Schema.Int),
  need: Schema.optionalKey(Schema.Int),
  phase: Schema.optionalKey(Phase)
})

/** Spec §6 points programme eligibility now. */
export const Eligibility = Schema.Struct({
  eligible: Schema.Boolean,
  phase: Phase,
  requiredPlots: Schema.Int,
  requiredBuildings: Schema.Int,
  activatedPlots: Schema.Int,
  buildings: Schema.Int,
  reasons: Schema.Array(IneligibleReason)
})

export const PerkLevel = Schema.Literals(["gold", "platinum"])

/** Spec §9 package perk of one approved purchase, with its end dates. */
export const Perk = Schema.Struct({
  purchaseId: Schema.Int,
  packageUsd: Schema.Int,
  level: PerkLevel,
  startsAt: Timestamp,
  endsAt: Timestamp,
  psvExemptionEndsAt: Timestamp
})

export const CitizenStatus = Schema.Struct({
  /** False for a member on the hide-for list (spec §6). */
  visible: Schema.Boolean,
  /** Today's CST day, `YYYY-MM-DD`. */
  today: Schema.String,
  eligibility: Eligibility,
  perks: Schema.Array(Perk),
  level: Schema.NullOr(Schema.Struct({ level: PerkLevel, endsAt: Timestamp })),
  psvExemptUntil: Schema.NullOr(Timestamp)
})

export const ProgrammeDates = Schema.Struct({
  phase2Starts: Timestamp,
  phase3Starts: Timestamp,
  phase4Starts: Timestamp,
  founderPlanEnds: Timestamp,
  revenueSharingFirstDay: Schema.String
})

export const FoundersStatus = Schema.Struct({
  /** founderPlanIsVisible (spec §3): the gate, not hidden, and a founder. */
  visible: Schema.Boolean,
  gate: Schema.Boolean,
  hidden: Schema.Boolean,
  founder: Schema.Boolean,
  /** The phase of the member's first founder purchase. */
  founderPhase: Schema.NullOr(Phase),
  since: Schema.NullOr(Timestamp),
  purchases: Schema.Array(Schema.Struct({ purchaseId: Schema.Int, productId: Schema.Int, at: Timestamp, phase: Phase })),
  phaseNow: Phase,
  founderProductIds: Schema.Array(Schema.Int),
  dates: ProgrammeDates
})

export const ShareState = Schema.Literals(["calculating", "paid"])

export const RevenueSharingStatus = Schema.Struct({
  visible: Schema.Boolean,
  today: Schema.String,
  eligibility: Eligibility,
  /** Today, while the member qualifies: "calculating" (calculation in progress) until the day is paid, then "paid"; null when they do not qualify. */
  todayState: Schema.NullOr(ShareState),
  poolPercent: Schema.Int,
  firstDay: Schema.String,
  totalPaid: BalanceValue,
  /** How many days' shares the member has. */
  shares: Schema.Int
})

export const RevenueShare = Schema.Struct({ day: Schema.String, amount: BalanceValue, state: ShareState, transferId: Schema.NullOr(Schema.Int), paidAt: Schema.NullOr(Timestamp) })
export const RevenueShareList = Schema.Struct({ data: Schema.Array(RevenueShare), meta: ListMeta })
export const PagedQuery = Schema.Struct({ ...PageQuery })

export const ProgrammeStatus = Schema.Struct({ memberId: Schema.Int, citizen: CitizenStatus, founders: FoundersStatus, revenueSharing: RevenueSharingStatus })
export const MemberParams = Schema.Struct({ id: IdFromString })

export const RevenueSharingDay = Schema.Struct({
  day: Schema.String,
  income: BalanceValue,
  pool: BalanceValue,
  qualified: Schema.Int,
  paidTotal: BalanceValue,
  state: ShareState,
  runs: Schema.Int,
  createdAt: Timestamp,
  paidAt: Schema.NullOr(Timestamp)
})
export const RevenueSharingDayList = Schema.Struct({ data: Schema.Array(RevenueSharingDay), meta: ListMeta })
/** A CST day, `YYYY-MM-DD`. */
export const RunDayBody = Schema.Struct({ day: Schema.String.check(Schema.isMaxLength(10)) })
