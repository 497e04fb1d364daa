import { type AttachmentKind, type FieldError, checkAttachment, sniffImage, sniffKind } from "@iw/core"
import type { Request } from "express"
import type { StorageEngine } from "multer"

/** How many first bytes decide a file's kind (see the core's sniffKind). */
const HEAD_BYTES = 16

/** A request whose upload notes the first bytes of the file being read, for refusals that come from multer itself. */
type WithHead = Request & { uploadHead?: Uint8Array; uploadTypes?: Array<string> }

/** A file refused while it was still arriving: the field and the spec's error for it (answered 422). */
export class UploadRefused extends Error {
  readonly code = "IW_UPLOAD_REFUSED"
  constructor(
    readonly field: string,
    readonly fieldError: FieldError
  ) {
    super(fieldError.code)
  }
}

/** A multipart file name arrives as latin1 bytes of its UTF-8 text. */
export const uploadName = (originalname: string) => Buffer.from(originalname, "latin1").toString("utf8")

/**
 * Memory storage that reads each file's type from its first bytes as they arrive (spec §5 Uploads: by content,
 * never by name or declared type) and stops as soon as the file is over its kind's limit (20,000,000 bytes,
 * 57,886,080 for mp4), with that kind's code. A file of no allowed kind keeps only its first bytes: it is refused
 * by the core with the image-format error, so there is no reason to hold the rest.
 */
export const sniffingMemoryStorage = (): StorageEngine => ({
  _handleFile(req, file, cb) {
    const r = req as WithHead
    const chunks: Array<Buffer> = []
    let size = 0
    let head = Buffer.alloc(0)
    let kind: AttachmentKind | null | undefined = undefined
    let webp = false
    let settled = false
    const settle = (err: Error | null, info?: { buffer: Buffer; size: number }) => {
      if (settled) return
      settled = true
      cb(err, info)
    }
    file.stream.on("data", (chunk: Buffer) => {
      if (settled) return
      size += chunk.length
      if (head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)])
        r.uploadHead = head
        if (head.length >= HEAD_BYTES) {
          kind = sniffKind(head)
          // A WEBP photo (custom orders, Live2Earn) is no attachment kind, yet its bytes are kept for the core's check.
          webp = kind === null && sniffImage(head) === "webp"
        }
      }
      if (kind !== null || webp) chunks.push(chunk)
      if (kind !== undefined && kind !== null) {
        const check = checkAttachment({ size, head })
        if ("error" in check) {
          // Stop reading this file; multer drains the rest of the request before the refusal is answered.
          file.stream.resume()
          settle(new UploadRefused(file.fieldname, { ...check.error, params: { ...check.error.params, name: uploadName(file.originalname).slice(0, 100) } }))
        }
      }
    })
    file.stream.on("error", (e: Error) => settle(e))
    file.stream.on("end", () => {
      const buffer = kind === null && !webp ? head : Buffer.concat(chunks)
      settle(null, { buffer, size: buffer.length })
    })
  },
  _removeFile(_req, file, cb) {
    delete (file as { buffer?: Buffer }).buffer
    cb(null)
  }
})

/**
 * The answer for a file past the hard cap multer enforces: its code from the file's first bytes when they arrived
 * (mp4: ERROR_BIG_FILE2; another allowed kind: ERROR_BIG_FILE; none: ERROR_IMAGE_FORMAT), otherwise from the type
 * the client declared.
 */
export const oversizeRefusal = (req: Request): FieldError => {
  const r = req as WithHead
  if (r.uploadHead && r.uploadHead.length > 0) {
    // Past every limit by definition: the core's own check names the code for this kind.
    const check = checkAttachment({ size: Number.MAX_SAFE_INTEGER, head: r.uploadHead })
    if ("error" in check) return check.error
  }
  const video = /^video\//.test(r.uploadTypes?.at(-1) ?? "")
  return video ? { code: "upload.ERROR_BIG_FILE2", params: { max: "55 MB" } } : { code: "upload.ERROR_BIG_FILE", params: { max: "19 MB" } }
}

/** Notes each incoming file's declared type: only a fallback, for when no byte of the file arrived. */
export const rememberFileType = (req: Request, file: { mimetype: string }, cb: (error: null, accept: boolean) => void) => {
  const r = req as WithHead
  r.uploadTypes = [...(r.uploadTypes ?? []), file.mimetype]
  cb(null, true)
}

/**
 * The server's request timeout: long enough for the slowest upload the contract allows (spec §9: 5 minutes for
 * support attachments), so an upload is cut off by the server exactly when the client would give up too.
 */
export const uploadRequestTimeoutMs = (api: Readonly<Record<string, Readonly<Record<string, { readonly files?: unknown; readonly timeoutMs?: number | undefined }>>>>): number =>
  Math.max(
    0,
    ...Object.values(api)
      .flatMap((area) => Object.values(area))
      .filter((ep) => ep.files !== undefined && ep.timeoutMs !== undefined)
      .map((ep) => ep.timeoutMs!)
  )
