import { type Tree, treeState } from "./tree"

/**
 * Lumber Yard's reminders for the notification centre (issue 14 §2), pure over the trees on a CST day:
 * - `tree.needs_water` (plotId, position, growth): a growing tree not yet watered today and not fully grown; once per
 *   tree and CST day;
 * - `tree.ready` (plotId, position): a tree at 10 points waits to be harvested; once per tree.
 * A harvested tree is told nothing. The key is the one the notification store keeps one of per member.
 */
export interface TreeReminder {
  readonly code: "tree.needs_water" | "tree.ready"
  readonly params: Readonly<Record<string, string | number>>
  readonly key: string
}

export const treeReminders = (trees: ReadonlyArray<Pick<Tree, "id" | "plot" | "position" | "growth" | "lastWateredDay" | "harvestedAt">>, day: number): ReadonlyArray<TreeReminder> =>
  trees.flatMap((t): ReadonlyArray<TreeReminder> => {
    const s = treeState(t, day)
    const where = { plotId: `${t.plot.x},${t.plot.y}`, position: t.position }
    if (s.harvested) return []
    if (s.canHarvest) return [{ code: "tree.ready", params: where, key: `tree.ready:tree:${t.id}` }]
    if (s.canWater) return [{ code: "tree.needs_water", params: { ...where, growth: s.growth }, key: `tree.needs_water:tree:${t.id}:day:${day}` }]
    return []
  })
