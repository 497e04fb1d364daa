/**
 * A member's notification (issue 14 §2): a code and its parameters, rendered in the reader's language by the client
 * (catalogue `notifications`), kept with its read state. Any area posts through this area's index.ts.
 *
 * Each posted notification carries a key that names its subject and, where a reminder repeats, its CST day
 * (`tree.needs_water:tree:12:day:20500`): the store keeps at most one notification per member and key, so posting the
 * same reminder again (on every read, from a job in two processes, under races) adds nothing.
 */
export interface NotificationDraft {
  /** The message id, e.g. `tree.needs_water`. */
  readonly code: string
  /** Parameters of the message: whole numbers and short texts only. */
  readonly params: Readonly<Record<string, string | number>>
  /** One notification per member and key: the subject, and the CST day for a daily reminder. */
  readonly key: string
}

export interface Notification extends NotificationDraft {
  readonly id: number
  readonly memberId: number
  readonly createdAt: Date
  readonly readAt: Date | null
}

/** The longest key the store keeps. */
export const NOTIFICATION_KEY_MAX = 120

/** A daily reminder's key: its code, the subject and the CST day. */
export const dailyKey = (code: string, subject: string, day: number): string => `${code}:${subject}:day:${day}`

/** A once-only notification's key: its code and the subject. */
export const onceKey = (code: string, subject: string): string => `${code}:${subject}`

/** Drafts with one per key, the first kept: what a post may add at most. */
export const distinctByKey = <D extends NotificationDraft>(drafts: ReadonlyArray<D>): ReadonlyArray<D> => {
  const seen = new Set<string>()
  return drafts.filter((d) => (seen.has(d.key) ? false : (seen.add(d.key), true)))
}
