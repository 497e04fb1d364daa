import { Schema } from "effect"
import { IdFromString, Timestamp } from "../common"

/** Spec §3 Uploaded file: id, name, url, ftpUrl, createdAt, size (plus its kind, read from its content). */
export const StoredFile = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  /** The file's public link (path under this server). */
  url: Schema.String,
  /** Spec §3 names an FTP link; this server runs no FTP service, so it is null. */
  ftpUrl: Schema.NullOr(Schema.String),
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
