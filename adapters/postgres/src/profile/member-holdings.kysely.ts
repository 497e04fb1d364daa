import { MemberHoldings } from "@iw/core"
import { Effect, Layer } from "effect"
import { sql } from "kysely"
import { Db, query } from "../executor"

/**
 * The profile's MemberHoldings (memberHasPlots, is3DPremiumBuildingExists) in one statement of two indexed EXISTS,
 * for `GET member` (issue 11 §2). The same answer as the buildings area's MemberHoldingsLive (which reads a page of
 * the member's plots, all their buildings and every template: four round trips), which in-memory tests keep.
 */
export const MemberHoldingsKysely = Layer.effect(
  MemberHoldings,
  Effect.gen(function* () {
    const db = yield* Db
    return {
      of: (memberId: number) =>
        Effect.map(
          query(db, (x) =>
            x
              .selectNoFrom([
                sql<boolean>`exists (select 1 from plots where owner_id = ${memberId})`.as("has_plots"),
                sql<boolean>`exists (select 1 from buildings b join building_templates t on t.id = b.template_id where b.member_id = ${memberId} and t.premium_3d)`.as("has_premium")
              ])
              .executeTakeFirstOrThrow()
          ),
          (r) => ({ hasPlots: Boolean(r.has_plots), has3DPremiumBuilding: Boolean(r.has_premium) })
        )
    }
  })
)
