import { Context, type Effect } from "effect"

/** How many bytes a member's stored uploads take now: support attachments and the file store together. */
export class StorageUsage extends Context.Service<
  StorageUsage,
  {
    readonly usedBytes: (memberId: number) => Effect.Effect<number>
    /**
     * Inside a unit of work: holds the member's uploads until it ends, so two uploads that each fit cannot both pass
     * the quota together (the recheck before rows are written).
     */
    readonly lock: (memberId: number) => Effect.Effect<void>
  }
>()("iw/files/StorageUsage") {}

/** The upload settings of this deployment (UPLOAD_QUOTA_BYTES). */
export class UploadSettings extends Context.Service<
  UploadSettings,
  {
    /** Bytes a member's stored uploads may take in all. */
    readonly quotaBytes: number
    /**
     * The public origin stored files are reached at from outside the browser (FILE_STORE_PUBLIC_URL, e.g.
     * `https://world.example.com`): a file's `ftpUrl` is its absolute download link there. Unset: `ftpUrl` is null.
     */
    readonly publicBaseUrl?: string | null
  }
>()("iw/files/UploadSettings") {}
