import { type LandSchemas, type WorldSnapshot, cstDays, decodeSnapshot } from "@iw/contracts"
import { LandSchemas as LandContract } from "@iw/contracts"
import { api } from "../../../lib/api"

export type Area = { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number }
export type PlotKind = typeof LandSchemas.PlotKind.Type
export type RegisterBody = typeof LandSchemas.RegisterPlotsBody.Type
export type RegisterResult = typeof LandSchemas.RegisterPlotsResult.Type
export type ReserveResult = typeof LandSchemas.ReserveAreaResult.Type
export type SalesReport = typeof LandSchemas.SalesReport.Type
export type District = typeof LandSchemas.District.Type
export type ReservedAreaSummary = typeof LandSchemas.ReservedAreaSummary.Type
export type ReservedArea = typeof LandSchemas.ReservedArea.Type

export type AreaAction = typeof LandSchemas.AreaAction.Type
export type AvailabilityResult = typeof LandSchemas.AreaAvailabilityResult.Type

/** Plot kinds and levels as core defines them; the area actions as the contract names them. */
export { PLOT_KINDS, PLOT_LEVELS } from "@iw/core/domain"
export const AREA_ACTIONS: ReadonlyArray<AreaAction> = LandContract.AreaAction.literals

export const registerPlots = (body: RegisterBody) => api.land.register({ body })

export const reserveArea = (area: Area, name: string) => api.land.reserve({ body: { area, name } })

/** Suspends or resumes, withdraws or releases the sale of an area's land (`POST staff/plot-registration/availability`). */
export const changeAvailability = (area: Area, action: AreaAction) => api.land.availability({ body: { area, action } })

/** Ends a reservation: its plots go back to their usual state (`DELETE staff/plot-registration/reserved-areas/:id`). */
export const unreserveArea = (id: number) => api.land.unreserve({ params: { id } })

/** Renames a district or changes its thumbnail (null removes it). */
export const editDistrict = (id: number, body: { readonly name: string; readonly thumbnail: string | null }) => api.land.editDistrict({ params: { id }, body })

/** Deletes a district; refused while members own any of its plots. */
export const deleteDistrict = (id: number) => api.land.deleteDistrict({ params: { id } })

/** Every district, with its area and plot counts (`GET staff/plot-registration/districts`). */
export const listDistricts = () => api.land.staffDistricts()

/** Every reserved area, oldest first, with the plots inside it (`GET staff/plot-registration/reserved-areas`). */
export const listReservedAreas = () => api.land.staffReservedAreas()

/** Sales from the first day through the end of the last, in CST calendar days (spec §9), as the chart shows them. */
export const plotSales = (from: string, to: string) => api.land.sales({ query: cstDays(from, to) ?? { from: `${from}T00:00:00Z`, to: `${to}T23:59:59Z` } })

/** The audit log keeps every registration (target `area`) and reservation (target `reserved_area`): the history. */
export const landHistory = (targetType: "area" | "reserved_area") => api.staff.audit({ query: { targetType, perPage: 20 } })

/** The public world snapshot (one byte per cell): what the map shows, to preview an area before changing it. */
export const loadWorld = async (): Promise<WorldSnapshot> => decodeSnapshot((await api.land.snapshot()).bytes)
