export const addSeconds = (d: Date, seconds: number): Date => new Date(d.getTime() + seconds * 1000)
export const secondsBetween = (from: Date, to: Date): number => Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000))

/**
 * The dates a report covers when the caller names none: up to `to` (default now), from `from` (default `days`
 * before `to`).
 */
export const reportRange = (range: { readonly from?: Date; readonly to?: Date }, now: Date, days: number): { readonly from: Date; readonly to: Date } => {
  const to = range.to ?? now
  return { from: range.from ?? new Date(to.getTime() - days * 86_400_000), to }
}
