import { type ActivityBeat, ActivityRepository, BOX_SECONDS, type BeatWindow, admitBeat } from "@iw/core"
import { Effect, Layer } from "effect"

/** The tracker's store in memory: the same `admitBeat` rule as the Kysely upsert, beats kept as they come. */
export const inMemoryActivity = () => {
  const limits = new Map<number, BeatWindow>()
  const beats: Array<ActivityBeat> = []
  const layer = Layer.succeed(ActivityRepository)({
    admit: (memberId, nowMs, claimed) =>
      Effect.sync(() => {
        const a = admitBeat(limits.get(memberId) ?? null, nowMs, claimed)
        if (!a.admitted) return null
        limits.set(memberId, a.next)
        return a.credited
      }),
    record: (beat) => Effect.sync(() => void beats.push(beat)),
    flush: Effect.void,
    days: (from, to) =>
      Effect.sync(() => {
        const out = new Map<number, { day: number; members: Map<number, number>; beats: number }>()
        for (const b of beats) {
          if (b.day < from || b.day > to) continue
          const d = out.get(b.day) ?? { day: b.day, members: new Map(), beats: 0 }
          d.members.set(b.memberId, (d.members.get(b.memberId) ?? 0) + b.seconds)
          d.beats += 1
          out.set(b.day, d)
        }
        return [...out.values()]
          .sort((a, b) => a.day - b.day)
          .map((d) => ({
            day: d.day,
            activeMembers: d.members.size,
            seconds: [...d.members.values()].reduce((a, b) => a + b, 0),
            beats: d.beats,
            boxes: [...d.members.values()].filter((s) => s >= BOX_SECONDS).length
          }))
      }),
    routes: (from, to, limit) =>
      Effect.sync(() => {
        const out = new Map<string, { route: string; seconds: number; beats: number; members: Set<string> }>()
        for (const b of beats) {
          if (b.day < from || b.day > to) continue
          const r = out.get(b.route) ?? { route: b.route, seconds: 0, beats: 0, members: new Set() }
          r.seconds += b.seconds
          r.beats += 1
          r.members.add(`${b.day}|${b.memberId}`)
          out.set(b.route, r)
        }
        return [...out.values()]
          .sort((a, b) => b.seconds - a.seconds || (a.route < b.route ? -1 : 1))
          .slice(0, limit)
          .map((r) => ({ route: r.route, seconds: r.seconds, beats: r.beats, memberDays: r.members.size }))
      }),
    memberBoxes: (memberId, from, minSeconds) =>
      Effect.sync(() => {
        const days = new Map<number, number>()
        for (const b of beats) if (b.memberId === memberId && b.day >= from) days.set(b.day, (days.get(b.day) ?? 0) + b.seconds)
        return [...days.values()].filter((s) => s >= minSeconds).length
      })
  })
  return { layer, limits, beats }
}
