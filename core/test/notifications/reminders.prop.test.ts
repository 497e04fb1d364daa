import {
  Clock,
  type NotificationDraft,
  NotificationRepository,
  SHOVEL_MIN_TO_DIG,
  type Shovel,
  TREE_FULL_GROWTH,
  type Tree,
  dig,
  durabilityOn,
  idleDays,
  miningReminders,
  postNotifications,
  shovelReminders,
  treeReminders,
  water
} from "@iw/core"
import { Effect, Layer } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

/**
 * The games' reminders for the notification centre (issue 14 §2), over arbitrary runs of CST days where the member
 * waters, digs, or does nothing, and the reminders are looked for any number of times a day (on every read, by the
 * job in two processes). The store keeps one per key; the rules say which keys, and so:
 * - at most one notification per subject (tree, shovel, session) and CST day;
 * - a tree is asked for water only on a day it was not watered and below 10, told once it is ready, never once harvested;
 * - a shovel is told rusting only after an idle day while it can still dig, and worn once each time it falls below 3.
 */

/** Each CST day: how many times the member waters tree 1, digs, harvests, and how often reminders are looked for. */
const dayArb = fc.record({ waters: fc.nat({ max: 2 }), digs: fc.nat({ max: 2 }), harvest: fc.boolean(), looks: fc.nat({ max: 3 }), skip: fc.nat({ max: 3 }) })

interface Posted extends NotificationDraft {
  readonly day: number
}

/** The subject a reminder is about, read from what it says (not from its key): the tree by its place, or the shovel. */
const subjectOf = (r: NotificationDraft) => (r.code.startsWith("tree.") ? `tree ${r.params.plotId} ${r.params.position}` : "shovel")

describe("games' reminders (issue 14 §2)", () => {
  it("post at most one per subject and CST day, and only when the rule holds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 40 }), fc.array(dayArb, { minLength: 1, maxLength: 60 }), (start, durability, days) => {
        const store = new Map<string, Posted>()
        let tree: Pick<Tree, "id" | "plot" | "position" | "growth" | "lastWateredDay" | "harvestedAt"> = { id: 1, plot: { x: 3, y: 4 }, position: 2, growth: 0, lastWateredDay: null, harvestedAt: null }
        let shovel: Shovel = { durability, activeDay: start }
        let day = start
        for (const d of days) {
          day += d.skip
          for (let i = 0; i < d.waters; i++) {
            const w = water(tree, day)
            if (w._tag === "Watered") tree = { ...tree, growth: w.growth, lastWateredDay: w.day }
          }
          for (let i = 0; i < d.digs; i++) {
            const g = dig(shovel, day)
            if (g._tag === "Dug") shovel = g.shovel
          }
          if (d.harvest && tree.growth === TREE_FULL_GROWTH) tree = { ...tree, harvestedAt: new Date(0) }
          for (let i = 0; i < d.looks; i++) {
            const drafts = [...shovelReminders(shovel, day), ...treeReminders([tree], day)]
            // The rule itself never names one key twice in one look.
            expect(new Set(drafts.map((r) => r.key)).size).toBe(drafts.length)
            for (const r of drafts) {
              if (r.code === "tree.needs_water") expect(tree.growth < TREE_FULL_GROWTH && tree.lastWateredDay !== day && tree.harvestedAt === null).toBe(true)
              if (r.code === "tree.ready") expect(tree.growth === TREE_FULL_GROWTH && tree.harvestedAt === null).toBe(true)
              if (r.code === "shovel.rusting") expect(idleDays(shovel, day) > 0 && durabilityOn(shovel, day) >= SHOVEL_MIN_TO_DIG).toBe(true)
              if (r.code === "shovel.worn") expect(durabilityOn(shovel, day)).toBeLessThan(SHOVEL_MIN_TO_DIG)
              if (!store.has(r.key)) store.set(r.key, { ...r, day })
            }
          }
        }
        const posted = [...store.values()]
        // At most one per code, subject and CST day …
        const perSubjectDay = new Map<string, number>()
        for (const p of posted) perSubjectDay.set(`${p.code}|${subjectOf(p)}|${p.day}`, (perSubjectDay.get(`${p.code}|${subjectOf(p)}|${p.day}`) ?? 0) + 1)
        for (const n of perSubjectDay.values()) expect(n).toBe(1)
        // … and a tree is told ready once, whatever the days.
        expect(posted.filter((p) => p.code === "tree.ready").length).toBeLessThanOrEqual(1)
        // A tree is asked for water on no day it was watered before being asked.
        for (const p of posted.filter((q) => q.code === "tree.needs_water")) expect(Number(p.params.growth)).toBeLessThan(TREE_FULL_GROWTH)
      }),
      { numRuns: 200 }
    )
  })

  it("a worn shovel is told once for each time it wore out, however many days it lies worn", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 50 }), (start, durability, idle) => {
        const shovel: Shovel = { durability, activeDay: start }
        const keys = new Set<string>()
        for (let d = start; d <= start + idle + 20; d++) for (const r of shovelReminders(shovel, d)) if (r.code === "shovel.worn") keys.add(r.key)
        expect(keys.size).toBeLessThanOrEqual(1)
      }),
      { numRuns: 100 }
    )
  })

  it("a mining session is told finished once its time has run, and never before", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: -5_000, max: 5_000 }), (id, offsetMs) => {
        const now = new Date(1_800_000_000_000)
        const session = { id, plot: { x: 1, y: 2 }, readyAt: new Date(now.getTime() + offsetMs), finishedAt: null }
        const r = miningReminders([session], now)
        expect(r.length).toBe(offsetMs <= 0 ? 1 : 0)
        expect(miningReminders([{ ...session, finishedAt: now }], now)).toEqual([])
        if (r.length === 1) expect(r[0]!.key).toBe(`mining.ready:session:${id}`)
      }),
      { numRuns: 100 }
    )
  })
})

/** An in-memory store that keeps one notification per member and key, as the database's unique index does. */
const inMemoryNotifications = () => {
  const rows: Array<{ memberId: number; key: string }> = []
  const layer = Layer.succeed(NotificationRepository)({
    post: (memberId, drafts) =>
      Effect.sync(() => {
        let added = 0
        for (const d of drafts)
          if (!rows.some((r) => r.memberId === memberId && r.key === d.key)) {
            rows.push({ memberId, key: d.key })
            added++
          }
        return added
      }),
    postMany: () => Effect.die("unused"),
    list: () => Effect.die("unused"),
    unreadCount: () => Effect.die("unused"),
    markRead: () => Effect.die("unused")
  })
  return { rows, layer }
}

describe("postNotifications", () => {
  it("adds a key once per member, however often and in whatever batches it is posted", () => {
    const draftArb = fc.record({ code: fc.constant("tree.needs_water"), params: fc.constant({}), key: fc.constantFrom("a", "b", "c", "d") })
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.array(draftArb, { maxLength: 6 })), { maxLength: 20 }), (posts) => {
        const store = inMemoryNotifications()
        const clock = Layer.succeed(Clock)({ now: Effect.succeed(new Date(0)) })
        let added = 0
        for (const [memberId, drafts] of posts) added += Effect.runSync(postNotifications(memberId, drafts).pipe(Effect.provide(Layer.merge(store.layer, clock))))
        const distinct = new Set(posts.flatMap(([m, ds]) => ds.map((d) => `${m}|${d.key}`)))
        expect(added).toBe(distinct.size)
        expect(store.rows.length).toBe(distinct.size)
      }),
      { numRuns: 100 }
    )
  })
})
