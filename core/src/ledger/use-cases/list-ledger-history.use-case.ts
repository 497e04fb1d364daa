import { Effect } from "effect"
import type { PageRequest } from "../../kernel/paging"
import { offsetOf, pageOf } from "../../kernel/paging"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission } from "../../kernel/permissions"
import { ASSET_NAMES, type Asset } from "../domain/asset"
import { LedgerRepository } from "../ports/ledger.repository.port"

/** Staff and `cli ledger history`: every movement of a member's accounts, newest first. */
export const listLedgerHistory = (principal: StaffPrincipal, memberId: number, assets: ReadonlyArray<Asset> | undefined, page: PageRequest) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const { rows, total } = yield* LedgerRepository.use((r) =>
      r.history({ memberId, assets: assets && assets.length > 0 ? assets : ASSET_NAMES, limit: page.perPage, offset: offsetOf(page) })
    )
    return pageOf(page, rows, total)
  })
