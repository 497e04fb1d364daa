import { request } from "node:http"
import { Readable } from "node:stream"

/**
 * A multipart upload generated as it is sent: one file part of `size` bytes that starts with `head` and is filled
 * with zeros, never held whole by the sender (so a test of the server's memory measures the server). `hold` keeps
 * the request open after the first chunk until it is released, for tests of uploads in flight.
 */
export const streamUpload = (opts: {
  readonly url: string
  readonly token: string
  readonly field: string
  readonly filename: string
  readonly head: Uint8Array
  readonly size: number
  readonly contentType?: string
  readonly hold?: Promise<void>
}): Promise<{ status: number; body: string }> => {
  const boundary = `----iw${Math.random().toString(36).slice(2)}`
  const pre = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${opts.field}"; filename="${opts.filename}"\r\nContent-Type: ${opts.contentType ?? "application/octet-stream"}\r\n\r\n`)
  const post = Buffer.from(`\r\n--${boundary}--\r\n`)
  const CHUNK = 64 * 1024
  const zeros = Buffer.alloc(CHUNK)
  async function* body() {
    yield pre
    yield Buffer.from(opts.head)
    if (opts.hold) await opts.hold
    let left = opts.size - opts.head.length
    while (left > 0) {
      const n = Math.min(CHUNK, left)
      yield n === CHUNK ? zeros : zeros.subarray(0, n)
      left -= n
    }
    yield post
  }
  return new Promise((resolve, reject) => {
    const u = new URL(opts.url)
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: "POST",
        headers: {
          Authorization: `Bearer ${opts.token}`,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": String(pre.length + opts.size + post.length)
        }
      },
      (res) => {
        const parts: Array<Buffer> = []
        res.on("data", (c: Buffer) => parts.push(c))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8") }))
      }
    )
    // The server may answer (a refusal) before the whole body is sent; that answer is what counts.
    req.on("error", (e) => reject(e))
    Readable.from(body()).pipe(req)
  })
}

export const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
/** An mp4's first box: size, "ftyp", brand "isom". */
export const MP4_HEAD = new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0])
