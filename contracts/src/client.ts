import { Result, Schema } from "effect"
import { type BinaryAnswer, type Download, type Endpoint, type EndpointInput, type EndpointOutput, type NotModified, endpointUrl, isBinary } from "./endpoint"
import { ApiError } from "./api-error"
import type { WireFieldErrors } from "./validation"

export { ApiError } from "./api-error"

export interface ClientOptions {
  /** Origin of the server, e.g. `http://127.0.0.1:3000`; empty for the page's own origin. */
  readonly baseUrl: string
  readonly token?: () => string | null | undefined
  readonly lang?: () => string
  readonly fetch?: typeof fetch
  /** The one error path: every ApiError passes here before it is thrown (spec §8: 401, 503, 422). */
  readonly onError?: (error: ApiError) => void
  /** Default time limit when an endpoint names none. */
  readonly timeoutMs?: number
}

export interface CallOptions {
  readonly signal?: AbortSignal
  /**
   * Progress from 0 to 1: of the upload, for multipart requests (uses XMLHttpRequest where available), or of the
   * download, for binary endpoints.
   */
  readonly onProgress?: (fraction: number) => void
  /** Sent as `Idempotency-Key`: a retry with the same key is answered with the first result. */
  readonly idempotencyKey?: string
  /** A conditional GET (binary endpoints that answer an ETag): the ETag of the copy the caller has; 304 answers "not modified". */
  readonly ifNoneMatch?: string | null
}

type Call<E extends Endpoint, O, R> = keyof EndpointInput<E> extends never ? (input?: {}, options?: O) => Promise<R> : (input: EndpointInput<E>, options?: O) => Promise<R>
type CallWith<E extends Endpoint, O, R> = keyof EndpointInput<E> extends never ? (input: {} | undefined, options: O) => Promise<R> : (input: EndpointInput<E>, options: O) => Promise<R>

/**
 * One endpoint's function. A conditional GET answers "not modified" only when asked with `ifNoneMatch`, so a call
 * without it is typed to answer the bytes.
 */
type Caller<E extends Endpoint> =
  E["success"] extends BinaryAnswer<infer H, true>
    ? Call<E, CallOptions & { readonly ifNoneMatch?: undefined }, Download<H>> & CallWith<E, CallOptions & { readonly ifNoneMatch: string | null }, Download<H> | NotModified<H>>
    : Call<E, CallOptions, EndpointOutput<E>>

export type Client<A> = { readonly [K in keyof A]: { readonly [N in keyof A[K]]: A[K][N] extends Endpoint ? Caller<A[K][N]> : never } }

interface RawResponse {
  readonly status: number
  readonly text: string
}

/** What a cancelled call rejects with, as `fetch` does: an AbortError (the signal's reason when it has one). */
const abortError = (signal: AbortSignal | undefined): unknown =>
  signal?.reason ?? (typeof DOMException === "function" ? new DOMException("The operation was aborted.", "AbortError") : Object.assign(new Error("aborted"), { name: "AbortError" }))

/**
 * A multipart upload through XMLHttpRequest, for its upload progress. It settles exactly once: with the answer, or
 * rejected on a network error, a timeout or a cancel (the signal aborting, before or during the upload).
 */
export const sendWithProgress = (url: string, init: { method: string; headers: Record<string, string>; body: FormData }, options: CallOptions, timeoutMs: number) =>
  new Promise<RawResponse>((resolve, reject) => {
    const signal = options.signal
    if (signal?.aborted) return reject(abortError(signal))
    const xhr = new XMLHttpRequest()
    const onAbort = () => xhr.abort()
    const settle = (done: () => void) => {
      signal?.removeEventListener("abort", onAbort)
      done()
    }
    xhr.open(init.method, url)
    for (const [k, v] of Object.entries(init.headers)) xhr.setRequestHeader(k, v)
    xhr.timeout = timeoutMs
    xhr.upload.onprogress = (e) => e.lengthComputable && options.onProgress?.(e.loaded / e.total)
    xhr.onload = () => settle(() => resolve({ status: xhr.status, text: xhr.responseText }))
    xhr.onerror = () => settle(() => reject(new Error("network")))
    xhr.ontimeout = () => settle(() => reject(new Error("timeout")))
    xhr.onabort = () => settle(() => reject(abortError(signal)))
    signal?.addEventListener("abort", onAbort, { once: true })
    xhr.send(init.body)
  })

/** Calls one endpoint: encodes the input with its schemas, sends it, and decodes the answer. */
export const callEndpoint = async <E extends Endpoint>(
  ep: E,
  input: Partial<{ params: unknown; query: unknown; body: unknown; files: Readonly<Record<string, ReadonlyArray<Blob>>> }>,
  opts: ClientOptions,
  call: CallOptions = {}
): Promise<EndpointOutput<E>> => {
  const fail = (status: number, code: string, message: string, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) => {
    const err = new ApiError({ status, code, message, endpointId: ep.id, ...extra })
    opts.onError?.(err)
    return err
  }
  const url = endpointUrl(ep, input, opts.baseUrl)
  const success = ep.success
  const headers: Record<string, string> = { Accept: isBinary(success) ? (success.contentType ?? "*/*") : "application/json" }
  const token = opts.token?.()
  if (token) headers.Authorization = `Bearer ${token}`
  const lang = opts.lang?.()
  if (lang) headers["Accept-Language"] = lang
  if (call.idempotencyKey) headers["Idempotency-Key"] = call.idempotencyKey
  if (call.ifNoneMatch && isBinary(success) && success.conditional) headers["If-None-Match"] = call.ifNoneMatch
  let body: string | FormData | undefined
  if (ep.files) {
    const form = new FormData()
    const fields = ep.body ? (Schema.encodeSync(ep.body)(input.body) as Record<string, unknown>) : {}
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, typeof v === "string" ? v : JSON.stringify(v))
    for (const [field, blobs] of Object.entries(input.files ?? {})) for (const b of blobs) form.append(field, b, (b as File).name ?? "file")
    body = form
  } else if (ep.body) {
    headers["Content-Type"] = "application/json"
    body = JSON.stringify(Schema.encodeSync(ep.body)(input.body))
  } else if (ep.method !== "GET") {
    headers["Content-Type"] = "application/json"
    body = "{}"
  }
  const timeoutMs = ep.timeoutMs ?? opts.timeoutMs ?? 30_000
  if (isBinary(success)) return (await download(ep, success, url, headers, opts, call, timeoutMs, fail)) as EndpointOutput<E>
  let raw: RawResponse
  try {
    if (body instanceof FormData && call.onProgress && typeof XMLHttpRequest !== "undefined") {
      raw = await sendWithProgress(url, { method: ep.method, headers, body }, call, timeoutMs)
    } else {
      const signals = [AbortSignal.timeout(timeoutMs), ...(call.signal ? [call.signal] : [])]
      const res = await (opts.fetch ?? fetch)(url, { method: ep.method, headers, body, signal: AbortSignal.any(signals) })
      raw = { status: res.status, text: await res.text() }
    }
  } catch (e) {
    if (call.signal?.aborted) throw e
    throw fail(0, "NETWORK_ERROR", e instanceof Error ? e.message : "network error")
  }
  let json: unknown = undefined
  try {
    json = raw.text === "" ? {} : JSON.parse(raw.text)
  } catch {
    json = undefined
  }
  if (raw.status >= 200 && raw.status < 300) {
    const decoded = Schema.decodeUnknownResult(success as Exclude<typeof success, BinaryAnswer>)(json)
    if (Result.isSuccess(decoded)) return decoded.success as EndpointOutput<E>
    throw fail(raw.status, "BAD_RESPONSE", `Unexpected answer from ${ep.id}`)
  }
  throw failureOf(raw.status, json, fail)
}

type Fail = (status: number, code: string, message: string, extra?: Partial<ConstructorParameters<typeof ApiError>[0]>) => ApiError

/** The ApiError of an answer other than 2xx, from its JSON body (spec §8). */
const failureOf = (status: number, json: unknown, fail: Fail): ApiError => {
  const b = (json ?? {}) as { code?: unknown; message?: unknown; errors?: unknown; params?: unknown }
  const message = typeof b.message === "string" ? b.message : `HTTP ${status}`
  if (status === 422 && b.errors && typeof b.errors === "object") {
    return fail(422, typeof b.code === "string" ? b.code : "VALIDATION_FAILED", message, { fieldErrors: b.errors as WireFieldErrors })
  }
  return fail(status, typeof b.code === "string" ? b.code : `HTTP_${status}`, message, {
    params: b.params && typeof b.params === "object" ? (b.params as Record<string, string | number>) : undefined
  })
}

/**
 * A download's bytes, reporting progress from 0 to 1 as they arrive when its length is known (a compressed answer's
 * length is not the length of what arrives, so only the end is reported for it).
 */
const readWithProgress = async (res: Response, onProgress: (fraction: number) => void): Promise<Uint8Array> => {
  const length = Number(res.headers.get("Content-Length"))
  const known = res.body !== null && Number.isSafeInteger(length) && length > 0 && !res.headers.get("Content-Encoding")
  if (!known) {
    const bytes = new Uint8Array(await res.arrayBuffer())
    onProgress(1)
    return bytes
  }
  const reader = res.body!.getReader()
  const chunks: Array<Uint8Array> = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.byteLength
    onProgress(Math.min(1, received / length))
  }
  const bytes = new Uint8Array(received)
  let at = 0
  for (const c of chunks) {
    bytes.set(c, at)
    at += c.byteLength
  }
  onProgress(1)
  return bytes
}

/**
 * A binary endpoint's call: its bytes with the content type, the ETag and the headers the endpoint names (read as
 * the contract types them), or "not modified" for a conditional GET whose copy is current. A failure is a JSON
 * answer and takes the one error path.
 */
const download = async (ep: Endpoint, answer: BinaryAnswer, url: string, headers: Record<string, string>, opts: ClientOptions, call: CallOptions, timeoutMs: number, fail: Fail) => {
  let res: Response
  try {
    const signals = [AbortSignal.timeout(timeoutMs), ...(call.signal ? [call.signal] : [])]
    res = await (opts.fetch ?? fetch)(url, { method: ep.method, headers, signal: AbortSignal.any(signals), ...(answer.cacheControl === "no-store" ? { cache: "no-store" as const } : {}) })
  } catch (e) {
    if (call.signal?.aborted) throw e
    throw fail(0, "NETWORK_ERROR", e instanceof Error ? e.message : "network error")
  }
  const named: Record<string, string | number | null> = {}
  for (const [name, kind] of Object.entries(answer.headers)) {
    const raw = res.headers.get(name)
    const n = kind === "integer" && raw !== null ? Number(raw) : null
    named[name] = raw === null ? null : kind === "integer" ? (Number.isSafeInteger(n) ? n : null) : raw
  }
  const etag = res.headers.get("ETag")
  if (res.status === 304 && answer.conditional) return { notModified: true, etag, headers: named }
  if (res.status >= 200 && res.status < 300) {
    let bytes: Uint8Array
    try {
      bytes = call.onProgress ? await readWithProgress(res, call.onProgress) : new Uint8Array(await res.arrayBuffer())
    } catch (e) {
      if (call.signal?.aborted) throw e
      throw fail(0, "NETWORK_ERROR", e instanceof Error ? e.message : "network error")
    }
    return { notModified: false, bytes, contentType: res.headers.get("Content-Type"), etag, headers: named }
  }
  const text = await res.text().catch(() => "")
  let json: unknown = undefined
  try {
    json = text === "" ? {} : JSON.parse(text)
  } catch {
    json = undefined
  }
  throw failureOf(res.status, json, fail)
}

/** The typed client: one function per endpoint, derived from the contract, with no hand-written fetch. */
export const makeClient = <A extends Record<string, Record<string, Endpoint>>>(api: A, opts: ClientOptions): Client<A> => {
  const out: Record<string, Record<string, unknown>> = {}
  for (const [area, endpoints] of Object.entries(api)) {
    out[area] = {}
    for (const [name, ep] of Object.entries(endpoints)) {
      out[area][name] = (input: Record<string, unknown> = {}, call?: CallOptions) => callEndpoint(ep, input, opts, call)
    }
  }
  return out as Client<A>
}
