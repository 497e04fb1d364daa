import { Effect } from "effect"
import { type Perk, currentLevel, perkOf, psvExemptUntil } from "../domain/perks"
import { ProgrammeHoldings } from "../ports/programme-holdings.port"
import { eligibilityNow } from "./programme-context"

/** The member's package perks (spec §9), newest first, from their approved purchases. */
export const perksOf = (memberId: number, now: Date) =>
  Effect.map(ProgrammeHoldings.use((h) => h.approvedPurchases(memberId)), (rows) => {
    const perks = rows.map((r) => perkOf(r.purchaseId, r.cents, r.at)).filter((p): p is Perk => p !== null).sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())
    return { perks, level: currentLevel(perks, now), psvExemptUntil: psvExemptUntil(perks, now) }
  })

/**
 * `points/citizen-program`: the citizen programme is the points programme of spec §6. A member is a citizen while
 * they hold the activated owned PLOTs of the phase and a building; the page shows what they hold against what the
 * phase asks, and their package perks with end dates. Hidden for the hide-for list (the page says so).
 */
export const showCitizenProgramme = (memberId: number) =>
  Effect.gen(function* () {
    const e = yield* eligibilityNow(memberId)
    const perks = yield* perksOf(memberId, e.now)
    return { visible: !e.hidden, ...e, ...perks }
  })
