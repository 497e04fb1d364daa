import { Effect } from "effect"
import { FileStorage, MAX_IMAGE_BYTES, type UploadedFile, sniffImage, sniffKind, IMAGE_MIME } from "../../files/index"
import { ValidationFailed, fieldError } from "../../kernel/errors"
import { Clock } from "../../kernel/ports/clock.port"
import { SecureRandom } from "../../kernel/ports/secure-random.port"
import type { MemberPrincipal } from "../../kernel/principal"
import { AdNotFound } from "../errors"
import { AdsRepository } from "../ports/ads.repository.port"

/**
 * `POST member/ad/upload`: an ad's image (PNG, JPG or WEBP of at most 5 MB, by content) or its media (mp4 video),
 * stored for the member; the answer's id is what the ad names as imageId or mediaId.
 */
export const uploadAdFile = (principal: MemberPrincipal, file: UploadedFile | undefined) =>
  Effect.gen(function* () {
    if (file === undefined) return yield* new ValidationFailed({ errors: fieldError("file", "validation.required") })
    const image = sniffImage(file.head)
    const video = image === null && sniffKind(file.head) === "mp4"
    if (image === null && !video) return yield* new ValidationFailed({ errors: fieldError("file", "ads.media_kind") })
    if (image !== null && file.size > MAX_IMAGE_BYTES) return yield* new ValidationFailed({ errors: fieldError("file", "files.image_too_big", { max: "5 MB" }) })
    return yield* storeAdFile(principal.memberId, file, image !== null ? { kind: "image", mime: IMAGE_MIME[image] } : { kind: "media", mime: "video/mp4" })
  })

/**
 * Stores a checked file as the member's ad image or media: into the file store under a fresh key, then its record
 * (the stored bytes are removed when the record fails). `member/ad/upload` and the Amazon import's image both use it.
 */
export const storeAdFile = (memberId: number, file: UploadedFile, as: { readonly kind: "image" | "media"; readonly mime: string }) =>
  Effect.gen(function* () {
    const storage = yield* FileStorage
    const key = `ads/${yield* SecureRandom.use((r) => r.token(18))}`
    yield* storage.put(key, file.body)
    const name = (file.name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "").trim().slice(0, 120) || "file"
    const now = yield* Clock.use((c) => c.now)
    const id = yield* AdsRepository.use((r) => r.addFile({ memberId, kind: as.kind, name, mime: as.mime, size: file.size, storageKey: key }, now)).pipe(Effect.onError(() => storage.remove(key)))
    return { id, kind: as.kind, name, mime: as.mime, size: file.size }
  })

/** An ad's image or media for anyone (`public/ad/image/{id}`): ad creatives are public, as the world shows them. */
export const openAdFile = (fileId: number) =>
  Effect.gen(function* () {
    const repo = yield* AdsRepository
    const file = yield* repo.file(fileId)
    if (file === null) return yield* new AdNotFound({ adId: fileId })
    const body = yield* FileStorage.use((s) => s.read(file.storageKey))
    if (body === null) return yield* new AdNotFound({ adId: fileId })
    return { file, body }
  })
