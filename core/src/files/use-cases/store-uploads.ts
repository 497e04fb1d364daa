import { Effect } from "effect"
import { type FieldError, ValidationFailed } from "../../kernel/errors"
import { SecureRandom } from "../../kernel/ports/secure-random.port"
import { type AttachmentKind, checkAttachment, safeFileName } from "../domain/file-kind"
import { exceedsQuota } from "../domain/quota"
import { StorageQuotaExceeded } from "../errors"
import { FileStorage, type UploadedFile } from "../ports/file-storage.port"
import { StorageUsage, UploadSettings } from "../ports/storage-usage.port"

/** A file written to storage: its display name, kind, size and key. */
export interface StoredUpload {
  readonly name: string
  readonly kind: AttachmentKind
  readonly size: number
  readonly storageKey: string
}

/**
 * Refuses `incomingBytes` more for a member whose stored uploads would pass the quota. With `lock`, inside the unit
 * of work that writes the rows: the member's uploads are held first, so concurrent uploads are counted one by one.
 */
export const checkStorageQuota = (memberId: number, incomingBytes: number, lock = false) =>
  Effect.gen(function* () {
    if (lock) yield* StorageUsage.use((u) => u.lock(memberId))
    const { quotaBytes } = yield* UploadSettings
    const usedBytes = yield* StorageUsage.use((u) => u.usedBytes(memberId))
    if (exceedsQuota(quotaBytes, usedBytes, incomingBytes)) return yield* new StorageQuotaExceeded({ quotaBytes, usedBytes, incomingBytes })
  })

/** How many bytes a member may still upload (the HTTP layer stops reading an upload past it). */
export const storageLeft = (memberId: number) =>
  Effect.gen(function* () {
    const { quotaBytes } = yield* UploadSettings
    const usedBytes = yield* StorageUsage.use((u) => u.usedBytes(memberId))
    return { quotaBytes, usedBytes, leftBytes: Math.max(0, quotaBytes - usedBytes) }
  })

export interface StoreUploadsOptions {
  /** The storage key's folder: the area (`support`, `vshop`, …). */
  readonly prefix: string
  /** The request field the files came in, for the 422 answer. */
  readonly field: string
  readonly maxFiles: number
  /** The member whose quota the files count against; null for staff uploads. */
  readonly owner: number | null
  /** Extra refusal per file (e.g. the file store refuses a path in the name). */
  readonly refuse?: (file: UploadedFile) => FieldError | null
}

/**
 * The one upload path of the core (support now; the file store; custom orders and the market later): checks every
 * file by its first bytes and size, and the member's quota, before anything is written, so a refused request
 * stores nothing; then streams each file into storage under a fresh random key. If a write fails, what was written
 * is removed again.
 */
export const storeUploads = (files: ReadonlyArray<UploadedFile>, options: StoreUploadsOptions) =>
  Effect.gen(function* () {
    if (files.length > options.maxFiles) return yield* new ValidationFailed({ errors: { [options.field]: [{ code: "upload.TOO_MANY", params: { max: options.maxFiles } }] } })
    const errors: Array<FieldError> = []
    const checked = files.map((f) => {
      const r = checkAttachment({ size: f.size, head: f.head })
      const extra = options.refuse?.(f) ?? null
      if (extra !== null) errors.push(extra)
      else if ("error" in r) errors.push({ ...r.error, params: { ...r.error.params, name: f.name.slice(0, 100) } })
      return { file: f, kind: "kind" in r ? r.kind : null }
    })
    if (errors.length > 0) return yield* new ValidationFailed({ errors: { [options.field]: errors } })
    if (options.owner !== null) yield* checkStorageQuota(options.owner, files.reduce((n, f) => n + f.size, 0))
    const storage = yield* FileStorage
    const stored: Array<StoredUpload> = []
    yield* Effect.forEach(
      checked,
      ({ file, kind }) =>
        Effect.gen(function* () {
          const storageKey = `${options.prefix}/${yield* SecureRandom.use((r) => r.token(18))}`
          yield* storage.put(storageKey, file.body)
          stored.push({ name: safeFileName(file.name, kind!), kind: kind!, size: file.size, storageKey })
        }),
      { discard: true }
    ).pipe(Effect.onExit((exit) => (exit._tag === "Success" ? Effect.void : Effect.forEach(stored, (s) => storage.remove(s.storageKey), { discard: true }))))
    return stored as ReadonlyArray<StoredUpload>
  })

/** Runs `work` after storing `files`; if `work` fails (or dies), the stored files are removed again. */
export const withStoredUploads = <A, E, R>(files: ReadonlyArray<UploadedFile>, options: StoreUploadsOptions, work: (stored: ReadonlyArray<StoredUpload>) => Effect.Effect<A, E, R>) =>
  Effect.flatMap(storeUploads(files, options), (stored) =>
    work(stored).pipe(Effect.onExit((exit) => (exit._tag === "Success" ? Effect.void : Effect.forEach(stored, (s) => FileStorage.use((f) => f.remove(s.storageKey)), { discard: true }))))
  )
