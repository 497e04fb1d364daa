import { Effect } from "effect"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission } from "../../kernel/permissions"
import { DistrictRepository } from "../ports/district.repository.port"
import { listDistricts } from "./browse-map.use-case"

/** `GET staff/plot-registration/districts`: every district with its counts, as the member map lists them. */
export const listDistrictsForStaff = (principal: StaffPrincipal) => Effect.andThen(requirePermission(principal, "back-office"), listDistricts)

/** `GET staff/plot-registration/reserved-areas`: every reserved area, oldest first, with the plots inside it. */
export const listReservedAreasForStaff = (principal: StaffPrincipal) =>
  Effect.andThen(
    requirePermission(principal, "back-office"),
    DistrictRepository.use((r) => r.reservedAreaSummaries)
  )
