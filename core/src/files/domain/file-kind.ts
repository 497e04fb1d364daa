import type { FieldError } from "../../kernel/field-errors"

/**
 * Spec §5 Uploads: jpeg, jpg, png, glb, pdf and mp4 are allowed, anything else is the image-format error.
 * Non-video files over 20,000,000 bytes give ERROR_BIG_FILE, mp4 over 57,886,080 bytes ERROR_BIG_FILE2.
 * The type is read from the file's first bytes, never from its name, so a renamed program is refused.
 */
export const ATTACHMENT_KINDS = ["jpeg", "png", "glb", "pdf", "mp4"] as const
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number]

export const MAX_FILE_BYTES = 20_000_000
export const MAX_VIDEO_BYTES = 57_886_080
/** Spec-free but sane: at most this many files in one request. */
export const MAX_FILES_PER_REQUEST = 5

export const MIME_OF: Readonly<Record<AttachmentKind, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  glb: "model/gltf-binary",
  pdf: "application/pdf",
  mp4: "video/mp4"
}

/** Kinds a browser shows (images, PDF) open in it; the others download. */
export const opensInBrowser = (kind: AttachmentKind): boolean => kind === "jpeg" || kind === "png" || kind === "pdf"

/** Whether `bytes` holds `sig` at `at`. */
export const startsWith = (bytes: Uint8Array, sig: ReadonlyArray<number>, at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b)
/** A signature written as text, as its bytes. */
export const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/** The kind of a file from its magic bytes, or null when it is none of the allowed kinds. */
export const sniffKind = (head: Uint8Array): AttachmentKind | null => {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg"
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png"
  if (startsWith(head, ascii("%PDF-"))) return "pdf"
  // glTF binary: "glTF", then a little-endian uint32 version 2.
  if (startsWith(head, ascii("glTF")) && startsWith(head, [2, 0, 0, 0], 4)) return "glb"
  // ISO base media: a box size, then "ftyp" and an mp4-family brand.
  if (startsWith(head, ascii("ftyp"), 4) && head.length >= 12) {
    const brand = String.fromCharCode(...head.slice(8, 12))
    if (/^(isom|iso[2-9]|mp41|mp42|avc1|M4V |dash|mmp4|f4v )$/.test(brand)) return "mp4"
  }
  return null
}

/** The file name extensions of the allowed kinds, as people know them (jpg is jpeg). */
export const ATTACHMENT_EXTENSIONS = ["jpeg", "jpg", "png", "glb", "pdf", "mp4"] as const

/** The refusal for a file of `kind` (null: none of the allowed kinds) and `size`, or null when it may be stored. */
export const attachmentRefusal = (kind: AttachmentKind | null, size: number): FieldError | null => {
  if (kind === null) return { code: "upload.ERROR_IMAGE_FORMAT", params: { types: ATTACHMENT_EXTENSIONS.join(", ") } }
  if (kind === "mp4" && size > MAX_VIDEO_BYTES) return { code: "upload.ERROR_BIG_FILE2", params: { max: "55 MB" } }
  if (kind !== "mp4" && size > MAX_FILE_BYTES) return { code: "upload.ERROR_BIG_FILE", params: { max: "19 MB" } }
  return null
}

/** The refusal for one file, or null when it may be stored. */
export const checkAttachment = (file: { readonly size: number; readonly head: Uint8Array }): { readonly kind: AttachmentKind } | { readonly error: FieldError } => {
  const kind = sniffKind(file.head)
  const error = attachmentRefusal(kind, file.size)
  return error !== null || kind === null ? { error: error! } : { kind }
}

/**
 * The kind a file's name says it is, or null: the browser's check as files are chosen, so a person hears at once.
 * The server still reads the content ({@link checkAttachment}) and stays authoritative.
 */
export const kindOfName = (name: string): AttachmentKind | null => {
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? ""
  if (ext === "jpg") return "jpeg"
  return (ATTACHMENT_KINDS as ReadonlyArray<string>).includes(ext) ? (ext as AttachmentKind) : null
}

/** A display name without paths or control characters, at most 200 characters, with the kind's extension. */
export const safeFileName = (name: string, kind: AttachmentKind): string => {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "").trim().slice(0, 180) || "file"
  const ext = kind === "jpeg" ? /\.(jpe?g)$/i : new RegExp(`\\.${kind}$`, "i")
  return ext.test(base) ? base : `${base.replace(/\.[^.]*$/, "") || "file"}.${kind === "jpeg" ? "jpg" : kind}`
}

/**
 * A file's size as people read it, in one unit style wherever a size is shown (member site, back-office, CLI):
 * bytes below 1 KB, then KB, MB and GB of 1024, one decimal.
 */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`
}

/** How many first bytes decide a file's kind ({@link sniffKind} reads at most 12 of them). */
export const HEAD_BYTES = 16

/**
 * A file name that names a place rather than a file: a folder separator, a parent step, a drive, or a control
 * character (spec §5 Uploads, issue 13 §4: "a path in the file name" is refused, never silently cut).
 */
export const nameCarriesPath = (name: string): boolean => /[\\/\u0000-\u001f\u007f]|^[A-Za-z]:|(^|\.)\.\.($|\.)|^\.+$/.test(name)
