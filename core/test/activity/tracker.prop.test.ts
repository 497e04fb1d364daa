import {
  ACTIVITY_PACKAGES,
  type BeatWindow,
  STATS_MAX_DAYS,
  TRACKER_BEATS_PER_MINUTE,
  TRACKER_INTERVAL_SECONDS,
  TRACKER_ROUTE_MAX,
  activityPackages,
  type BeatShare,
  TRACKER_SHARE,
  admitBeat,
  admitFromShare,
  claimedSeconds,
  mayBeat,
  dayNumberOf,
  isoOfDay,
  routeKey,
  statsPeriod
} from "@iw/core"
import fc from "fast-check"
import { describe, expect, it } from "vitest"

/** Beats of one member: gaps in ms (0 = at once) and the seconds each claims (anything a client may send). */
const beatsArb = fc.array(fc.record({ gapMs: fc.oneof(fc.nat({ max: 2_000 }), fc.nat({ max: 120_000 })), claimed: fc.integer({ min: -10, max: 4_000 }) }), {
  minLength: 1,
  maxLength: 120
})

const run = (start: number, beats: ReadonlyArray<{ gapMs: number; claimed: number }>) => {
  let state: BeatWindow | null = null
  let now = start
  const out: Array<{ at: number; admitted: boolean; credited: number }> = []
  for (const b of beats) {
    now += b.gapMs
    const a = admitBeat(state, now, b.claimed)
    if (a.admitted) state = a.next
    out.push({ at: now, admitted: a.admitted, credited: a.admitted ? a.credited : 0 })
  }
  return out
}

describe("the tracker's admission (spec §7 tracker every 15 s)", () => {
  it("admits at most 8 beats a member in any clock minute", () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), beatsArb, (start, beats) => {
        const perMinute = new Map<number, number>()
        for (const b of run(start, beats)) if (b.admitted) perMinute.set(Math.floor(b.at / 60_000), (perMinute.get(Math.floor(b.at / 60_000)) ?? 0) + 1)
        for (const n of perMinute.values()) expect(n).toBeLessThanOrEqual(TRACKER_BEATS_PER_MINUTE)
      }),
      { numRuns: 200 }
    )
  })

  it("never credits more than one interval plus the wall time (and a second a beat for rounding up)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), beatsArb, (start, beats) => {
        const out = run(start, beats)
        const admitted = out.filter((b) => b.admitted)
        const span = (admitted[admitted.length - 1]!.at - admitted[0]!.at) / 1000
        const credited = admitted.reduce((s, b) => s + b.credited, 0)
        for (const b of admitted) expect(b.credited).toBeGreaterThanOrEqual(0)
        for (const b of admitted) expect(b.credited).toBeLessThanOrEqual(TRACKER_INTERVAL_SECONDS)
        expect(credited).toBeLessThanOrEqual(TRACKER_INTERVAL_SECONDS + span + admitted.length)
      }),
      { numRuns: 200 }
    )
  })

  it("never refuses a browser that keeps its own budget, whatever its clock's offset from the server's", () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), fc.integer({ min: -300_000, max: 300_000 }), beatsArb, (start, offset, beats) => {
        let state: BeatWindow | null = null
        let now = start
        const sent: Array<number> = []
        for (const b of beats) {
          now += b.gapMs
          if (!mayBeat(sent, now)) continue
          sent.push(now)
          const a = admitBeat(state, now + offset, b.claimed)
          expect(a.admitted).toBe(true)
          if (a.admitted) state = a.next
        }
      })
    )
  })

  it("lets a browser beat every 15 s and when each page is left, but not a ninth time in a minute", () => {
    expect([0, 15_000, 30_000, 45_000].every((_, i, all) => mayBeat(all.slice(0, i), all[i]!))).toBe(true)
    const burst = Array.from({ length: TRACKER_BEATS_PER_MINUTE - 1 }, (_, i) => 1_000 * i)
    expect(mayBeat(burst, 59_000)).toBe(false)
    expect(mayBeat(burst, 60_001)).toBe(true)
  })

  it("takes every beat of a member posting every 15 s (with a second of jitter) and credits what they claim", () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 60 }), (start, jitters) => {
        const out = run(
          start,
          jitters.map((j, i) => ({ gapMs: i === 0 ? 0 : 15_000 + j, claimed: 14 }))
        )
        for (const b of out) expect(b).toMatchObject({ admitted: true, credited: 14 })
      }),
      { numRuns: 100 }
    )
  })
})

/**
 * The adapter's way (activity.kysely-repository.ts): each API process admits from its share of the member's minute
 * and takes a share of {@link TRACKER_SHARE} from the shared row when it has none; the row hands out at most the limit
 * a minute in all, and keeps the latest beat time it was told.
 */
const runShared = (start: number, beats: ReadonlyArray<{ gapMs: number; claimed: number; process: number }>) => {
  const row = { minute: -1, handedOut: 0, lastAtMs: null as number | null }
  const shares = new Map<number, BeatShare>()
  let now = start
  const out: Array<{ at: number; admitted: boolean; credited: number }> = []
  for (const b of beats) {
    now += b.gapMs
    const minute = Math.floor(now / 60_000)
    const local = admitFromShare(shares.get(b.process), now, b.claimed)
    if (local !== null) {
      if (local.admitted) shares.set(b.process, local.next)
      out.push({ at: now, admitted: local.admitted, credited: local.admitted ? local.credited : 0 })
      continue
    }
    if (row.minute !== minute) Object.assign(row, { minute, handedOut: 0 })
    const granted = Math.min(TRACKER_SHARE, TRACKER_BEATS_PER_MINUTE - row.handedOut)
    const previous = row.lastAtMs
    // As the statement: a refused share changes nothing.
    if (granted > 0) {
      row.handedOut += granted
      row.lastAtMs = Math.max(row.lastAtMs ?? now, now)
    }
    const known = shares.get(b.process)?.lastAtMs
    const last = Math.max(previous ?? -Infinity, known ?? -Infinity)
    if (granted <= 0) {
      shares.set(b.process, { minute, left: 0, lastAtMs: Number.isFinite(last) ? last : now, exhausted: true })
      out.push({ at: now, admitted: false, credited: 0 })
      continue
    }
    shares.set(b.process, { minute, left: granted - 1, lastAtMs: Math.max(now, Number.isFinite(last) ? last : now), exhausted: false })
    const c = claimedSeconds(b.claimed)
    out.push({ at: now, admitted: true, credited: Number.isFinite(last) ? Math.min(c, Math.max(0, Math.ceil((now - last) / 1000))) : c })
  }
  return out
}

describe("the tracker's shares of a member's minute (one statement a minute per process)", () => {
  it("through one process, decide every beat and credit exactly as the single rule does", () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), beatsArb, (start, beats) => {
        expect(runShared(start, beats.map((b) => ({ ...b, process: 0 })))).toEqual(run(start, beats))
      }),
      { numRuns: 2000 }
    )
  })

  it("through several processes, never admit more than 8 a member in any clock minute", () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), beatsArb, fc.array(fc.nat({ max: 2 }), { minLength: 120, maxLength: 120 }), (start, beats, processes) => {
        const perMinute = new Map<number, number>()
        for (const b of runShared(start, beats.map((x, i) => ({ ...x, process: processes[i]! })))) {
          if (b.admitted) perMinute.set(Math.floor(b.at / 60_000), (perMinute.get(Math.floor(b.at / 60_000)) ?? 0) + 1)
        }
        for (const n of perMinute.values()) expect(n).toBeLessThanOrEqual(TRACKER_BEATS_PER_MINUTE)
      }),
      { numRuns: 300 }
    )
  })

  it("through two processes, a member's two tabs beating every 15 s are never refused", () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), fc.integer({ min: 1, max: 14_999 }), fc.integer({ min: 2, max: 40 }), (start, offset, n) => {
        const beats: Array<{ gapMs: number; claimed: number; process: number }> = []
        for (let i = 0; i < n; i++) {
          beats.push({ gapMs: i === 0 ? 0 : 15_000 - offset, claimed: 15, process: 0 })
          beats.push({ gapMs: offset, claimed: 15, process: 1 })
        }
        expect(runShared(start, beats).every((b) => b.admitted)).toBe(true)
      }),
      { numRuns: 300 }
    )
  })
})

describe("routes as the tracker keeps them", () => {
  it("are short paths of ours, without query, language or ids, and stay routes when keyed again", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.webPath(), fc.webUrl()), (route) => {
        const k = routeKey(route)
        if (k === null) return
        expect(k.startsWith("/")).toBe(true)
        expect(k.length).toBeLessThanOrEqual(TRACKER_ROUTE_MAX)
        expect(k).not.toMatch(/[?#]/)
        expect(k.split("/").some((s) => /^\d+$/.test(s))).toBe(false)
        expect(routeKey(k)).not.toBeNull()
      }),
      { numRuns: 100 }
    )
    expect(routeKey("/en/plots/123/buildings?x=1")).toBe("/plots/:id/buildings")
    expect(routeKey("https://evil.example/")).toBeNull()
    expect(routeKey("//evil.example/")).toBeNull()
  })
})

describe("activity tracker packages (spec §9: 7, 14, 28, 56 boxes)", () => {
  it("reaches exactly the packages at or under the boxes, and names the next with what it misses", () => {
    fc.assert(
      fc.property(fc.nat({ max: 100 }), (boxes) => {
        const p = activityPackages(boxes)
        expect(p.reached).toEqual(ACTIVITY_PACKAGES.filter((n) => n <= boxes))
        if (p.next === null) expect(boxes).toBeGreaterThanOrEqual(56)
        else {
          expect(p.next).toBeGreaterThan(boxes)
          expect(boxes + p.missing).toBe(p.next)
        }
      })
    )
  })
})

describe("statistics periods", () => {
  it("are whole days, from ≤ to, at most 366, and ISO days round-trip", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 0, max: 40_000 }), (a, b, today) => {
        expect(dayNumberOf(isoOfDay(a))).toBe(a)
        const p = statsPeriod({ from: isoOfDay(a), to: isoOfDay(b) }, today)
        if ("invalid" in p) expect(b < a || b - a + 1 > STATS_MAX_DAYS).toBe(true)
        else expect(p).toEqual({ from: a, to: b })
        const d = statsPeriod({}, today)
        expect(d).toEqual({ from: today - 29, to: today })
      }),
      { numRuns: 200 }
    )
    expect(dayNumberOf("2026-02-30")).toBeNull()
  })
})
