import { Effect } from "effect"
import { Clock } from "../../kernel/ports/clock.port"
import { GameCalendar, GoldRushRepository, miningReminders, shovelReminders } from "../../gold-rush/index"
import { postNotifications, postNotificationsToMembers } from "../../notifications/index"
import { treeReminders } from "../domain/reminders"
import { LumberYardRepository } from "../ports/lumber-yard.repository.port"

/**
 * When the games' reminders are made (issue 14 §2): the games' state is computed from timestamps (no daily batch), so
 * a reminder is posted when it is looked for, from the state at that instant:
 * - on read: before the member's notifications or their unread count are read (the header asks on every page and
 *   after every live update), this posts the member's due reminders;
 * - by the background job (`sweepGameReminders`): every tick, the members whose mining session's time has run; and
 *   once per CST day in each process, every member with a growing tree or a shovel, in pages.
 * Each reminder carries a key (subject, and CST day for a daily one) the store keeps one of per member, so posting
 * again, from two processes or under races, adds nothing: at most one per tree/shovel and day, one per session.
 * Answers how many were new.
 */
export const postGameReminders = (memberId: number) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const day = (yield* GameCalendar).dayOf(now)
    const gold = yield* GoldRushRepository
    const shovel = yield* gold.shovel(memberId)
    const open = yield* gold.openSessions(memberId)
    const trees = yield* LumberYardRepository.use((r) => r.trees(memberId, null))
    return yield* postNotifications(memberId, [...shovelReminders(shovel, day), ...miningReminders(open, now), ...treeReminders(trees, day)])
  })

const SWEEP_PAGE = 500

/** The reminders of a page of members, read in three queries and posted in one write. */
const postPage = (memberIds: ReadonlyArray<number>, now: Date, day: number) =>
  Effect.gen(function* () {
    if (memberIds.length === 0) return 0
    const gold = yield* GoldRushRepository
    const shovels = yield* gold.shovelsOf(memberIds)
    const sessions = yield* gold.openSessionsOf(memberIds)
    const trees = yield* LumberYardRepository.use((r) => r.treesOf(memberIds))
    return yield* postNotificationsToMembers(
      memberIds.map((m) => ({
        memberId: m,
        drafts: [...shovelReminders(shovels.get(m) ?? null, day), ...miningReminders(sessions.filter((s) => s.memberId === m), now), ...treeReminders(trees.filter((t) => t.memberId === m), day)]
      }))
    )
  })

/**
 * The background job's part (see `postGameReminders`): always, the members whose mining session's time has run; and
 * when the CST day is not `sweptDay` (the last day this process swept whole), every member with a growing tree or a
 * shovel, 500 at a time (three reads and one write a page). Answers how many were posted and the day it swept whole
 * (to pass back next time).
 */
export const sweepGameReminders = (sweptDay: number | null) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const day = (yield* GameCalendar).dayOf(now)
    const ready = yield* GoldRushRepository.use((r) => r.readySessionMembers(now, SWEEP_PAGE))
    let posted = yield* postPage(ready, now, day)
    if (sweptDay === day) return { posted, sweptDay: day }
    const repo = yield* LumberYardRepository
    let after = 0
    for (;;) {
      const page = yield* repo.gameMembers(after, SWEEP_PAGE)
      posted += yield* postPage(page, now, day)
      if (page.length < SWEEP_PAGE) return { posted, sweptDay: day }
      after = page[page.length - 1]!
    }
  })
