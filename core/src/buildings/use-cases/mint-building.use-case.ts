import { Effect } from "effect"
import { ChainGateway } from "../../chain/index"
import { Features, passes } from "../../identity/index"
import type { MemberPrincipal } from "../../kernel/principal"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { MintNotConfirmed, WalletNotLinked } from "../../land/index"
import { getLinkedWallet } from "../../wallet/index"
import { BuildingAlreadyMinted, VirtualBuildingMintingNotAllowed } from "../errors"
import { BuildingRepository } from "../ports/building.repository.port"
import { announceBuilding, lockOwnBuilding } from "./building-changes"

/**
 * `POST member/building/nft/mint`: sends the member's building to their linked wallet as an NFT, once. Needs the
 * checkbox ticked and the linked wallet confirmed ("ABEY Wallet is not linked"); a virtual building only for the
 * FEATURE_VB_MINTING members (spec §6). The token is minted through the chain adapter (ChainGateway.mintNft) only
 * after the wallet is confirmed. Announces building/update.
 */
export const mintBuilding = (principal: MemberPrincipal, buildingId: number, confirm: boolean) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* BuildingRepository
        const now = yield* Clock.use((c) => c.now)
        if (!confirm) return yield* new MintNotConfirmed()
        const building = yield* lockOwnBuilding(principal.memberId, buildingId)
        if (building.minted) return yield* new BuildingAlreadyMinted({ buildingId })
        const template = yield* repo.template(building.templateId)
        if (template?.virtual === true && !passes((yield* Features).vbMinting, principal.memberId)) return yield* new VirtualBuildingMintingNotAllowed()
        const wallet = yield* getLinkedWallet(principal.memberId)
        if (wallet.status !== "confirmed" || wallet.address === null) return yield* new WalletNotLinked()
        // The token goes on the chain through its adapter (the simulated chain by default), in this unit of work.
        const { txHash } = yield* ChainGateway.use((c) => c.mintNft({ collection: "building", tokenId: String(buildingId), to: wallet.address!, at: now }))
        yield* repo.setMinted(buildingId, now, wallet.address, txHash)
        const after = { ...building, minted: true }
        const version = yield* announceBuilding(after, building.area, "mint", [])
        return { building: after, address: wallet.address, txHash, version }
      })
    )
  )

/** `GET member/building/nft/profile`: the linked wallet and the member's buildings minted to it. */
export const showNftProfile = (memberId: number) =>
  Effect.gen(function* () {
    const wallet = yield* getLinkedWallet(memberId)
    const buildings = yield* BuildingRepository.use((r) => r.ofMember(memberId))
    return { address: wallet.address, addressStatus: wallet.status, minted: buildings.filter((b) => b.minted) }
  })
