import { Effect } from "effect"
import { NotFound, ValidationFailed, hasFieldErrors } from "../../kernel/errors"
import { Clock } from "../../kernel/ports/clock.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import type { MemberPrincipal } from "../../kernel/principal"
import { type AdFields, adFieldErrors, normaliseAd } from "../domain/ad"
import { balanceValueOfCredits } from "../domain/wire"
import { type CreateRefusal, createRefusal, limitingPackage, mayDeleteAd } from "../domain/packages"
import { AdCreationDisabled, AdLimitReached, AdNotFound, AdnetCreditsRequired, AdnetPackageRequired, CantDeleteLastAd } from "../errors"
import { type AdListQuery, AdsRepository } from "../ports/ads.repository.port"
import { AdsSettings } from "../ports/ads-settings.port"

/** The member's own live ad, or AD_NOT_FOUND. */
export const ownAd = (memberId: number, adId: number, lock = false) =>
  Effect.flatMap(
    AdsRepository.use((r) => r.ad(adId, lock)),
    (ad) => (ad === null || ad.memberId !== memberId ? Effect.fail(new AdNotFound({ adId })) : Effect.succeed(ad))
  )

const refusalError = (r: CreateRefusal) => {
  switch (r._tag) {
    case "disabled":
      return new AdCreationDisabled()
    case "noPackage":
      return new AdnetPackageRequired()
    case "notEnoughCredits":
      return new AdnetCreditsRequired({ credits: balanceValueOfCredits(r.credits).decimal })
    case "limitReached":
      return new AdLimitReached({ items: r.items, amount: r.amount.toString() })
  }
}

/** What decides whether the member may create an ad now. */
const creationFacts = (memberId: number) =>
  Effect.gen(function* () {
    const repo = yield* AdsRepository
    const settings = yield* AdsSettings
    const now = yield* Clock.use((c) => c.now)
    const held = yield* repo.purchases(memberId)
    const balance = yield* repo.balance(memberId)
    const adCount = yield* repo.countAds(memberId)
    const facts = { disabled: settings.creationDisabled, held, now, balance, minCredits: settings.minCredits, adCount }
    return { facts, refusal: createRefusal(facts), limiting: limitingPackage(held, now) }
  })

/** `GET member/ad/can-create`. */
export const checkCanCreateAd = (principal: MemberPrincipal) =>
  Effect.map(creationFacts(principal.memberId), ({ facts, refusal, limiting }) => ({
    canCreate: refusal === null,
    refusal,
    minCredits: facts.minCredits,
    balance: facts.balance,
    adLimit: limiting?.adLimit ?? 0,
    adCount: facts.adCount,
    hasActivePackage: limiting !== null
  }))

const checkFields = (memberId: number, f: AdFields) =>
  Effect.gen(function* () {
    const repo = yield* AdsRepository
    const ids = [f.imageId, ...(f.mediaId === null ? [] : [f.mediaId])].filter((id) => Number.isInteger(id) && id > 0)
    const kinds = new Map<number, "image" | "media">()
    for (const id of ids) {
      const file = yield* repo.file(id)
      if (file !== null && file.memberId === memberId) kinds.set(id, file.kind)
    }
    const errors = adFieldErrors(f, (id) => kinds.get(id) ?? null)
    if (hasFieldErrors(errors)) return yield* new ValidationFailed({ errors })
    return normaliseAd(f)
  })

/**
 * `POST member/ad`: a new ad, version 1, pending moderation. Checked in one unit of work under the member's AdNet
 * account lock, so two creations at once cannot both pass the package's ad limit.
 */
export const createAd = (principal: MemberPrincipal, fields: AdFields) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* AdsRepository
        yield* repo.lockAccount(principal.memberId)
        const { refusal } = yield* creationFacts(principal.memberId)
        if (refusal !== null) return yield* Effect.fail(refusalError(refusal))
        const clean = yield* checkFields(principal.memberId, fields)
        const id = yield* repo.createAd(principal.memberId, clean, yield* Clock.use((c) => c.now))
        return (yield* repo.ad(id))!
      })
    )
  )

/** `PUT member/ad`: an edit is a new version, and goes back to pending moderation. */
export const updateAd = (principal: MemberPrincipal, adId: number, fields: AdFields) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        yield* ownAd(principal.memberId, adId, true)
        const clean = yield* checkFields(principal.memberId, fields)
        const repo = yield* AdsRepository
        yield* repo.updateAd(adId, clean, yield* Clock.use((c) => c.now))
        return (yield* repo.ad(adId))!
      })
    )
  )

export const showAd = (principal: MemberPrincipal, adId: number) => ownAd(principal.memberId, adId)

export const listAds = (principal: MemberPrincipal, q: Omit<AdListQuery, "memberId">) => AdsRepository.use((r) => r.listAds({ ...q, memberId: principal.memberId }))

/** `DELETE member/ad`: the last ad cannot be deleted (403 CANT_DELETE_LAST_AD). */
export const deleteAd = (principal: MemberPrincipal, adId: number) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        const repo = yield* AdsRepository
        yield* repo.lockAccount(principal.memberId)
        yield* ownAd(principal.memberId, adId, true)
        if (!mayDeleteAd(yield* repo.countAds(principal.memberId))) return yield* new CantDeleteLastAd()
        yield* repo.deleteAd(adId, yield* Clock.use((c) => c.now))
        return { adId }
      })
    )
  )

/** Archiving takes an ad out of the network; unarchiving puts it back among the live ads (not in the network). */
export const archiveAd = (principal: MemberPrincipal, adId: number, archived: boolean) =>
  Transactor.use((tx) =>
    tx.transaction(
      Effect.gen(function* () {
        yield* ownAd(principal.memberId, adId, true)
        const repo = yield* AdsRepository
        yield* repo.setArchived(adId, archived, yield* Clock.use((c) => c.now))
        return (yield* repo.ad(adId))!
      })
    )
  )

export const listAdVersions = (principal: MemberPrincipal, adId: number) => Effect.flatMap(ownAd(principal.memberId, adId), () => AdsRepository.use((r) => r.versions(adId)))

export const listAdTemplates = () => AdsRepository.use((r) => r.templates())

/**
 * `POST member/ad/template/copy {adId}`: a template (or one of the member's own ads) becomes a new ad of the member,
 * under the rules of creating one. A template's image is copied as a file of the member's.
 */
export const copyAdTemplate = (principal: MemberPrincipal, adId: number) =>
  Effect.gen(function* () {
    const repo = yield* AdsRepository
    const source = yield* repo.ad(adId)
    const templates = yield* repo.templates()
    const isTemplate = templates.some((t) => t.id === adId)
    if (source === null || (!isTemplate && source.memberId !== principal.memberId)) return yield* new AdNotFound({ adId })
    const file = yield* repo.file(source.imageId)
    if (file === null) return yield* Effect.die(new NotFound({ entity: "ad-file", id: String(source.imageId) }))
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const now = yield* Clock.use((c) => c.now)
          const imageId = file.memberId === principal.memberId ? file.id : yield* repo.addFile({ ...file, memberId: principal.memberId }, now)
          return yield* createAd(principal, { title: source.title, imageId, categoryId: source.categoryId, description: source.description, siteUrl: source.siteUrl, mediaUrl: source.mediaUrl, mediaId: null })
        })
      )
    )
  })
