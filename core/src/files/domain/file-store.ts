import type { FieldError } from "../../kernel/field-errors"
import { type AttachmentKind, nameCarriesPath } from "./file-kind"

/**
 * The file store (spec §2 uploads, /{lang}/vshop/uploads/{token}; §3 Uploaded file; §7 File store): a member's own
 * files, each with a public link. Types and limits are spec §5 Uploads, the same as support attachments.
 */

/** The multipart field of `POST member/vshop/upload`, repeated once per file (spec §7). */
export const FILE_STORE_FIELD = "files[]"
/** Spec-free but sane: at most this many files in one upload request. */
export const FILE_STORE_MAX_FILES = 10
/** Spec §9: an asset or file upload may take 100 seconds; so may the list (spec §7, timeout 100000 ms). */
export const FILE_STORE_TIMEOUT_MS = 100_000
/** Spec §9 Copy tooltip: the "copied" tooltip hides after 2 s; the copy button returns from its copied state after 2.5 s. */
export const COPY_TOOLTIP_MS = 2_000
export const COPIED_STATE_MS = 2_500

/** A file in the store (spec §3 Uploaded file: id, name, url, ftpUrl, createdAt, size). */
export interface StoredFile {
  readonly id: number
  readonly memberId: number
  readonly name: string
  readonly kind: AttachmentKind
  readonly size: number
  readonly storageKey: string
  /** The unguessable part of the file's public link. */
  readonly token: string
  readonly createdAt: Date
}

/** The file's public link, under the API: the token, then the name (for people and for tools that read it). */
export const storedFileUrl = (file: Pick<StoredFile, "token" | "name">): string => `/api/vshop/file/${file.token}/${encodeURIComponent(file.name)}`

/**
 * Spec §3 Uploaded file's `ftpUrl`, given a meaning here: the file's absolute download link under the configured
 * public origin, for what cannot resolve a relative link (the 3D world's vshop, a game client, a pasted link). The
 * spec names it after an FTP mirror; no FTP service is run, so the link is the same HTTP download as `url`, made
 * absolute. Null when no public origin is configured.
 */
export const storedFilePublicUrl = (file: Pick<StoredFile, "token" | "name">, publicBaseUrl: string | null | undefined): string | null =>
  publicBaseUrl ? `${publicBaseUrl.replace(/\/+$/, "")}${storedFileUrl(file)}` : null

/** A name the store refuses, or null: a path in the name, or no name at all. */
export const storedNameRefusal = (name: string): FieldError | null => {
  if (name.trim() === "" || nameCarriesPath(name)) return { code: "files.ERROR_FILE_NAME", params: { name: name.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 100) } }
  return null
}
