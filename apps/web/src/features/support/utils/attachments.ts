/**
 * Spec §5 Uploads, checked before sending so the member hears at once; the server reads the file's content and
 * stays authoritative. Same codes and messages as the server: upload.ERROR_IMAGE_FORMAT, upload.ERROR_BIG_FILE
 * (non-video over 20,000,000 bytes), upload.ERROR_BIG_FILE2 (mp4 over 57,886,080 bytes), upload.TOO_MANY.
 */
export const ALLOWED_EXTENSIONS = ["jpeg", "jpg", "png", "glb", "pdf", "mp4"] as const
export const MAX_FILE_BYTES = 20_000_000
export const MAX_VIDEO_BYTES = 57_886_080
/** The contract's cap of files in one request (contracts/src/support ATTACHMENT_FILES). */
export const MAX_FILES = 5
export const ACCEPT = ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(",")

export interface FileProblem {
  readonly code: string
  readonly params?: Readonly<Record<string, string | number>>
}

const extensionOf = (name: string): string => {
  const m = /\.([^.]+)$/.exec(name)
  return m ? m[1].toLowerCase() : ""
}

/** The refusal for one file by its extension and size, or null when it may be sent. */
export const checkFile = (file: { readonly name: string; readonly size: number }): FileProblem | null => {
  const ext = extensionOf(file.name)
  if (!(ALLOWED_EXTENSIONS as ReadonlyArray<string>).includes(ext)) return { code: "upload.ERROR_IMAGE_FORMAT", params: { types: ALLOWED_EXTENSIONS.join(", ") } }
  if (ext === "mp4" && file.size > MAX_VIDEO_BYTES) return { code: "upload.ERROR_BIG_FILE2", params: { max: "55 MB" } }
  if (ext !== "mp4" && file.size > MAX_FILE_BYTES) return { code: "upload.ERROR_BIG_FILE", params: { max: "19 MB" } }
  return null
}

/** Human file sizes: 512 B, 12.3 KB, 4.5 MB. */
export const formatSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** Spec §5 Support create: text values are trimmed and only non-empty ones are sent. */
export const trimmedFields = <K extends string>(values: Readonly<Record<K, string>>): Partial<Record<K, string>> => {
  const out: Partial<Record<K, string>> = {}
  for (const [k, v] of Object.entries(values) as Array<[K, string]>) {
    const s = v.trim()
    if (s !== "") out[k] = s
  }
  return out
}
