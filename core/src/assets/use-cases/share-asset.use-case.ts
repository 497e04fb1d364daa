import { Effect } from "effect"
import { NotFound } from "../../kernel/errors"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { MemberRepository } from "../../identity/index"
import { decideShare } from "../domain/sharing"
import { AssetListed, AssetNotShared, AssetRented, AssetSharedNow, NoSuchMember, NotAssetOwner, ShareLimitExceeded, ShareToSelf, SkinNotSharable } from "../errors"
import { SAME_MEMBER_SHARE_LIMIT } from "../domain/sharing"
import { AssetRepository } from "../ports/asset.repository.port"

/**
 * Shares the caller's asset with a member by member ID (spec §1, §5, §8): the asset row is locked first, so two
 * sharings of one asset never both pass the limit.
 */
export const shareAsset = (principal: MemberPrincipal, input: { readonly assetId: number; readonly memberId: number }) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* AssetRepository
        const asset = yield* repo.lock(input.assetId)
        if (asset === null) return yield* new NotFound({ entity: "asset", id: String(input.assetId) })
        const target = yield* MemberRepository.use((m) => m.findById(input.memberId as never))
        const shares = yield* repo.shares(asset.id)
        const refusal = decideShare({
          asset,
          actorId: principal.memberId,
          targetId: input.memberId,
          targetExists: target !== null,
          sharesToTarget: shares.filter((s) => s.toMemberId === input.memberId).length,
          sharedNow: shares.some((s) => s.endedAt === null)
        })
        switch (refusal) {
          case "NotAssetOwner":
            return yield* new NotAssetOwner({ assetId: asset.id })
          case "AssetListed":
            return yield* new AssetListed({ assetId: asset.id })
          case "SkinNotSharable":
            return yield* new SkinNotSharable({ assetId: asset.id })
          case "AssetRented":
            return yield* new AssetRented({ assetId: asset.id })
          case "NoSuchMember":
            return yield* new NoSuchMember({ memberId: input.memberId })
          case "ShareToSelf":
            return yield* new ShareToSelf()
          case "AssetSharedNow":
            return yield* new AssetSharedNow({ assetId: asset.id })
          case "SameMemberLimit":
            return yield* new ShareLimitExceeded({ assetId: asset.id, memberId: input.memberId, limit: SAME_MEMBER_SHARE_LIMIT })
        }
        const now = yield* Clock.use((c) => c.now)
        return yield* repo.addShare({ assetId: asset.id, fromMemberId: principal.memberId, toMemberId: input.memberId, at: now })
      })
    )
  )

/** The owner takes a shared asset back (the sharing ends; it still counts towards the limit). */
export const unshareAsset = (principal: MemberPrincipal, assetId: number) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* AssetRepository
        const asset = yield* repo.lock(assetId)
        if (asset === null) return yield* new NotFound({ entity: "asset", id: String(assetId) })
        if (asset.ownerId !== principal.memberId) return yield* new NotAssetOwner({ assetId })
        const open = (yield* repo.shares(assetId)).find((s) => s.endedAt === null)
        if (open === undefined) return yield* new AssetNotShared({ assetId })
        yield* repo.endShare(open.id, yield* Clock.use((c) => c.now))
        return { ...open, endedAt: new Date() }
      })
    )
  )

/** The caller's assets, each with its sharings, and the assets others share with them now. */
export const listMyAssets = (memberId: number) =>
  Effect.gen(function* () {
    const repo = yield* AssetRepository
    const owned = yield* repo.ofMember(memberId)
    const withShares = yield* Effect.forEach(owned, (asset) => Effect.map(repo.shares(asset.id), (shares) => ({ asset, shares })))
    const sharedWithMe = yield* repo.sharedWith(memberId)
    return { owned: withShares, sharedWithMe }
  })
