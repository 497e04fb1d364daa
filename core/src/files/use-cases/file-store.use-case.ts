import { Effect } from "effect"
import { NotFound, ValidationFailed, fieldError } from "../../kernel/errors"
import { Clock } from "../../kernel/ports/clock.port"
import { SecureRandom } from "../../kernel/ports/secure-random.port"
import { Transactor } from "../../kernel/ports/transactor.port"
import { FILE_STORE_FIELD, FILE_STORE_MAX_FILES, type StoredFile, storedNameRefusal } from "../domain/file-store"
import { FileStorage, type UploadedFile } from "../ports/file-storage.port"
import { FileStoreRepository } from "../ports/file-store.repository.port"
import { checkStorageQuota, withStoredUploads } from "./store-uploads"

/** `GET member/vshop/files`: the member's files, newest first. */
export const listStoredFiles = (memberId: number) => FileStoreRepository.use((r) => r.list(memberId))

/**
 * `POST member/vshop/upload`: stores every file or none. Each is checked by its first bytes and size (spec §5
 * Uploads), its name may carry no path, and all together must fit the member's quota; then the bytes are streamed
 * into storage and the rows written in one transaction. A failed transaction removes the stored bytes again.
 */
export const uploadToFileStore = (memberId: number, files: ReadonlyArray<UploadedFile>) =>
  Effect.gen(function* () {
    if (files.length === 0) return yield* new ValidationFailed({ errors: fieldError(FILE_STORE_FIELD, "validation.required") })
    return yield* withStoredUploads(
      files,
      { prefix: "vshop", field: FILE_STORE_FIELD, maxFiles: FILE_STORE_MAX_FILES, owner: memberId, refuse: (f) => storedNameRefusal(f.name) },
      (stored) =>
        Transactor.use((tx) =>
          tx.transaction(
            Effect.gen(function* () {
              // Again, under the member's lock: another upload may have landed since the first check.
              yield* checkStorageQuota(memberId, stored.reduce((n, s) => n + s.size, 0), true)
              const at = yield* Clock.use((c) => c.now)
              const repo = yield* FileStoreRepository
              return yield* Effect.forEach(stored, (s) =>
                Effect.flatMap(SecureRandom.use((r) => r.token(18)), (token) => repo.add({ memberId, name: s.name, kind: s.kind, size: s.size, storageKey: s.storageKey, token, at }))
              )
            })
          )
        )
    )
  })

/** `POST member/vshop/delete`: removes one of the member's own files (another member's id is not found). */
export const deleteStoredFile = (memberId: number, id: number) =>
  Effect.gen(function* () {
    const repo = yield* FileStoreRepository
    const file = yield* repo.get(id)
    if (file === null || file.memberId !== memberId) return yield* new NotFound({ entity: "file", id: String(id) })
    // The row goes first: a file whose bytes outlive it is only wasted space, a row without bytes would be a dead link.
    yield* repo.remove(id)
    yield* FileStorage.use((f) => f.remove(file.storageKey))
  })

/** The file behind a public link, with its bytes streamed; not found when the token names none. */
export const openStoredFile = (token: string) =>
  Effect.gen(function* () {
    const file: StoredFile | null = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? yield* FileStoreRepository.use((r) => r.byToken(token)) : null
    const body = file === null ? null : yield* FileStorage.use((f) => f.read(file.storageKey))
    if (file === null || body === null) return yield* new NotFound({ entity: "file", id: token.slice(0, 64) })
    return { file, body }
  })
