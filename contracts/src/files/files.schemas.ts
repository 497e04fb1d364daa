import { Schema } from "effect"
import { IdFromString, Timestamp } from "../common"

/** Spec §3 Uploaded file: id, name, url, ftpUrl, createdAt, size (plus its kind, read from its content). */
export const StoredFile = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  /** The file's public link (path under this server). */
  url: Schema.String,
  /**
   * Spec §3 names an FTP link. No FTP service is run: this is the file's absolute download link (the same HTTP
   * download as `url`) under the server's configured public origin, FILE_STORE_PUBLIC_URL; null when none is set.
   */
  ftpUrl: Schema.NullOr(Schema.String).annotate({
    description: "The file's absolute download link under the configured public origin (FILE_STORE_PUBLIC_URL), for clients that cannot resolve `url`; no FTP service is run. Null when no public origin is configured."
  }),
  createdAt: Timestamp,
  size: Schema.Number,
  kind: Schema.Literals(["jpeg", "png", "glb", "pdf", "mp4"])
})
export type StoredFile = typeof StoredFile.Type

export const StoredFileList = Schema.Struct({ data: Schema.Array(StoredFile) })

/** `POST member/vshop/delete`: the form field id (spec §7). */
export const DeleteFileBody = Schema.Struct({ id: IdFromString })

/** A public link: the file's token, then its name. */
export const StoredFileParams = Schema.Struct({ token: Schema.String.check(Schema.isMaxLength(64)), name: Schema.String.check(Schema.isMaxLength(400)) })
