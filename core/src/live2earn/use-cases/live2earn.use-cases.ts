import { Effect } from "effect"
import { FileStorage, HEAD_BYTES, IMAGE_MIME, checkImage } from "../../files/index"
import { Features, flagsFor } from "../../identity/index"
import { NotFound, ValidationFailed, fieldError } from "../../kernel/errors"
import { requirePermission, staffActor } from "../../kernel/permissions"
import { AuditLog } from "../../kernel/ports/audit-log.port"
import { Clock } from "../../kernel/ports/clock.port"
import { SecureRandom } from "../../kernel/ports/secure-random.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import type { StaffPrincipal } from "../../kernel/principal"
import { member, postTransfer, system } from "../../ledger/index"
import { type PhotoState, type ReviewDecision, reviewRefusal, rewardOf } from "../domain/photo"
import { Live2EarnNotAllowed, PhotoAlreadyReviewed } from "../errors"
import { Live2EarnRepository } from "../ports/live2earn.repository.port"

/** Whether the member is in the programme: spec §6 accessLive2Earn, from FEATURE_LIVE2EARN. */
export const hasLive2EarnAccess = (memberId: number) => Features.use((gates) => Effect.succeed(flagsFor(gates, memberId).accessLive2Earn))

const requireAccess = (memberId: number) => Effect.flatMap(hasLive2EarnAccess(memberId), (ok) => (ok ? Effect.void : Effect.fail(new Live2EarnNotAllowed())))

/**
 * `GET member/live2earn/relocation` (our decision of what it does): where the client should take the member for the
 * programme. A member with accessLive2Earn is sent to the Live2Earn page (`live2earn`, under the language segment);
 * anyone else to the member home (``), since the programme is closed to them. The member page calls it on opening,
 * so a member whose access was withdrawn is moved away instead of seeing a page that refuses every upload.
 */
export const live2EarnRelocation = (memberId: number) =>
  Effect.map(hasLive2EarnAccess(memberId), (allowed) => ({ allowed, path: allowed ? "live2earn" : "", reward: rewardOf("approved") }))

/** A member sends a photo: PNG, JPG or WEBP of at most 5 MB by content; it waits for review (pending). */
export const uploadLive2EarnPhoto = (memberId: number, file: { readonly name: string; readonly bytes: Uint8Array } | undefined) =>
  Effect.gen(function* () {
    yield* requireAccess(memberId)
    if (file === undefined) return yield* new ValidationFailed({ errors: fieldError("photo", "validation.required") })
    const check = checkImage({ size: file.bytes.length, head: file.bytes.subarray(0, HEAD_BYTES) })
    if ("error" in check) return yield* new ValidationFailed({ errors: { photo: [check.error] } })
    const storage = yield* FileStorage
    const key = `live2earn/${yield* SecureRandom.use((r) => r.token(18))}`
    yield* storage.put(key, file.bytes)
    const name = (file.name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "").trim().slice(0, 120) || "photo"
    const id = yield* Effect.gen(function* () {
      const now = yield* Clock.use((c) => c.now)
      return yield* Live2EarnRepository.use((r) => r.add({ memberId, name, mime: IMAGE_MIME[check.kind], size: file.bytes.length, storageKey: key, at: now }))
    }).pipe(Effect.onError(() => storage.remove(key)))
    return (yield* Live2EarnRepository.use((r) => r.get(id)))!
  })

/** The member's photos, newest first. */
export const listMyLive2EarnPhotos = (memberId: number) =>
  Effect.flatMap(requireAccess(memberId), () => Live2EarnRepository.use((r) => r.ofMember(memberId)))

/** Staff of the back-office roles review the photos (the 3d-models role works only its queues). */
export const listLive2EarnReviewQueue = (principal: StaffPrincipal, state: PhotoState, page: number, perPage: number) =>
  Effect.flatMap(requirePermission(principal, "back-office"), () => Live2EarnRepository.use((r) => r.inState(state, perPage, (page - 1) * perPage)))

/**
 * A review: approve, or decline with a reason. In one unit of work the photo is locked and must still be pending
 * (two reviewers at once: one wins, the other is told PHOTO_STATE); an approval credits the reward through the
 * ledger under a key of the photo, so it is paid once; the review is audited.
 */
export const reviewLive2EarnPhoto = (principal: StaffPrincipal, id: number, decision: ReviewDecision, reasonText: string) =>
  Effect.gen(function* () {
    yield* requirePermission(principal, "back-office")
    return yield* Transactor.use((tx) =>
      tx.transaction(
        Effect.gen(function* () {
          const repo = yield* Live2EarnRepository
          const photo = yield* repo.get(id, true)
          if (photo === null) return yield* new NotFound({ entity: "photo", id: String(id) })
          const refusal = reviewRefusal(photo.state, decision, reasonText)
          if (refusal === "not_pending") return yield* new PhotoAlreadyReviewed({ state: photo.state })
          if (refusal === "reason_required") return yield* new ValidationFailed({ errors: fieldError("reason", "validation.required") })
          if (refusal === "reason_too_long") return yield* new ValidationFailed({ errors: fieldError("reason", "validation.max.string", { max: 500 }) })
          const now = yield* Clock.use((c) => c.now)
          const reward = rewardOf(decision)
          let rewardTransferId: number | null = null
          if (reward > 0n) {
            const { transfer } = yield* postTransfer({
              code: "programPayout",
              reference: { type: "live2earn-photo", id: String(id) },
              idempotencyKey: `live2earn-reward:${id}`,
              legs: [{ from: system("issuance", "tickets"), to: member(photo.memberId, "tickets"), amount: reward }]
            })
            rewardTransferId = transfer.id
          }
          const reason = reasonText.trim() === "" ? null : reasonText.trim()
          yield* repo.review(id, { state: decision, reason, reviewerId: principal.staffId, rewardTransferId, at: now })
          yield* AuditLog.use((a) =>
            a.record({
              actor: staffActor(principal),
              action: `live2earn.${decision === "approved" ? "approve" : "decline"}`,
              target: { type: "live2earn-photo", id: String(id) },
              details: { memberId: photo.memberId, reason, reward: reward.toString(), rewardTransferId }
            })
          )
          return (yield* repo.get(id))!
        })
      )
    )
  })

/** A photo's bytes, for its member or back-office staff. */
export const openLive2EarnPhoto = (viewer: { readonly kind: "member"; readonly memberId: number } | { readonly kind: "staff"; readonly principal: StaffPrincipal }, id: number) =>
  Effect.gen(function* () {
    if (viewer.kind === "staff") yield* requirePermission(viewer.principal, "back-office")
    const photo = yield* Live2EarnRepository.use((r) => r.get(id))
    if (photo === null || (viewer.kind === "member" && photo.memberId !== viewer.memberId)) return yield* new NotFound({ entity: "photo", id: String(id) })
    const body = yield* FileStorage.use((s) => s.read(photo.storageKey))
    if (body === null) return yield* new NotFound({ entity: "photo", id: String(id) })
    return { photo, body }
  })
