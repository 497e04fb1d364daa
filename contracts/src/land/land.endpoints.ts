import { binary, endpoint } from "../endpoint"
import { AUTH_ERRORS, STAFF_ERRORS, errorCase } from "../errors"
import * as S from "./land.schemas"

/** Response headers of the world's binary documents: the world version they are at. */
const WORLD_VERSION = { "X-World-Version": "integer" } as const

/**
 * Spec §7 Map and the PLOT calls (issue 4 §2), with the binary world snapshot and delta the map draws from (their
 * byte layout is in land.snapshot.ts).
 */
export const land = {
  snapshot: endpoint({
    id: "land.snapshot",
    method: "GET",
    path: "public/map/snapshot",
    access: "public",
    summary:
      "The state of every PLOT as one versioned binary snapshot (magic IWS1: header, one byte per cell packing state, level and minted, then owner ids of held cells). Served from memory, gzip'd when the client accepts it, rebuilt only when the world version changes.",
    success: binary({
      contentType: "application/octet-stream",
      headers: WORLD_VERSION,
      conditional: true,
      cacheControl: "no-cache",
      description: "The snapshot. `ETag` names the world version; `X-World-Version` carries it."
    }),
    timeoutMs: 120_000
  }),
  delta: endpoint({
    id: "land.delta",
    method: "GET",
    path: "public/map/delta",
    access: "public",
    summary: "The cells changed after version `since` (magic IWD1). When too much changed, the answer is a full snapshot (magic IWS1) instead.",
    query: S.DeltaQuery,
    success: binary({ contentType: "application/octet-stream", headers: WORLD_VERSION, cacheControl: "no-store", description: "A delta, or a snapshot when a delta would not do" }),
    timeoutMs: 120_000
  }),
  map: endpoint({ id: "land.map", method: "GET", path: "member/map", access: "member", summary: "The world's plots, 12000 a page by default, with meta total/perPage/to.", query: S.MapQuery, success: S.MapPage, errors: AUTH_ERRORS }),
  districts: endpoint({ id: "land.districts", method: "GET", path: "member/districts", access: "member", summary: "Every district with its thumbnail and counts.", success: S.DistrictList, errors: AUTH_ERRORS }),
  district: endpoint({ id: "land.district", method: "GET", path: "member/district", access: "member", summary: "The district that contains (x, y).", query: S.CoordQuery, success: S.District, errors: [...AUTH_ERRORS, errorCase("NOT_FOUND")] }),
  plots: endpoint({ id: "land.plots", method: "GET", path: "member/plots", access: "member", summary: "The plots within `radius` (default 5) of (x, y).", query: S.AroundQuery, success: S.PlotList, errors: AUTH_ERRORS }),
  plot: endpoint({ id: "land.plot", method: "GET", path: "member/plot", access: "member", summary: "One PLOT, with its activation when it is the caller's.", query: S.CoordQuery, success: S.PlotDetail, errors: [...AUTH_ERRORS, errorCase("NOT_FOUND")] }),
  tiles: endpoint({ id: "land.tiles", method: "GET", path: "member/tiles", access: "member", summary: "The map cut into 32 × 32 tiles, with counts, at the current world version.", success: S.TileList, errors: AUTH_ERRORS }),
  myPlots: endpoint({
    id: "land.myPlots",
    method: "GET",
    path: "member/plots/member",
    access: "member",
    summary: "The caller's PLOTs (first page by default, 15 a page), each with its latest activation and whether it runs now.",
    query: S.MyPlotsQuery,
    success: S.MyPlotsPage,
    errors: AUTH_ERRORS
  }),
  statistics: endpoint({ id: "land.statistics", method: "GET", path: "member/statistics", access: "member", summary: "Map statistics: plots by state and by level.", success: S.Statistics, errors: AUTH_ERRORS }),
  reservedAreas: endpoint({ id: "land.reservedAreas", method: "GET", path: "member/reserved-areas", access: "member", summary: "Areas kept out of sale.", success: S.ReservedAreaList, errors: AUTH_ERRORS }),
  cart: endpoint({ id: "land.cart", method: "POST", path: "member/plots/cart", access: "member", summary: "What each selected PLOT is now (in_cart, sold_out, unavailable…) and the total; refuses past the cart limit.", body: S.CartBody, success: S.Cart, errors: AUTH_ERRORS }),
  purchase: endpoint({
    id: "land.purchase",
    method: "POST",
    path: "member/plots/purchase",
    access: "member",
    summary: "Buys every PLOT of the cart or none, paid in ABEY (bonus balance first). Needs verified legal information.",
    body: S.CartBody,
    success: S.PurchaseResult,
    status: 201,
    errors: [...AUTH_ERRORS, errorCase("IDEMPOTENCY_CONFLICT")]
  }),
  activate: endpoint({
    id: "land.activate",
    method: "POST",
    path: "member/plot/activate",
    access: "member",
    summary:
      "Activates the caller's PLOT for 360 days, paying the activation fee (10% of the price) in ABEY. A level 4 PLOT in phase 2 without 2 side-by-side activated PLOTs answers 422 with `code: LAND_ACTIVATION_REQUIREMENT` beside the field error `plot: land.activation_requirement` (spec §8).",
    body: S.CoordBody,
    success: S.ActivationResult,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND")]
  }),
  mint: endpoint({
    id: "land.mint",
    method: "POST",
    path: "member/plot/mint",
    access: "member",
    summary: "Mints the caller's PLOT to their confirmed linked wallet; once per PLOT. `confirm` is the checkbox.",
    body: S.MintBody,
    success: S.MintResult,
    errors: [...AUTH_ERRORS, errorCase("NOT_FOUND")]
  }),
  register: endpoint({
    id: "land.register",
    method: "POST",
    path: "staff/plot-registration/plots",
    access: "staff",
    summary: "Registers (or re-registers) every plot of an area with a level, price and kind, optionally as a new district.",
    body: S.RegisterPlotsBody,
    success: S.RegisterPlotsResult,
    status: 201,
    errors: STAFF_ERRORS
  }),
  reserve: endpoint({
    id: "land.reserve",
    method: "POST",
    path: "staff/plot-registration/reserved-areas",
    access: "staff",
    summary: "Reserves an area: its plots leave sale.",
    body: S.ReserveAreaBody,
    success: S.ReserveAreaResult,
    status: 201,
    errors: STAFF_ERRORS
  }),
  staffDistricts: endpoint({
    id: "land.staffDistricts",
    method: "GET",
    path: "staff/plot-registration/districts",
    access: "staff",
    summary: "Every district registered, with its area, thumbnail and plot counts.",
    success: S.DistrictList,
    errors: STAFF_ERRORS
  }),
  staffReservedAreas: endpoint({
    id: "land.staffReservedAreas",
    method: "GET",
    path: "staff/plot-registration/reserved-areas",
    access: "staff",
    summary: "Every reserved area, oldest first, with its area, when it was reserved and the plots inside it.",
    success: S.ReservedAreaSummaryList,
    errors: STAFF_ERRORS
  }),
  publicDistricts: endpoint({
    id: "land.publicDistricts",
    method: "GET",
    path: "public/map/districts",
    access: "public",
    summary: "Every district with its thumbnail and counts, for anyone who opens the world map (visitors too, spec §1).",
    success: S.DistrictList
  }),
  staffPlot: endpoint({
    id: "land.staffPlot",
    method: "GET",
    path: "staff/plot-registration/plot",
    access: "staff",
    summary: "Everything about the PLOT at (x, y): price, name, level, state, district, owner, purchase date, latest activation, mint, reserved areas over it.",
    query: S.CoordQuery,
    success: S.StaffPlotDetail,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  availability: endpoint({
    id: "land.availability",
    method: "POST",
    path: "staff/plot-registration/availability",
    access: "staff",
    summary: "Suspends (temporarily unavailable, e.g. maintenance) or resumes, withdraws (unavailable) or releases the sale of an area's land; held and reserved plots stay as they are.",
    body: S.AreaAvailabilityBody,
    success: S.AreaAvailabilityResult,
    errors: STAFF_ERRORS
  }),
  unreserve: endpoint({
    id: "land.unreserve",
    method: "DELETE",
    path: "staff/plot-registration/reserved-areas/:id",
    access: "staff",
    summary: "Ends a reservation: its plots go back on sale (roads back to unavailable), except where another reserved area covers them.",
    params: S.IdParams,
    success: S.UnreserveResult,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  editDistrict: endpoint({
    id: "land.editDistrict",
    method: "PUT",
    path: "staff/plot-registration/districts/:id",
    access: "staff",
    summary: "Renames a district or changes its thumbnail.",
    params: S.IdParams,
    body: S.EditDistrictBody,
    success: S.District,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  deleteDistrict: endpoint({
    id: "land.deleteDistrict",
    method: "DELETE",
    path: "staff/plot-registration/districts/:id",
    access: "staff",
    summary: "Deletes a district (its plots stay, in no district); refused (422 `id: land.district_has_sold_plots`) while members hold any of its PLOTs.",
    params: S.IdParams,
    success: S.DeleteDistrictResult,
    errors: [...STAFF_ERRORS, errorCase("NOT_FOUND")]
  }),
  sales: endpoint({
    id: "land.sales",
    method: "GET",
    path: "staff/statistics/plot-sales",
    access: "staff",
    summary: "PLOT sales per day and per level between `from` and `to` (ISO dates; default the last 30 days).",
    query: S.SalesQuery,
    success: S.SalesReport,
    errors: STAFF_ERRORS
  })
} as const
