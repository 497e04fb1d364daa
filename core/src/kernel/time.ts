export const addSeconds = (d: Date, seconds: number): Date => new Date(d.getTime() + seconds * 1000)
export const secondsBetween = (from: Date, to: Date): number => Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000))
