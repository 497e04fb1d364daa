/**
 * assets — what members own beyond PLOTs and balances (spec §3 Asset types: vehicles, premium buildings, building
 * sizes, furniture sets) and sharing them by member ID with the share limits of spec §5 and the 403 codes of §8.
 * The market area escrows and moves assets when they are listed and sold. Rent and return (spec §4) are not built:
 * the `rented` state exists and is checked, nothing sets it. The public face.
 */

// The model
export * from "./domain/asset-type"
export * from "./domain/sharing"

// What it refuses with
export * from "./errors"

// The port adapters implement
export * from "./ports/asset.repository.port"

// What members do
export { listMyAssets, shareAsset, unshareAsset } from "./use-cases/share-asset.use-case"

// What staff do
export { grantAsset, listMemberAssetsForStaff } from "./use-cases/grant-asset.use-case"
