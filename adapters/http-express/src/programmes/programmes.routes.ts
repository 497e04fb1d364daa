import { api } from "@iw/contracts"
import {
  type CitizenProgramme,
  FOUNDER_PRODUCT_IDS,
  type FoundersPlan,
  type RevenueShare,
  type RevenueSharingDay,
  type RevenueSharingOverview,
  listMyRevenueShares,
  listRevenueSharingDays,
  runRevenueSharingDay,
  showCitizenProgramme,
  showFoundersPlan,
  showProgrammeStatus,
  showRevenueSharing
} from "@iw/core"
import { Effect } from "effect"
import { routes } from "../router"
import { abeyWire } from "../wire"

const listMeta = (total: number, page: number, perPage: number, count: number) => ({ total, perPage, page, to: (page - 1) * perPage + count })

const eligibilityWire = (e: CitizenProgramme["eligibility"], h: CitizenProgramme["holdings"]) => ({
  eligible: e.eligible,
  phase: e.phase,
  requiredPlots: e.requiredPlots,
  requiredBuildings: e.requiredBuildings,
  activatedPlots: h.activatedPlots,
  buildings: h.buildings,
  reasons: e.reasons.map((r) => (r.code === "hidden" ? { code: r.code } : r.code === "plots" ? { code: r.code, have: r.have, need: r.need, phase: r.phase } : { code: r.code, have: r.have, need: r.need }))
})

export const citizenWire = (c: CitizenProgramme) => ({
  visible: c.visible,
  today: c.today,
  eligibility: eligibilityWire(c.eligibility, c.holdings),
  perks: c.perks,
  level: c.level,
  psvExemptUntil: c.psvExemptUntil
})

export const foundersWire = (f: FoundersPlan) => ({
  visible: f.visible,
  gate: f.gate,
  hidden: f.hidden,
  founder: f.standing.founder,
  founderPhase: f.standing.phase,
  since: f.standing.since,
  purchases: f.standing.purchases,
  phaseNow: f.phaseNow,
  founderProductIds: [...FOUNDER_PRODUCT_IDS],
  dates: { phase2Starts: f.dates.phase2Starts, phase3Starts: f.dates.phase3Starts, phase4Starts: f.dates.phase4Starts, founderPlanEnds: f.dates.founderPlanEnds, revenueSharingFirstDay: f.dates.revenueSharingFirstDay }
})

export const revenueSharingWire = (r: RevenueSharingOverview) => ({
  visible: !r.hidden,
  today: r.today,
  eligibility: eligibilityWire(r.eligibility, r.holdings),
  todayState: r.todayState,
  poolPercent: r.poolPercent,
  firstDay: r.firstDay,
  totalPaid: abeyWire(r.totalPaid),
  shares: r.shares
})

const shareWire = (s: RevenueShare) => ({ day: s.day, amount: abeyWire(s.amount), state: s.state, transferId: s.transferId, paidAt: s.paidAt })

export const dayWire = (d: RevenueSharingDay) => ({
  day: d.day,
  income: abeyWire(d.income),
  pool: abeyWire(d.pool),
  qualified: d.qualified,
  paidTotal: abeyWire(d.paidTotal),
  state: d.state,
  runs: d.runs,
  createdAt: d.createdAt,
  paidAt: d.paidAt
})

/** Issue 16: the points programmes (citizen, founders plan, revenue sharing) and their staff face. */
export const programmesRoutes = () =>
  routes(api.programmes, {
    citizen: ({ principal }) => Effect.map(showCitizenProgramme(principal.memberId), citizenWire),
    founders: ({ principal }) => Effect.map(showFoundersPlan(principal.memberId), foundersWire),
    revenueSharing: ({ principal }) => Effect.map(showRevenueSharing(principal.memberId), revenueSharingWire),
    payouts: ({ principal, query }) => {
      const page = query.page ?? 1
      const perPage = query.perPage ?? 15
      return Effect.map(listMyRevenueShares(principal.memberId, page, perPage), (r) => ({ data: r.rows.map(shareWire), meta: listMeta(r.total, page, perPage, r.rows.length) }))
    },
    memberStatus: ({ principal, params }) =>
      Effect.map(showProgrammeStatus(principal, params.id), (s) => ({ memberId: s.memberId, citizen: citizenWire(s.citizen), founders: foundersWire(s.founders), revenueSharing: revenueSharingWire(s.revenueSharing) })),
    days: ({ principal, query }) => {
      const page = query.page ?? 1
      const perPage = query.perPage ?? 15
      return Effect.map(listRevenueSharingDays(principal, page, perPage), (r) => ({ data: r.rows.map(dayWire), meta: listMeta(r.total, page, perPage, r.rows.length) }))
    },
    runDay: ({ principal, body }) => Effect.map(runRevenueSharingDay(principal, body.day.trim()), dayWire)
  })
