import { Effect } from "effect"
import type { StaffPrincipal } from "../../kernel/principal"
import { requirePermission } from "../../kernel/permissions"
import { StatisticsReader } from "../ports/statistics.port"
import { periodOf } from "./period"

/** `GET staff/statistics/nft-office-transfer-history`: NFT mints and transfers through the chain adapter by CST day. */
export const showNftTransferHistory = (principal: StaffPrincipal, q: { readonly from?: string | undefined; readonly to?: string | undefined }) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    const period = yield* periodOf(q)
    return { ...period, rows: yield* StatisticsReader.use((s) => s.nftTransfers(period.from, period.to)) }
  })
