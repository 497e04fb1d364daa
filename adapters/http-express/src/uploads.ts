import { randomUUID } from "node:crypto"
import { createReadStream, createWriteStream, mkdirSync, readFileSync, rmSync } from "node:fs"
import { rm } from "node:fs/promises"
import { join } from "node:path"
import { type FieldError, HEAD_BYTES, type UploadedFile, checkAttachment, checkImage, checkModel, formatFileSize } from "@iw/core"
import type { Request, Response } from "express"
import type { StorageEngine } from "multer"

/**
 * The one upload path of the HTTP layer (issue 11 §1.3): every multipart endpoint of the contract (`files` in its
 * definition) goes through it — support attachments, the file store, and later custom orders and the market.
 *
 * - The caller is authenticated and authorised before a byte of the body is read (router.ts).
 * - A member (or staff member) runs at most `concurrentPerCaller` uploads at once: the next is 429 UPLOAD_CONCURRENCY_LIMIT.
 * - Each file streams to a temporary file on disk; its kind is read from its first bytes (spec §5 Uploads) and a file
 *   of no allowed kind, over its kind's limit, or past what is left of the member's quota stops the upload at once
 *   (422 with the spec's codes, or 413 UPLOAD_QUOTA_EXCEEDED). Nothing is held whole in memory.
 * - Temporary files are removed when the answer is done, whatever it was; the core streams them into FileStorage.
 */

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

/** The upload would pass the member's storage quota: stopped as soon as it did (answered 413 UPLOAD_QUOTA_EXCEEDED). */
export class UploadQuotaRefused extends Error {
  readonly code = "IW_UPLOAD_QUOTA"
  constructor(readonly quotaBytes: number) {
    super("storage quota exceeded")
  }
}

/** A multipart file name arrives as latin1 bytes of its UTF-8 text. */
export const uploadName = (originalname: string) => Buffer.from(originalname, "latin1").toString("utf8")

/** What one request's upload knows as it runs: its temporary files, bytes so far, what the quota leaves. */
interface UploadState {
  readonly paths: Array<string>
  received: number
  /** Bytes the member may still store (null: no quota applies, e.g. staff). */
  readonly leftBytes: number | null
  readonly quotaBytes: number | null
  head?: Uint8Array
  types: Array<string>
}

type WithUpload = Request & { iwUpload?: UploadState }

/** A file as the storage engine leaves it for the handler: on disk at `path`, with its size and first bytes. */
export interface DiskFile {
  readonly fieldname: string
  readonly originalname: string
  readonly path: string
  readonly size: number
  readonly head: Uint8Array
}

/** The files of a request, as the core takes them: name, size, first bytes, and the bytes streamed from disk. */
export const uploadedFiles = (files: Readonly<Record<string, ReadonlyArray<unknown>>>, field: string): Array<UploadedFile> =>
  ((files[field] ?? []) as ReadonlyArray<DiskFile>).map((f) => ({
    name: uploadName(f.originalname),
    size: f.size,
    head: f.head,
    // Opened when the core starts reading: a file refused before that holds no handle.
    body: { size: f.size, chunks: { [Symbol.asyncIterator]: () => createReadStream(f.path)[Symbol.asyncIterator]() } }
  }))

/**
 * The bytes of one uploaded file, read whole from its temporary file: only for areas whose files the stream already
 * held to a few megabytes (custom orders' photos and models, Live2Earn photos: 5 MB images, 20 MB models) and whose
 * core checks a file whole. Everything larger streams through `uploadedFiles`.
 */
export const smallUploadBytes = (file: { readonly path: string }): Uint8Array => readFileSync(file.path)

/**
 * Multer storage that streams each file to a temporary file under `dir`, reading its kind from its first bytes as
 * they arrive and stopping at once when the file is of no allowed kind, over its kind's limit (20,000,000 bytes,
 * 57,886,080 for mp4), or past the member's quota. A refused file's temporary file is removed at once.
 */
/** What a multipart field takes (contracts' FilePart `kinds`). */
export type PartKinds = "attachments" | "images" | "models"

/** The refusal for a file of these kinds, judged by its first bytes and its size so far; null while it may go on. */
const refusalOf = (kinds: PartKinds, head: Uint8Array, size: number): FieldError | null => {
  if (kinds === "images") {
    const check = checkImage({ size, head })
    return "error" in check ? check.error : null
  }
  if (kinds === "models") return checkModel({ size, head })
  const check = checkAttachment({ size, head })
  return "error" in check ? check.error : null
}

export const sniffingDiskStorage = (dir: string, kindsOf: (field: string) => PartKinds = () => "attachments"): StorageEngine => ({
  _handleFile(req, file, cb) {
    const kinds = kindsOf(file.fieldname)
    const state = (req as WithUpload).iwUpload ?? ((req as WithUpload).iwUpload = { paths: [], received: 0, leftBytes: null, quotaBytes: null, types: [] })
    const path = join(dir, `up-${randomUUID()}`)
    state.paths.push(path)
    const out = createWriteStream(path, { flags: "wx" })
    let size = 0
    let head = Buffer.alloc(0)
    let sniffed = false
    let settled = false
    const name = uploadName(file.originalname).slice(0, 100)
    const refuse = (err: Error) => {
      if (settled) return
      settled = true
      // Stop writing and drop what was written; multer drains the rest of the request before the refusal is answered.
      file.stream.removeListener("data", onData)
      file.stream.resume()
      out.destroy()
      void rm(path, { force: true })
      cb(err)
    }
    const refuseKind = (error: FieldError) => refuse(new UploadRefused(file.fieldname, { ...error, params: { ...error.params, name } }))
    const onData = (chunk: Buffer) => {
      if (settled) return
      size += chunk.length
      state.received += chunk.length
      if (head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)])
        state.head = head
        sniffed = head.length >= HEAD_BYTES
      }
      // From the first bytes on: of no kind this part takes, or past its kind's limit, the file stops here.
      if (sniffed) {
        const error = refusalOf(kinds, head, size)
        if (error !== null) return refuseKind(error)
      }
      if (state.leftBytes !== null && state.received > state.leftBytes) return refuse(new UploadQuotaRefused(state.quotaBytes ?? 0))
      if (!out.write(chunk)) {
        file.stream.pause()
        out.once("drain", () => file.stream.resume())
      }
    }
    file.stream.on("data", onData)
    file.stream.on("error", (e: Error) => refuse(e))
    out.on("error", (e: Error) => refuse(e))
    file.stream.on("end", () => {
      if (settled) return
      // A file shorter than the head: its kind is read from what there is.
      const error = refusalOf(kinds, head, size)
      if (error !== null) return refuseKind(error)
      out.end(() => {
        if (settled) return
        settled = true
        cb(null, { path, size, head: new Uint8Array(head) } as Partial<Express.Multer.File>)
      })
    })
  },
  _removeFile(_req, file, cb) {
    rm((file as unknown as DiskFile).path, { force: true }).then(() => cb(null), cb)
  }
})

/**
 * The answer for a file past the hard cap multer enforces: its code from the file's first bytes when they arrived
 * (mp4: ERROR_BIG_FILE2; another allowed kind: ERROR_BIG_FILE; none: ERROR_IMAGE_FORMAT), otherwise from the type
 * the client declared.
 */
export const oversizeRefusal = (req: Request): FieldError => {
  const r = (req as WithUpload).iwUpload
  if (r?.head && r.head.length > 0) {
    // Past every limit by definition: the core's own check names the code for this kind.
    const check = checkAttachment({ size: Number.MAX_SAFE_INTEGER, head: r.head })
    if ("error" in check) return check.error
  }
  const video = /^video\//.test(r?.types.at(-1) ?? "")
  return video ? { code: "upload.ERROR_BIG_FILE2", params: { max: "55 MB" } } : { code: "upload.ERROR_BIG_FILE", params: { max: "19 MB" } }
}

/** Notes each incoming file's declared type: only a fallback, for when no byte of the file arrived. */
export const rememberFileType = (req: Request, file: { mimetype: string }, cb: (error: null, accept: boolean) => void) => {
  const r = req as WithUpload
  r.iwUpload ??= { paths: [], received: 0, leftBytes: null, quotaBytes: null, types: [] }
  r.iwUpload.types.push(file.mimetype)
  cb(null, true)
}

/** How the upload path is configured for one app. */
export interface UploadOptions {
  /** Where temporary files go while an upload arrives (created if missing). */
  readonly tempDir: string
  /** Uploads one caller may run at once; the next is answered 429 UPLOAD_CONCURRENCY_LIMIT. */
  readonly concurrentPerCaller: number
  /** What the member may still store, asked before the body is read (null: no quota applies). */
  readonly allowance?: (memberId: number) => Promise<{ readonly leftBytes: number; readonly quotaBytes: number } | null>
}

/**
 * The upload gate of one app: counts each caller's uploads in flight (in this process), starts the request's upload
 * state with what the quota leaves, and removes the request's temporary files when its answer is done.
 */
export const makeUploadGate = (options: UploadOptions) => {
  mkdirSync(options.tempDir, { recursive: true })
  const inFlight = new Map<string, number>()
  return {
    tempDir: options.tempDir,
    concurrentPerCaller: options.concurrentPerCaller,
    /** Admits one upload for `caller` or answers false (the caller then gets 429); released when the answer closes. */
    admit: (req: Request, res: Response, caller: string): boolean => {
      const now = inFlight.get(caller) ?? 0
      if (now >= options.concurrentPerCaller) return false
      inFlight.set(caller, now + 1)
      res.once("close", () => {
        const n = (inFlight.get(caller) ?? 1) - 1
        if (n <= 0) inFlight.delete(caller)
        else inFlight.set(caller, n)
        const paths = (req as WithUpload).iwUpload?.paths ?? []
        for (const p of paths) rmSync(p, { force: true })
      })
      return true
    },
    /** Starts the request's upload state with what the member's quota leaves. */
    prepare: async (req: Request, memberId: number | null) => {
      const allowance = memberId !== null && options.allowance ? await options.allowance(memberId) : null
      ;(req as WithUpload).iwUpload = { paths: [], received: 0, leftBytes: allowance?.leftBytes ?? null, quotaBytes: allowance?.quotaBytes ?? null, types: [] }
    },
    inFlight: (caller: string) => inFlight.get(caller) ?? 0
  }
}

export type UploadGate = ReturnType<typeof makeUploadGate>

/** The quota as people read it, for the 413 message. */
export const quotaText = (bytes: number) => formatFileSize(bytes)

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
