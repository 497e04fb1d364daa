import { Effect } from "effect"
import { Features, passes } from "../../identity/index"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import type { StaffPrincipal } from "../../kernel/principal"
import { LedgerRepository, accountKey, member, postTransfer, system } from "../../ledger/index"
import { phaseAt } from "../domain/calendar"
import { eligibility } from "../domain/eligibility"
import { dayRefusal, poolOf, splitPool } from "../domain/revenue-sharing"
import { RevenueSharingDayRefused } from "../errors"
import { ProgrammeCalendar } from "../ports/programme-calendar.port"
import { ProgrammeHoldings } from "../ports/programme-holdings.port"
import { RevenueSharingRepository } from "../ports/revenue-sharing.repository.port"
import { programmeNow } from "./programme-context"

const REVENUE = system("revenue", "abey")

/** The members who qualify for a day: the points programme's rule at the day's last instant, hide-for list excluded. */
export const qualifiedFor = (dayEnds: Date) =>
  Effect.gen(function* () {
    const calendar = yield* ProgrammeCalendar
    const gates = yield* Features
    const at = new Date(dayEnds.getTime() - 1)
    const phase = phaseAt(calendar, at)
    const candidates = yield* ProgrammeHoldings.use((h) => h.candidatesAt(at))
    return candidates.filter((c) => eligibility(c, phase, passes(gates.hideFor, c.memberId)).eligible).map((c) => c.memberId)
  })

/**
 * Step 1, one unit of work: the day is claimed with its pool and its shares, all "calculation in progress". Two
 * runners at once: the day's primary key lets one create it; the other waits for it and finds it (and its shares).
 */
const claim = (day: string, bounds: { readonly from: Date; readonly to: Date }) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* RevenueSharingRepository
        const existing = yield* repo.getDay(day)
        if (existing !== null) return existing
        const now = yield* Clock.use((c) => c.now)
        const income = yield* repo.incomeBetween(bounds.from, bounds.to)
        const balances = yield* LedgerRepository.use((l) => l.lockBalances([REVENUE]))
        const pool = poolOf(income, balances.get(accountKey(REVENUE)) ?? 0n)
        const members = yield* qualifiedFor(bounds.to)
        const { shares } = splitPool(pool, members)
        const claimed = yield* repo.claimDay({ day, income, pool, qualified: members.length, at: now }, shares)
        return claimed.day
      })
    )
  )

/** Step 2, one unit of work per share: locked, paid through the ledger under the share's key, marked paid. */
const payShare = (day: string, memberId: number) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* RevenueSharingRepository
        const share = yield* repo.lockShare(day, memberId)
        if (share === null || share.state === "paid") return 0n
        if (share.amount > 0n) {
          const { transfer } = yield* postTransfer({
            code: "programPayout",
            reference: { type: "revenue-sharing", id: day },
            idempotencyKey: `revenue-sharing:${day}:${memberId}`,
            legs: [{ from: REVENUE, to: member(memberId, "abey"), amount: share.amount }]
          })
          yield* repo.markSharePaid(day, memberId, transfer.id, yield* Clock.use((c) => c.now))
        } else {
          yield* repo.markSharePaid(day, memberId, null, yield* Clock.use((c) => c.now))
        }
        return share.amount
      })
    )
  )

/** Step 3: the day is paid once no share waits; its total is what the shares paid. */
const finish = (day: string) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* RevenueSharingRepository
        const d = yield* repo.getDay(day)
        if (d === null || d.state === "paid") return
        const waiting = yield* repo.unpaidShares(day)
        if (waiting.length > 0) return
        const paid = yield* repo.sharesTotal(day)
        yield* repo.finishDay(day, paid, yield* Clock.use((c) => c.now))
      })
    )
  )

/**
 * Runs a revenue-sharing day (the daily job, and staff's run and re-run): refused for a malformed day, a day before
 * 2023 or a day not over yet. Idempotent: a day already paid changes nothing; a day left half paid (a process
 * stopped) is finished. Safe with two processes at once: each share is paid under its lock and its ledger key.
 */
export const settleRevenueSharingDay = (day: string) =>
  Effect.gen(function* () {
    const calendar = yield* ProgrammeCalendar
    const now = yield* programmeNow
    const bounds = calendar.boundsOf(day)
    const refusal = dayRefusal(day, calendar.revenueSharingFirstDay, bounds?.to ?? null, now)
    if (refusal !== null || bounds === null) return yield* new RevenueSharingDayRefused({ day, reason: refusal ?? "malformed" })
    const claimed = yield* claim(day, bounds)
    const repo = yield* RevenueSharingRepository
    if (claimed.state !== "paid") {
      const waiting = yield* Transactor.use((tx) => tx.transaction(repo.unpaidShares(day)))
      for (const s of waiting) yield* payShare(day, s.memberId)
      yield* finish(day)
    }
    return (yield* repo.getDay(day))!
  })

/** Staff run (or re-run) a day; the run and its outcome are audited. */
export const runRevenueSharingDay = (principal: StaffPrincipal, day: string) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const before = yield* RevenueSharingRepository.use((r) => r.getDay(day))
    const result = yield* settleRevenueSharingDay(day)
    yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          yield* RevenueSharingRepository.use((r) => r.countRun(day))
          yield* AuditLog.use((a) =>
            a.record({
              actor: staffActor(principal),
              action: before === null ? "programmes.revenue_sharing.run" : "programmes.revenue_sharing.rerun",
              target: { type: "revenue-sharing-day", id: day },
              details: { pool: result.pool.toString(), paidTotal: result.paidTotal.toString(), qualified: result.qualified, state: result.state, wasState: before?.state ?? null }
            })
          )
        })
      )
    )
    return (yield* RevenueSharingRepository.use((r) => r.getDay(day)))!
  })

/** The daily job: the day before today (CST), once it is over. A day already paid is left alone. */
export const settleYesterday = Effect.gen(function* () {
  const calendar = yield* ProgrammeCalendar
  const now = yield* programmeNow
  const yesterday = calendar.dayOf(new Date(now.getTime() - 86_400_000))
  if (yesterday < calendar.revenueSharingFirstDay) return null
  return yield* settleRevenueSharingDay(yesterday)
})
