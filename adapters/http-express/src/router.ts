import { isUtf8 } from "node:buffer"
import { Readable } from "node:stream"
import { pipeline } from "node:stream/promises"
import { gzipSync } from "node:zlib"
import { type BinaryAnswer, type Endpoint, type EndpointOutput, type HeaderKinds, type HeaderValues, type WireSchema, decodeWire, encodeWire, isBinary } from "@iw/contracts"
import { type LangCode, langFromAcceptLanguage } from "@iw/contracts/i18n"
import { type MemberPrincipal, type Principal, type StaffPrincipal, permits } from "@iw/core"
import { Cause, type Effect, Exit, Schema } from "effect"
import type { Request, Response, Router } from "express"
import express from "express"
import multer from "multer"
import { type MappedError, mapDomainError } from "./errors"
import { type HttpFailure, type MappingOptions, failure, failureBody } from "./http-failure"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { UploadQuotaRefused, UploadRefused, type UploadGate, makeUploadGate, rememberFileType, sniffingDiskStorage } from "./uploads"

/**
 * Runs an effect that needs at most the services `R`. The composition root builds it from its layers; a root whose
 * layers lack a service some handler needs does not compile.
 */
export type Run<R> = <A, E>(effect: Effect.Effect<A, E, R>) => Promise<Exit.Exit<A, E>>

/** Wraps every effect one request runs (its authentication and its handler) in what they share. */
export type PerRequest<R> = <A, E>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>

type TypeOf<X> = X extends WireSchema ? X["Type"] : undefined
type PrincipalOf<E extends Endpoint> = E["access"] extends "member" ? MemberPrincipal : E["access"] extends "staff" ? StaffPrincipal : Principal | null

export interface RequestContext<E extends Endpoint> {
  readonly params: TypeOf<E["params"]>
  readonly query: TypeOf<E["query"]>
  readonly body: TypeOf<E["body"]>
  readonly files: Readonly<Record<string, ReadonlyArray<Express.Multer.File>>>
  readonly principal: PrincipalOf<E>
  readonly lang: LangCode
  readonly ip: string
  readonly headers: Request["headers"]
}

/**
 * What a binary endpoint's handler answers: the bytes (whole, or a stream with its size), and what the endpoint's
 * answer names: its headers, the ETag of a conditional GET, a content type when each answer has its own.
 */
export interface BinaryBody<H extends HeaderKinds = HeaderKinds> {
  readonly bytes: Uint8Array | AsyncIterable<Uint8Array>
  /** The length of a stream, when known (Content-Length). */
  readonly size?: number
  /** The same bytes gzip'd, kept by the server: sent as they are to a client that accepts gzip. */
  readonly gzipped?: Uint8Array
  readonly contentType?: string
  /** The version of the bytes: a conditional GET whose If-None-Match names it is answered 304. */
  readonly etag?: string
  readonly headers: HeaderValues<H>
  /** Opened in the browser (`inline`) or downloaded, under the file's name. */
  readonly disposition?: { readonly inline: boolean; readonly filename: string }
  /** This answer's Cache-Control, when it differs from the endpoint's (e.g. as long as a link lives). */
  readonly cacheControl?: string
}

const ENCODED_JSON: unique symbol = Symbol("iw/encoded-json")

/**
 * A JSON answer encoded ahead of time (e.g. once per world version, then kept in memory): the exact bytes
 * `res.json` would send for the value, and the same bytes gzip'd. Sent as they are, with an ETag that answers a
 * conditional GET with 304.
 */
export interface EncodedJson<A> {
  readonly [ENCODED_JSON]: true
  readonly json: Buffer
  readonly gzipped: Buffer
  readonly etag: string
  readonly cacheControl: string
  /** The value the bytes encode, for the type only. */
  readonly value?: A
}

/** Encodes an endpoint's answer once: the wire JSON of the value (as `res.json` would write it), and gzip'd. */
export const encodeJsonOnce = <E extends Endpoint>(ep: E, value: EndpointOutput<E>, etag: string, cacheControl = "private, no-cache"): EncodedJson<EndpointOutput<E>> => {
  const json = Buffer.from(JSON.stringify(encodeWire(ep.success as WireSchema, value)))
  return { [ENCODED_JSON]: true, json, gzipped: gzipSync(json, { level: 6 }), etag, cacheControl }
}

const isEncodedJson = (v: unknown): v is EncodedJson<unknown> => typeof v === "object" && v !== null && ENCODED_JSON in v

/** What a handler answers: the JSON value of the endpoint's schema (or its bytes, encoded once), or a binary endpoint's bytes. */
export type HandlerOutput<E extends Endpoint> = E["success"] extends BinaryAnswer<infer H, any> ? BinaryBody<H> : EndpointOutput<E> | EncodedJson<EndpointOutput<E>>

/**
 * What answers one endpoint: its output, failing only with errors an area's map answers ({@link MappedError}), and
 * needing at most the services `R`. An effect that may fail with an unmapped error does not compile.
 */
export type Handler<E extends Endpoint, R = never> = (ctx: RequestContext<E>) => Effect.Effect<HandlerOutput<E>, MappedError, R>

/** The endpoints of one area of the contract, by name (e.g. `api.land`). */
export type Area = Readonly<Record<string, Endpoint>>

/** A handler for every endpoint of an area: a missing one does not compile. */
export type AreaHandlers<A extends Area, R = never> = { readonly [K in keyof A]: Handler<A[K], R> }

/** The services some handler of a record needs. */
export type ServicesOf<H> = { [K in keyof H]: H[K] extends (...args: ReadonlyArray<any>) => Effect.Effect<any, any, infer R> ? R : never }[keyof H]

/** An area bound to its handlers, ready for the binder. */
export interface AreaRoutes<A extends Area, R> {
  readonly area: A
  readonly handlers: AreaHandlers<A, R>
  /** Per endpoint, which field carries log-in errors (the staff log-in names it `email`). */
  readonly mapping: Partial<Record<keyof A, MappingOptions>>
}

/** The services a set of area routes needs. */
export type RoutesServices<T> = T extends AreaRoutes<any, infer R> ? R : never

/**
 * The routes of one area: a record keyed by the area's endpoints. A missing endpoint, an endpoint the area does not
 * have, a wrong output, or an error no map answers fails to compile. The services the handlers need are inferred.
 */
export const routes = <A extends Area, H extends AreaHandlers<A, any>>(
  area: A,
  handlers: H & { readonly [K in Exclude<keyof H, keyof A>]: never },
  mapping: Partial<Record<keyof A, MappingOptions>> = {}
): AreaRoutes<A, ServicesOf<H>> => ({ area, handlers: handlers as unknown as AreaHandlers<A, ServicesOf<H>>, mapping })

export interface Logger {
  readonly error: (message: string, detail?: unknown) => void
  /** Input the server refused as malformed: one line, no stack (issue 11 §1.2). */
  readonly warn: (message: string, detail?: Readonly<Record<string, unknown>>) => void
}

/** A request body the server could not read (broken multipart, an unreadable form): answered 400, logged at warn. */
export class MalformedInput extends Error {
  readonly code = "IW_MALFORMED_INPUT"
}

/** The token of an `Authorization: Bearer …` header, or null (none, or a client's "null"/"undefined"). */
export const bearerToken = (h: string | undefined): string | null => {
  if (!h || !h.toLowerCase().startsWith("bearer ")) return null
  const token = h.slice(7).trim()
  return token === "" || token === "null" || token === "undefined" ? null : token
}

export const send = (res: Response, f: HttpFailure, lang: LangCode) => {
  if (!res.headersSent) res.status(f.status).json(failureBody(f, lang))
}

/** What a JSON endpoint answers once its caller is admitted and its input read: the value, or the failure to send. */
export type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly failure: HttpFailure }

interface DecideInput {
  readonly params: unknown
  readonly query: unknown
  readonly body: unknown
  readonly files: Readonly<Record<string, ReadonlyArray<Express.Multer.File>>>
}

/** A member endpoint's answer for a caller already known and a JSON body already parsed (see lean-path.ts). */
export interface LeanAnswer {
  readonly endpoint: Endpoint
  readonly answer: (principal: MemberPrincipal, body: unknown, lang: LangCode, ip: string, headers: Request["headers"]) => Promise<Outcome>
}

/**
 * Binds endpoints of the contract to handlers on an Express router. `authenticate` turns a bearer token into the
 * caller (any failure means no caller).
 */
export const makeBinder = <R>(
  router: Router,
  run: Run<R>,
  log: Logger,
  authenticate: (token: string) => Effect.Effect<Principal, unknown, NoInfer<R>>,
  uploadGate?: UploadGate,
  /**
   * What one request's authentication and handler share (e.g. the member authentication read, reused by the
   * profile): a wrapper made once per request, around both effects, or null for none.
   */
  perRequest?: (req: Request) => PerRequest<NoInfer<R>> | null,
  /** A member `authenticate` checked lately from this token (KnownCallers), or null. */
  knownCaller?: (token: string) => Principal | null,
  /** How long a JSON body may take to arrive (an upload: its endpoint's `timeoutMs`); then 408 and the connection closes. */
  bodyTimeoutMs: number = BODY_TIMEOUT_MS
) => {
  // The one upload path (uploads.ts): without a configured gate, temporary files go to the system's and 2 uploads run at once.
  let gate = uploadGate
  const gateOf = () => (gate ??= makeUploadGate({ tempDir: join(tmpdir(), "iw-uploads"), concurrentPerCaller: 2 }))
  const scopeOf = (req: Request, res: Response): PerRequest<R> => {
    const known = res.locals.perRequest as PerRequest<R> | undefined
    if (known !== undefined) return known
    const made = perRequest?.(req) ?? ((effect) => effect)
    res.locals.perRequest = made
    return made
  }
  const leanAnswers = new Map<Endpoint, LeanAnswer>()
  const principalOf = async (req: Request, res: Response): Promise<Principal | null> => {
    const token = bearerToken(req.headers.authorization)
    if (token === null) return null
    // A member `authenticate` checked lately from this token (KnownCallers), without an effect run of its own.
    const known = knownCaller?.(token) ?? null
    if (known !== null) return known
    const exit = await run(scopeOf(req, res)(authenticate(token)))
    return Exit.isSuccess(exit) ? exit.value : null
  }

  // Express tries the bound routes one by one (some 300, each a pattern match), which a busy endpoint late in the list
  // (the tracker, every 15 s per member) pays on every request. A path without parameters is found here by one lookup
  // instead, as long as no route bound before it could take it: Express's order still decides, and anything else
  // (HEAD, another case, a trailing slash) goes on to Express's own matching, where every route is bound too.
  const direct = new Map<string, ReadonlyArray<(req: Request, res: Response, next: (err?: unknown) => void) => unknown>>()
  type Patterned = { readonly method: string; readonly segments: ReadonlyArray<string>; readonly wild: boolean }
  const patterned: Array<Patterned> = []
  // Whether a route with parameters could match the path (a wildcard or any other pattern syntax: assumed it could).
  const couldTake = (p: Patterned, method: string, segments: ReadonlyArray<string>) =>
    p.method === method &&
    (p.wild || (p.segments.length === segments.length && p.segments.every((s, i) => s.startsWith(":") || s.toLowerCase() === segments[i]!.toLowerCase())))
  router.use((req: Request, res: Response, next: (err?: unknown) => void) => {
    const chain = direct.get(`${req.method} ${req.path}`)
    if (chain === undefined) return next()
    let i = 0
    const step = (err?: unknown): void => {
      if (err !== undefined && err !== null) return next(err)
      const h = chain[i++]
      if (h === undefined) return next()
      try {
        const r = h(req, res, step) as Promise<unknown> | undefined
        if (r !== undefined && r !== null && typeof r.then === "function") r.then(undefined, (e: unknown) => step(e ?? new Error("rejected")))
      } catch (e) {
        step(e)
      }
    }
    step()
  })
  const bindDirect = (method: string, path: string, chain: ReadonlyArray<(req: Request, res: Response, next: (err?: unknown) => void) => unknown>) => {
    const segments = path.split("/").slice(1)
    if (segments.some((s) => s.startsWith(":") || /[*?+(){}[\]]/.test(s))) {
      patterned.push({ method, segments, wild: segments.some((s) => /[*?+(){}[\]]/.test(s)) })
      return
    }
    const key = `${method} ${path}`
    if (direct.has(key) || patterned.some((p) => couldTake(p, method, segments))) return
    direct.set(key, chain)
  }

  const bind = <E extends Endpoint>(ep: E, handler: Handler<E, R>, mapping: MappingOptions = {}) => {
    const path = `/${ep.path}`
    const method = ep.method.toLowerCase() as "get" | "post" | "put" | "delete"
    const takesFiles = ep.files !== undefined && ep.files.length > 0
    const upload = ep.files ? multer({ storage: sniffingDiskStorage(takesFiles ? gateOf().tempDir : tmpdir(), (field) => ep.files?.find((f) => f.field === field)?.kinds ?? "attachments"), fileFilter: rememberFileType, preservePath: true, limits: formLimits(ep.files) }).fields(ep.files.map((f) => ({ name: f.field, maxCount: f.maxCount }))) : null

    // Who is calling, and whether their roles permit the endpoint, is settled before any body is read: an anonymous
    // client never gets a body parsed or an upload buffered (the unread body is discarded by Node once the refusal is
    // sent), and a refusal of the input never comes before the 401 or 403.
    const authenticateFirst = async (req: Request, res: Response, next: (err?: unknown) => void) => {
      const lang = langFromAcceptLanguage(req.headers["accept-language"])
      res.locals.route = ep.path
      if (ep.files) res.locals.upload = true
      try {
        const principal = ep.access === "public" ? null : await principalOf(req, res)
        res.locals.principal = principal
        if (ep.access === "member" && principal?.kind !== "member") return send(res, failure("UNAUTHENTICATED"), lang)
        if (ep.access === "staff" && principal?.kind !== "staff") return send(res, failure("UNAUTHENTICATED"), lang)
        if (ep.permission !== null && principal?.kind === "staff" && !permits(principal.roles, ep.permission)) return send(res, failure("FORBIDDEN"), lang)
        res.locals.principal = principal
        next()
      } catch (e) {
        log.error(`${ep.id} crashed`, e)
        return send(res, failure("SERVER_ERROR"), lang)
      }
    }
    // An upload is admitted only while the caller has fewer than the limit in flight (429), and starts knowing what
    // the member's quota leaves, so it stops as soon as it would pass it.
    const admitUpload = async (req: Request, res: Response, next: (err?: unknown) => void) => {
      const lang = langFromAcceptLanguage(req.headers["accept-language"])
      const principal = res.locals.principal as Principal | null
      const caller = principal === null ? `ip:${req.ip}` : principal.kind === "member" ? `member:${principal.memberId}` : `staff:${principal.staffId}`
      const g = gateOf()
      if (!g.admit(req, res, caller)) return send(res, failure("UPLOAD_CONCURRENCY_LIMIT", { max: g.concurrentPerCaller }), lang)
      try {
        await g.prepare(req, principal?.kind === "member" ? principal.memberId : null)
        next()
      } catch (e) {
        log.error(`${ep.id} crashed`, e)
        return send(res, failure("SERVER_ERROR"), lang)
      }
    }
    // The body is read only now, after the caller was admitted: JSON (UTF-8 only: any other charset is 415), or the
    // multipart form, whose own breakage (no boundary, cut short) is malformed input rather than a server fault.
    const readBody = ep.files
      ? (req: Request, res: Response, next: (err?: unknown) => void) =>
          upload!(req, res, (err?: unknown) => next(err === undefined || err === null ? undefined : isOwnRefusal(err) ? err : new MalformedInput(String((err as Error)?.message ?? err))))
      : ep.body
        ? ep.form
          ? formOrJsonBody
          : jsonBody
        : null
    const formTypes = ep.form && ep.body ? formFieldTypes(ep.body) : null

    // The answer once the caller is admitted and the input read: NUL checks, decoding, the handler's run, and the
    // area's map of its errors. Shared by Express's chain below and the lean path (lean-path.ts).
    const decide = async (input: DecideInput, principal: Principal | null, lang: LangCode, ip: string, headers: Request["headers"], scope: PerRequest<R>): Promise<Outcome> => {
      const errors: Record<string, Array<{ code: string }>> = {}
      const decodePart = (schema: WireSchema | undefined, value: unknown, root: string) => {
        if (!schema) return undefined
        const r = decodeWire(schema, value, root)
        if (r.ok) return r.value
        Object.assign(errors, r.errors)
        return undefined
      }
      const files = input.files
      // A NUL or a lone UTF-16 surrogate (`"\ud800"` in JSON) in a file name or any text is no text a person wrote:
      // PostgreSQL stores no NUL in text and refuses a lone surrogate's escape in json (a 500), and a text column
      // would keep it silently altered to U+FFFD.
      for (const [field, list] of Object.entries(files)) {
        if (list.some((f) => f.originalname.includes("\0") || !isUtf8Name(f.originalname))) errors[field] = [{ code: "validation.invalid" }]
      }
      for (const [root, value] of [["params", input.params], ["query", input.query], ["body", input.body]] as const) {
        const at = unwrittenAt(value, root)
        if (at !== null) errors[at] = [{ code: "validation.invalid" }]
      }
      if (Object.keys(errors).length > 0) return { ok: false, failure: { status: 422, errors } }
      const params = decodePart(ep.params, input.params, "params")
      const query = decodePart(ep.query, input.query ?? {}, "query")
      const body = decodePart(ep.body, input.body ?? (ep.body ? undefined : {}), "body")
      if (Object.keys(errors).length > 0) return { ok: false, failure: { status: 422, errors } }

      const exit = await run(scope(handler({ params, query, body, files, principal: principal as PrincipalOf<E>, lang, ip, headers } as RequestContext<E>)))
      if (Exit.isSuccess(exit)) return { ok: true, value: exit.value }
      const reason = Cause.squash(exit.cause)
      const failureOf = Cause.hasFails(exit.cause) ? mapDomainError(reason, mapping) : null
      if (failureOf) return { ok: false, failure: failureOf }
      log.error(`${ep.id} failed`, reason)
      return { ok: false, failure: failure("SERVER_ERROR") }
    }
    if (ep.access === "member" && ep.method === "POST" && ep.body !== undefined && !ep.files && !ep.params && !ep.query && !isBinary(ep.success)) {
      leanAnswers.set(ep, {
        endpoint: ep,
        answer: (principal, body, lang, ip, headers) => decide({ params: {}, query: {}, body, files: {} }, principal, lang, ip, headers, (effect) => effect)
      })
    }

    // A body that never ends (a Content-Length larger than what is sent, a chunked body with no last chunk) would
    // hold the connection and what was read of it until the server's request timeout, the slowest upload's (10
    // minutes): it gets the time its endpoint allows, then 408 and the connection is closed.
    const deadline = takesFiles ? (ep.timeoutMs ?? bodyTimeoutMs) : bodyTimeoutMs
    const bodyDeadline = (req: Request, res: Response, next: (err?: unknown) => void) => {
      if (req.complete) return next()
      const timer = setTimeout(() => {
        if (req.complete || res.headersSent) return
        log.warn("malformed input", { method: req.method, path: req.path, status: 408, reason: `body not received in ${deadline} ms` })
        res.setHeader("Connection", "close")
        send(res, failure("REQUEST_TIMEOUT"), langFromAcceptLanguage(req.headers["accept-language"]))
        res.once("finish", () => req.socket.destroy())
      }, deadline)
      timer.unref()
      res.once("close", () => clearTimeout(timer))
      req.once("end", () => clearTimeout(timer))
      next()
    }

    const answer = async (req: Request, res: Response) => {
      const lang = langFromAcceptLanguage(req.headers["accept-language"])
      try {
        const input = { params: req.params, query: req.query, body: ep.files ? parseMultipartFields(req.body) : formTypes !== null && res.locals.formBody === true ? formFields(req.body, formTypes) : req.body, files: (req.files ?? {}) as Record<string, Array<Express.Multer.File>> }
        const out = await decide(input, res.locals.principal as Principal | null, lang, req.ip ?? "unknown", req.headers, scopeOf(req, res))
        if (!out.ok) return send(res, out.failure, lang)
        const success = ep.success
        if (isBinary(success)) return await writeBinary(req, res, ep.status, success, out.value as BinaryBody)
        if (isEncodedJson(out.value)) return writeEncodedJson(req, res, ep.status, out.value)
        res.status(ep.status).json(encodeWire(success, out.value))
        return
      } catch (e) {
        log.error(`${ep.id} crashed`, e)
        return send(res, failure("SERVER_ERROR"), lang)
      }
    }
    const chain = [authenticateFirst, ...(takesFiles ? [admitUpload] : []), ...(readBody ? [bodyDeadline, readBody] : []), answer]
    router[method](path, ...chain)
    bindDirect(ep.method.toUpperCase(), path, chain)
  }

  /** Binds every endpoint of an area to its handler (the record's type paired them, key by key). */
  const bindArea = (r: AreaRoutes<any, R>) => {
    for (const name of Object.keys(r.area)) bind(r.area[name]!, r.handlers[name]!, r.mapping[name])
  }

  /**
   * The answer of a bound member endpoint that takes a JSON body and nothing else, for the lean path: the same
   * decoding, handler and error map as Express's chain, for a caller the lean path already knows.
   */
  const leanAnswer = (ep: Endpoint): LeanAnswer | null => leanAnswers.get(ep) ?? null

  return { bind, bindArea, leanAnswer }
}

/** What a browser may do with bytes people uploaded, opened from our origin: show images, run nothing. */
const SANDBOX = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox"

/** Writes a binary endpoint's answer: its headers, 304 for a current conditional GET, else the bytes or the stream. */
const writeBinary = async (req: Request, res: Response, status: number, answer: BinaryAnswer, out: BinaryBody) => {
  const cacheControl = out.cacheControl ?? answer.cacheControl
  if (cacheControl) res.setHeader("Cache-Control", cacheControl)
  if (out.etag) res.setHeader("ETag", out.etag)
  for (const [name, value] of Object.entries(out.headers)) res.setHeader(name, String(value))
  if (out.gzipped) res.setHeader("Vary", "Accept-Encoding")
  if (answer.conditional && out.etag !== undefined && req.headers["if-none-match"] === out.etag) {
    res.status(304).end()
    return
  }
  res.status(status)
  res.setHeader("Content-Type", out.contentType ?? answer.contentType ?? "application/octet-stream")
  if (out.disposition) res.setHeader("Content-Disposition", `${out.disposition.inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(out.disposition.filename)}`)
  if (answer.untrusted) res.setHeader("Content-Security-Policy", SANDBOX)
  const bytes = out.bytes
  if (bytes instanceof Uint8Array) {
    const gzip = out.gzipped !== undefined && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))
    if (gzip) res.setHeader("Content-Encoding", "gzip")
    const body = gzip ? out.gzipped! : bytes
    res.send(Buffer.from(body.buffer, body.byteOffset, body.byteLength))
    return
  }
  if (out.size !== undefined) res.setHeader("Content-Length", String(out.size))
  try {
    await pipeline(Readable.from(bytes), res)
  } catch {
    // The client went away, or the storage failed mid-file: the answer is cut short; nothing more to send.
    res.destroy()
  }
}

/** Whether a conditional GET's If-None-Match names this ETag (one of a list, or `*`). */
const matchesEtag = (req: Request, etag: string) => {
  const h = req.headers["if-none-match"]
  if (!h) return false
  return h.split(",").some((t) => {
    const tag = t.trim()
    return tag === "*" || tag === etag || tag === `W/${etag}`
  })
}

/** Writes JSON encoded ahead of time: 304 for a current conditional GET, else the gzip'd bytes to a client that takes gzip. */
const writeEncodedJson = (req: Request, res: Response, status: number, out: EncodedJson<unknown>) => {
  res.setHeader("Cache-Control", out.cacheControl)
  res.setHeader("ETag", out.etag)
  res.setHeader("Vary", "Accept-Encoding")
  if (matchesEtag(req, out.etag)) {
    res.status(304).end()
    return
  }
  res.status(status)
  res.setHeader("Content-Type", "application/json; charset=utf-8")
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))
  if (gzip) res.setHeader("Content-Encoding", "gzip")
  const body = gzip ? out.gzipped : out.json
  res.setHeader("Content-Length", String(body.byteLength))
  res.end(req.method === "HEAD" ? undefined : body)
}

/** Multipart fields arrive as strings; JSON-looking ones are parsed so the body schema sees real types. */
const parseMultipartFields = (body: unknown): unknown => {
  if (!body || typeof body !== "object") return {}
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(body)) {
    if (typeof v === "string" && /^[[{]/.test(v.trim())) {
      try {
        out[k] = JSON.parse(v)
        continue
      } catch {
        /* keep the string */
      }
    }
    out[k] = v
  }
  return out
}

/**
 * A multipart form's text fields are held in memory until the handler runs, so they are bounded like a JSON body: the
 * client sends one field per body key (contracts' client), none longer than a few thousand characters. Without these
 * bounds busboy takes any number of fields of up to 1 MB each: 400 fields of junk were held whole (some 400 MB) and
 * the upload accepted.
 */
export const FORM_MAX_FIELDS = 32
export const FORM_MAX_FIELD_BYTES = 128 * 1024

/** The multer limits of an upload endpoint: its files (count, largest kind) and the bounded text fields. */
const formLimits = (files: ReadonlyArray<{ readonly maxCount: number; readonly maxBytes: number }>) => {
  const fileCount = files.reduce((n, f) => n + f.maxCount, 0)
  return { files: fileCount, fileSize: Math.max(1, ...files.map((f) => f.maxBytes)), fields: FORM_MAX_FIELDS, fieldSize: FORM_MAX_FIELD_BYTES, parts: FORM_MAX_FIELDS + fileCount }
}

/** How long a JSON body (at most 1 MB) may take to arrive: the client's own default timeout for a call. */
export const BODY_TIMEOUT_MS = 30_000

const parseJson = express.json({ limit: "1mb" })

const parseUrlencoded = express.urlencoded({ extended: false, limit: "1mb", parameterLimit: 100 })
/** A form's text fields; a file part in it is skipped unread (a form endpoint takes no files: its uploads have their own calls). */
const parseFormFields = multer({ storage: multer.memoryStorage(), fileFilter: (_req, _file, skip) => skip(null, false), limits: { files: 10, fields: 100, fieldSize: 1024 * 1024 } }).any()

/**
 * The body of an endpoint that also takes a form (`Endpoint.form`, e.g. spec §7 "POST member/ad (form: …)"):
 * urlencoded or multipart fields (no files), marked so the binder reads them as {@link formFields}; else JSON.
 */
export const formOrJsonBody = (req: Request, res: Response, next: (err?: unknown) => void) => {
  const type = String(req.headers["content-type"] ?? "").toLowerCase()
  const asForm = (err?: unknown) => {
    if (err !== undefined && err !== null) return next(isOwnRefusal(err) || (err as { status?: number }).status !== undefined ? err : new MalformedInput(String((err as Error)?.message ?? err)))
    res.locals.formBody = true
    next()
  }
  if (type.startsWith("application/x-www-form-urlencoded")) return parseUrlencoded(req, res, asForm)
  if (type.startsWith("multipart/form-data")) return parseFormFields(req, res, asForm)
  return jsonBody(req, res, next)
}

/** The JSON types each top-level field of a body schema takes (`integer`, `number`, `boolean`, `null`, …). */
export const formFieldTypes = (schema: WireSchema): ReadonlyMap<string, ReadonlySet<string>> => {
  const doc = Schema.toJsonSchemaDocument(schema) as unknown as { schema: { properties?: Record<string, JsonNode> }; definitions?: Record<string, JsonNode> }
  const typesOf = (node: JsonNode | undefined, depth = 0): Array<string> => {
    if (!node || depth > 8) return []
    if (typeof node.$ref === "string") return typesOf(doc.definitions?.[node.$ref.replace(/^#\/\$defs\//, "")], depth + 1)
    const own = Array.isArray(node.type) ? node.type : typeof node.type === "string" ? [node.type] : []
    return [...own, ...[...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].flatMap((n) => typesOf(n, depth + 1))]
  }
  return new Map(Object.entries(doc.schema.properties ?? {}).map(([k, v]) => [k, new Set(typesOf(v))]))
}
interface JsonNode {
  readonly type?: string | ReadonlyArray<string>
  readonly $ref?: string
  readonly anyOf?: ReadonlyArray<JsonNode>
  readonly oneOf?: ReadonlyArray<JsonNode>
  readonly allOf?: ReadonlyArray<JsonNode>
}

/**
 * A form's text fields as the JSON body they stand for: a number or boolean field's text becomes its value (text
 * that is none stays text, so the schema refuses it on its field), an empty one is null where null is allowed and
 * absent otherwise, and an object or array field is read as JSON. Text fields stay as they were typed.
 */
export const formFields = (body: unknown, types: ReadonlyMap<string, ReadonlySet<string>>): unknown => {
  if (!body || typeof body !== "object") return {}
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(body)) {
    const t = types.get(k)
    if (typeof v !== "string" || t === undefined || t.has("string")) {
      out[k] = v
      continue
    }
    const text = v.trim()
    if (text === "") {
      if (t.has("null")) out[k] = null
      continue
    }
    if ((t.has("integer") || t.has("number")) && /^-?\d+(\.\d+)?$/.test(text)) out[k] = Number(text)
    else if (t.has("boolean") && (text === "true" || text === "false")) out[k] = text === "true"
    else if (text === "null" && t.has("null")) out[k] = null
    else if ((t.has("object") || t.has("array")) && /^[[{]/.test(text)) {
      try {
        out[k] = JSON.parse(text)
      } catch {
        out[k] = v
      }
    } else out[k] = v
  }
  return out
}

/** JSON bodies: 1 MB at most, UTF-8 only: a body declared in another charset (koi8-r, ebcdic, utf-7, …) is 415. */
export const jsonBody = (req: Request, res: Response, next: (err?: unknown) => void) => {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(String(req.headers["content-type"] ?? ""))?.[1]?.toLowerCase()
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") return next(Object.assign(new Error(`unsupported charset "${charset.slice(0, 40)}"`), { status: 415, type: "charset.unsupported" }))
  parseJson(req, res, next)
}

/** A refusal the upload itself makes with the spec's codes (kind, size, count): answered as such, not as malformed. */
const isOwnRefusal = (err: unknown): boolean => err instanceof UploadRefused || err instanceof UploadQuotaRefused || (typeof (err as { code?: unknown })?.code === "string" && (err as { code: string }).code.startsWith("LIMIT_"))

/**
 * A multipart file name arrives as latin1 bytes of its UTF-8 text (`uploadName`): bytes that are no UTF-8 (a lone
 * surrogate's, an overlong form, a stray byte) were stored as U+FFFD. A name busboy already decoded (`filename*`) passes.
 */
const isUtf8Name = (name: string) => !/^[\x00-\xff]*$/.test(name) || isUtf8(Buffer.from(name, "latin1"))

/** A NUL, or a UTF-16 surrogate without its pair: no text a person wrote, and none the database stores as sent. */
const UNWRITTEN = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Where a NUL character or a lone surrogate sits in decoded input (a field path), if anywhere. */
const unwrittenAt = (value: unknown, path: string, depth = 0): string | null => {
  if (typeof value === "string") return UNWRITTEN.test(value) ? path : null
  if (depth > 32 || value === null || typeof value !== "object") return null
  for (const [k, v] of Object.entries(value)) {
    if (UNWRITTEN.test(k)) return path
    const at = unwrittenAt(v, path === "body" || path === "query" || path === "params" ? k : `${path}.${k}`, depth + 1)
    if (at !== null) return at
  }
  return null
}
