import { type ActivityBeat, ActivityRepository, BOX_SECONDS, type BeatWindow, TRACKER_BEATS_PER_MINUTE, admitBeat } from "@iw/core"
import type { Effect } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, expect, it } from "vitest"
import type { PortEnv } from "../support/ports"

/**
 * The ActivityRepository's contract, run against every adapter: `admit` answers exactly what `admitBeat` answers for
 * the member's beats in the order they come (a minute's beats are capped, a beat is credited no more seconds than
 * passed since the last); what is recorded and flushed adds up per day (active members, seconds, beats, boxes of at
 * least BOX_SECONDS) and per route (seconds, beats, member-days, most time first), and a member's boxes are their days
 * with enough seconds. Each run uses its own members and days, so the runs share one store.
 */
export const activityRepositoryPortSuite = (adapter: string, make: () => Promise<PortEnv>) => {
  let env: PortEnv
  const repo = <A>(f: (r: ActivityRepository["Service"]) => Effect.Effect<A>) => env.run(ActivityRepository.use(f))
  beforeAll(async () => {
    env = await make()
  })
  afterAll(async () => {
    await env?.close()
  })

  it(`${adapter}: admit credits and refuses beats exactly as admitBeat does, member by member`, async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            member: fc.nat({ max: 1 }),
            stepMs: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 3000 }), weight: 6 }, { arbitrary: fc.integer({ min: 10_000, max: 20_000 }), weight: 2 }, { arbitrary: fc.constant(61_000), weight: 1 }),
            claimed: fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double({ noNaN: false }))
          }),
          { minLength: 1, maxLength: 40 }
        ),
        async (beats) => {
          const base = 1_000_000 + 10 * run++
          const model = new Map<number, BeatWindow>()
          let now = Date.UTC(2026, 0, 1) + run * 3_600_000
          for (const b of beats) {
            now += b.stepMs
            const memberId = base + b.member
            const want = admitBeat(model.get(memberId) ?? null, now, b.claimed)
            if (want.admitted) model.set(memberId, want.next)
            expect(await repo((r) => r.admit(memberId, now, b.claimed))).toBe(want.admitted ? want.credited : null)
          }
        }
      ),
      { numRuns: adapter === "in-memory" ? 200 : 25 }
    )
  })

  it(`${adapter}: a member's minute takes TRACKER_BEATS_PER_MINUTE beats; the next minute starts afresh`, async () => {
    const memberId = 999_999
    const minute = Date.UTC(2026, 1, 1, 12, 0)
    const answers: Array<number | null> = []
    for (let i = 0; i < TRACKER_BEATS_PER_MINUTE + 2; i++) answers.push(await repo((r) => r.admit(memberId, minute + i * 5000, 15)))
    expect(answers).toEqual([15, ...Array.from({ length: TRACKER_BEATS_PER_MINUTE - 1 }, () => 5), null, null])
    expect(await repo((r) => r.admit(memberId, minute + 60_000, 15))).toBe(15)
  })

  it(`${adapter}: recorded beats add up per day, route and member once flushed`, async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ member: fc.nat({ max: 3 }), day: fc.nat({ max: 2 }), route: fc.constantFrom("/map", "/plots/:id", "/points/citizen-program"), seconds: fc.integer({ min: 0, max: 15 }) }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 5 }),
        async (raw, minutes) => {
          const day0 = 30_000 + 10 * run
          const member0 = 2_000_000 + 10 * run++
          // Enough beats for some boxes: each beat stands for `minutes` of 15-second beats.
          const beats: Array<ActivityBeat> = raw.flatMap((b) =>
            Array.from({ length: minutes * 4 }, () => ({ memberId: member0 + b.member, route: b.route, seconds: b.seconds, visible: true, day: day0 + b.day, at: new Date((day0 + b.day) * 86_400_000 + 43_200_000) }))
          )
          for (const b of beats) await repo((r) => r.record(b))
          await repo((r) => r.flush)

          const days = [0, 1, 2].flatMap((d) => {
            const mine = beats.filter((b) => b.day === day0 + d)
            if (mine.length === 0) return []
            const perMember = new Map<number, number>()
            for (const b of mine) perMember.set(b.memberId, (perMember.get(b.memberId) ?? 0) + b.seconds)
            return [{ day: day0 + d, activeMembers: perMember.size, seconds: mine.reduce((n, b) => n + b.seconds, 0), beats: mine.length, boxes: [...perMember.values()].filter((s) => s >= BOX_SECONDS).length }]
          })
          expect(await repo((r) => r.days(day0, day0 + 2))).toEqual(days)
          const routes = [...new Set(beats.map((b) => b.route))]
            .map((route) => {
              const mine = beats.filter((b) => b.route === route)
              return { route, seconds: mine.reduce((n, b) => n + b.seconds, 0), beats: mine.length, memberDays: new Set(mine.map((b) => `${b.day}|${b.memberId}`)).size }
            })
            .sort((a, b) => b.seconds - a.seconds || (a.route < b.route ? -1 : 1))
          expect(await repo((r) => r.routes(day0, day0 + 2, 2))).toEqual(routes.slice(0, 2))
          for (let m = 0; m < 4; m++) {
            const perDay = new Map<number, number>()
            for (const b of beats) if (b.memberId === member0 + m && b.day >= day0 + 1) perDay.set(b.day, (perDay.get(b.day) ?? 0) + b.seconds)
            expect(await repo((r) => r.memberBoxes(member0 + m, day0 + 1, BOX_SECONDS))).toBe([...perDay.values()].filter((s) => s >= BOX_SECONDS).length)
          }
        }
      ),
      { numRuns: adapter === "in-memory" ? 100 : 15 }
    )
  })
}
