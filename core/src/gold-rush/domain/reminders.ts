import { type MiningSession, secondsLeft } from "./mining"
import { type Shovel, shovelState } from "./shovel"

/**
 * Gold Rush's reminders for the notification centre (issue 14 §2), as pure rules over the state on a CST day. Each
 * carries the key the notification store keeps one of per member (see notifications' `dailyKey`/`onceKey`):
 * - `shovel.rusting` (durability): the shovel lost durability to idle days and can still dig; once per CST day;
 * - `shovel.worn` (durability): below 3 it can no longer dig; once for each time it wore out (keyed by the last day
 *   it worked, so a new shovel that wears out again is told again);
 * - `mining.ready` (plotId): a session's time has run and it can be finished; once per session.
 */
export interface GameReminder {
  readonly code: "shovel.rusting" | "shovel.worn" | "mining.ready"
  readonly params: Readonly<Record<string, string | number>>
  readonly key: string
}

export const shovelReminders = (shovel: Shovel | null, day: number): ReadonlyArray<GameReminder> => {
  if (shovel === null) return []
  const s = shovelState(shovel, day)
  if (!s.canDig) return [{ code: "shovel.worn", params: { durability: s.durability }, key: `shovel.worn:shovel:since:${shovel.activeDay}` }]
  if (s.rusting) return [{ code: "shovel.rusting", params: { durability: s.durability }, key: `shovel.rusting:shovel:day:${day}` }]
  return []
}

export const miningReminders = (open: ReadonlyArray<Pick<MiningSession, "id" | "plot" | "readyAt" | "finishedAt">>, now: Date): ReadonlyArray<GameReminder> =>
  open
    .filter((s) => s.finishedAt === null && secondsLeft(s, now) === 0)
    .map((s) => ({ code: "mining.ready", params: { plotId: `${s.plot.x},${s.plot.y}` }, key: `mining.ready:session:${s.id}` }))
