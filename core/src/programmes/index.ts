/**
 * programmes — the points programmes of spec §1, §6 and §9: the citizen programme (eligibility: activated owned PLOTs
 * for the phase and a building), the founders plan (products 1–4 before the fixed end date; phases), revenue sharing
 * (a CST day's pool split among the day's qualified members, paid through the ledger, "calculation in progress"
 * until paid) and package perks (Gold, Platinum, PSV exemption). The public face of the area.
 */

// The model
export * from "./domain/calendar"
export * from "./domain/eligibility"
export * from "./domain/founders"
export * from "./domain/perks"
export * from "./domain/revenue-sharing"

// What it refuses with
export * from "./errors"

// The ports adapters implement
export * from "./ports/programme-calendar.port"
export * from "./ports/programme-holdings.port"
export * from "./ports/revenue-sharing.repository.port"

// What members do
export { perksOf, showCitizenProgramme } from "./use-cases/show-citizen-programme.use-case"
export { founderPlanVisibility, showFoundersPlan } from "./use-cases/show-founders-plan.use-case"
export { listMyRevenueShares, showRevenueSharing } from "./use-cases/show-revenue-sharing.use-case"
export { programmeStatusOf, showProgrammeStatus } from "./use-cases/show-programme-status.use-case"

// What staff do, and the daily job (apps/api/src/jobs.ts)
export { listRevenueSharingDays } from "./use-cases/show-revenue-sharing.use-case"
export { qualifiedFor, runRevenueSharingDay, settleRevenueSharingDay, settleYesterday } from "./use-cases/run-revenue-sharing-day.use-case"

// The port it provides to the profile (wired by the composition roots)
export { FounderStatusLive } from "./founder-status.layer"

// What the member pages answer, as types
export type CitizenProgramme = import("effect").Effect.Success<ReturnType<typeof import("./use-cases/show-citizen-programme.use-case").showCitizenProgramme>>
export type FoundersPlan = import("effect").Effect.Success<ReturnType<typeof import("./use-cases/show-founders-plan.use-case").showFoundersPlan>>
export type RevenueSharingOverview = import("effect").Effect.Success<ReturnType<typeof import("./use-cases/show-revenue-sharing.use-case").showRevenueSharing>>
