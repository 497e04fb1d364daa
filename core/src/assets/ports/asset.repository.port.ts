import { Context, type Effect } from "effect"
import type { AssetItem, AssetState, AssetType } from "../domain/asset-type"
import type { AssetShare } from "../domain/sharing"

/** Assets members own and their sharings. `lock` holds the asset's row for the unit of work. */
export class AssetRepository extends Context.Service<
  AssetRepository,
  {
    readonly create: (a: { readonly ownerId: number; readonly type: AssetType; readonly name: string; readonly at: Date }) => Effect.Effect<AssetItem>
    readonly find: (id: number) => Effect.Effect<AssetItem | null>
    readonly lock: (id: number) => Effect.Effect<AssetItem | null>
    /** Every asset the member owns (held, listed or rented), newest first. */
    readonly ofMember: (memberId: number) => Effect.Effect<ReadonlyArray<AssetItem>>
    /** Assets shared with the member now. */
    readonly sharedWith: (memberId: number) => Effect.Effect<ReadonlyArray<AssetItem>>
    readonly setState: (id: number, state: AssetState) => Effect.Effect<void>
    readonly setOwner: (id: number, ownerId: number) => Effect.Effect<void>
    readonly shares: (assetId: number) => Effect.Effect<ReadonlyArray<AssetShare>>
    readonly addShare: (s: { readonly assetId: number; readonly fromMemberId: number; readonly toMemberId: number; readonly at: Date }) => Effect.Effect<AssetShare>
    readonly endShare: (shareId: number, at: Date) => Effect.Effect<void>
  }
>()("iw/assets/AssetRepository") {}
