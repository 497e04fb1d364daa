import { Context, type Effect } from "effect"
import type { AttachmentKind } from "../domain/file-kind"
import type { StoredFile } from "../domain/file-store"

export interface NewStoredFile {
  readonly memberId: number
  readonly name: string
  readonly kind: AttachmentKind
  readonly size: number
  readonly storageKey: string
  readonly token: string
  readonly at: Date
}

/** The file store's rows: one per stored file. The bytes live in FileStorage under `storageKey`. */
export class FileStoreRepository extends Context.Service<
  FileStoreRepository,
  {
    /** The member's files, newest first. */
    readonly list: (memberId: number) => Effect.Effect<ReadonlyArray<StoredFile>>
    readonly add: (file: NewStoredFile) => Effect.Effect<StoredFile>
    readonly get: (id: number) => Effect.Effect<StoredFile | null>
    readonly byToken: (token: string) => Effect.Effect<StoredFile | null>
    readonly remove: (id: number) => Effect.Effect<void>
  }
>()("iw/files/FileStoreRepository") {}
