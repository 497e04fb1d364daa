import { Effect } from "effect"
import { BuildingRepository } from "../../buildings/index"
import { categoryOfBuildingTemplate } from "./create-listing.use-case"

/**
 * The member's buildings as the Sell menu shows them (virtualbuildings, premium-buildings, buildings): each with its
 * template's name, its category, and whether it may be listed now — not placed (remove it first), not minted, not
 * already listed.
 */
export const listMyBuildingsForSale = (memberId: number) =>
  Effect.gen(function* () {
    const repo = yield* BuildingRepository
    const buildings = yield* repo.ofMember(memberId)
    const rows = []
    for (const b of buildings) {
      const t = yield* repo.template(b.templateId)
      if (t === null) continue
      const state: "placed" | "minted" | "listed" | "held" = b.listed === true ? "listed" : b.area !== null ? "placed" : b.minted ? "minted" : "held"
      rows.push({ id: b.id, templateId: t.id, name: t.name, size: b.size, category: categoryOfBuildingTemplate(t), state })
    }
    return rows
  })
