/**
 * The activity tracker's rules (spec §7 `POST member/common/tracker` every 15 s while a member is signed in, §9
 * activity tracker packages). Pure: the server and the property tests apply the same functions.
 *
 * - A beat reports the route the member looks at, the seconds the page was visible since their previous beat, and
 *   whether it is visible now. A beat claims at most {@link TRACKER_INTERVAL_SECONDS} seconds.
 * - Credited time never runs ahead of the wall clock: a beat is credited at most the whole seconds since the member's
 *   previous admitted beat (the first beat of a session at most one interval).
 * - At most {@link TRACKER_BEATS_PER_MINUTE} beats a member per clock minute are admitted (two tabs fit); the rest are
 *   refused (429), and the state shared by every API process decides, so the limit holds across processes. A process
 *   takes the member's beats from that state {@link TRACKER_SHARE} at a time and admits from its share
 *   ({@link admitFromShare}); through one process this decides exactly as {@link admitBeat}.
 * - A box is one CST day on which the member was on the site at least {@link BOX_SECONDS} seconds; the packages of
 *   spec §9 are reached at 7, 14, 28 and 56 boxes.
 */
export const TRACKER_INTERVAL_SECONDS = 15
export const TRACKER_BEATS_PER_MINUTE = 8
/** A route as the tracker keeps it: at most this many characters. */
export const TRACKER_ROUTE_MAX = 120
/** The activity tracker packages of spec §9, in boxes. */
export const ACTIVITY_PACKAGES = [7, 14, 28, 56] as const
export type ActivityPackage = (typeof ACTIVITY_PACKAGES)[number]
/** Seconds on the site in one CST day that make it a box (5 minutes). */
export const BOX_SECONDS = 300
/** Raw beats kept at most (older ones are deleted as new ones arrive; the rollups keep the sums). */
export const RAW_BEATS_CAP = 200_000
/** Per-member, per-day, per-route rollups are kept this many days (the AP window of 360 days and some). */
export const ROLLUP_RETENTION_DAYS = 400

/** A member's limiter state, as the shared store keeps it. */
export interface BeatWindow {
  /** The clock minute (whole minutes since the epoch) of the current window. */
  readonly minute: number
  /** Beats admitted in that minute. */
  readonly beats: number
  /** When the previous admitted beat arrived (ms since the epoch). */
  readonly lastAtMs: number
}

export type Admission = { readonly admitted: false } | { readonly admitted: true; readonly credited: number; readonly next: BeatWindow }

/** The seconds a beat may claim: whole, 0 … one interval. */
export const claimedSeconds = (seconds: number): number =>
  Number.isFinite(seconds) ? Math.max(0, Math.min(TRACKER_INTERVAL_SECONDS, Math.floor(seconds))) : 0

/**
 * What a beat of `claimed` seconds at `nowMs` is credited: what it may claim, but never more than the whole seconds
 * since the member's previous admitted beat (`null` before their first: what it claims).
 */
export const creditedSince = (previousMs: number | null, nowMs: number, claimed: number): number => {
  const c = claimedSeconds(claimed)
  return previousMs === null ? c : Math.min(c, Math.max(0, Math.ceil((nowMs - previousMs) / 1000)))
}

/**
 * Admits a beat of `claimed` seconds at `nowMs` given the member's state (null before their first beat), or refuses
 * it when the minute's beats are used up. The Kysely adapter runs this same rule as one atomic upsert.
 */
export const admitBeat = (state: BeatWindow | null, nowMs: number, claimed: number): Admission => {
  const minute = Math.floor(nowMs / 60_000)
  if (state === null) return { admitted: true, credited: creditedSince(null, nowMs, claimed), next: { minute, beats: 1, lastAtMs: nowMs } }
  const same = state.minute === minute
  if (same && state.beats >= TRACKER_BEATS_PER_MINUTE) return { admitted: false }
  return {
    admitted: true,
    credited: creditedSince(state.lastAtMs, nowMs, claimed),
    next: { minute, beats: same ? state.beats + 1 : 1, lastAtMs: Math.max(state.lastAtMs, nowMs) }
  }
}

/**
 * What one API process holds of a member's clock minute: beats it took from the shared limiter row and may still
 * admit without asking it again, and the member's previous beat as this process knows it. `exhausted` when the shared
 * row had no beat left for the minute: every further beat of that minute is refused without asking.
 */
export interface BeatShare {
  readonly minute: number
  readonly left: number
  readonly lastAtMs: number
  readonly exhausted: boolean
}

/**
 * The beats a process takes from the shared row at once: a tab's whole minute at one beat each 15 s, and half the
 * limit, so two processes serving one member's two tabs each get a share. The shared row never hands out more than
 * {@link TRACKER_BEATS_PER_MINUTE} a minute in all, so the limit holds across processes exactly.
 */
export const TRACKER_SHARE = 4

/**
 * Admits a beat from the process's share of its minute, as {@link admitBeat} would: credited at most the whole
 * seconds since the previous beat. `null` when the process holds no share of that minute (it takes one from the shared
 * row); refused when the minute is used up everywhere.
 */
export const admitFromShare = (share: BeatShare | undefined, nowMs: number, claimed: number): ShareAdmission | null => {
  const minute = Math.floor(nowMs / 60_000)
  if (share === undefined || share.minute !== minute) return null
  if (share.left <= 0) return share.exhausted ? { admitted: false } : null
  return { admitted: true, credited: creditedSince(share.lastAtMs, nowMs, claimed), next: { ...share, left: share.left - 1, lastAtMs: Math.max(share.lastAtMs, nowMs) } }
}

export type ShareAdmission = { readonly admitted: false } | { readonly admitted: true; readonly credited: number; readonly next: BeatShare }

/**
 * The browser's own budget, so it never sends a beat the server would refuse (a page loaded many times a minute sends
 * one beat as each is left): a beat may go when fewer than {@link TRACKER_BEATS_PER_MINUTE} − 1 were sent in the 60 s
 * before `nowMs` (`sentMs`, the times the browser's tabs sent theirs). Any clock minute is such a window, so a browser
 * that keeps it is never refused, whatever the offset between its clock and the server's.
 */
export const mayBeat = (sentMs: ReadonlyArray<number>, nowMs: number): boolean =>
  sentMs.filter((at) => at > nowMs - 60_000 && at <= nowMs).length < TRACKER_BEATS_PER_MINUTE - 1

/**
 * The route as the tracker keeps it, so rollups stay few: the path only (no query, no fragment), without the
 * language prefix, with ids (numbers, long hex or uuid segments) as `:id`, at most 6 segments and
 * {@link TRACKER_ROUTE_MAX} characters; null when it is not a path of ours.
 */
export const routeKey = (route: string): string | null => {
  const path = route.split(/[?#]/, 1)[0]!.trim()
  if (!path.startsWith("/") || path.startsWith("//")) return null
  const segments = path
    .split("/")
    .filter((s) => s !== "")
    .map((s) => (/^\d+$/.test(s) || /^[0-9a-f-]{16,}$/i.test(s) ? ":id" : s.toLowerCase()))
  if (segments.some((s) => !/^[a-z0-9:_.-]+$/.test(s))) return null
  const kept = (/^(en|cn|tc|jp|kr|ru)$/.test(segments[0] ?? "") ? segments.slice(1) : segments).slice(0, 6)
  return `/${kept.join("/")}`.slice(0, TRACKER_ROUTE_MAX)
}

/** The packages reached with `boxes` boxes, and the next one with the boxes it still needs. */
export const activityPackages = (boxes: number) => {
  const reached = ACTIVITY_PACKAGES.filter((p) => boxes >= p)
  const next = ACTIVITY_PACKAGES.find((p) => boxes < p) ?? null
  return { boxes, reached, next, missing: next === null ? 0 : next - boxes }
}

/** Whether a day with `seconds` on the site is a box. */
export const isBox = (seconds: number): boolean => seconds >= BOX_SECONDS
