import { randomUUID } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import { type WireSchema, encodeWire } from "@iw/contracts"
import { type LangCode, langFromAcceptLanguage } from "@iw/contracts/i18n"
import type { Principal } from "@iw/core"
import { type HttpFailure, failure, failureBody } from "./http-failure"
import { BODY_TIMEOUT_MS, type LeanAnswer, type Logger, bearerToken } from "./router"

/** A caller's X-Request-Id is kept when it is a plain token; otherwise the server makes one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

/** The request's id: the caller's X-Request-Id when it is a plain token, else a new one. */
export const requestIdOf = (given: string | ReadonlyArray<string> | undefined): string => (typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID())

/**
 * The headers every answer carries (the app's middleware and the lean path set the same). HSTS only when the request
 * came over TLS as a trusted proxy says: a plain-HTTP demo must not pin the browser to HTTPS.
 */
export const setSecurityHeaders = (res: ServerResponse, overTls: boolean) => {
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Referrer-Policy", "same-origin")
  res.setHeader("X-Frame-Options", "SAMEORIGIN")
  if (overTls) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
}

/** A JSON body the lean path reads whole: larger ones go the app's way (1 MB limit, the usual refusals). */
export const LEAN_BODY_MAX = 16 * 1024

/** `application/json`, with no charset or UTF-8: anything else goes the app's way (415 for other charsets). */
const PLAIN_JSON = /^application\/json\s*(;\s*charset\s*=\s*"?utf-?8"?\s*)?$/i

export interface LeanPathOptions {
  readonly answers: ReadonlyArray<LeanAnswer>
  /** A member `authenticate` checked lately from this token (KnownCallers), or null: only such callers take the lean path. */
  readonly knownCaller: (token: string) => Principal | null
  readonly log: Logger
  readonly trustProxy: boolean
  /** How long the body may take to arrive (as the binder's): then 408 and the connection is closed. */
  readonly bodyTimeoutMs?: number
  readonly onRequest?: (entry: { requestId: string; method: string; route: string; status: number; ms: number; memberId: number; requestBytes: number; upload: boolean }) => void
}

/**
 * The lean path (issue 16 §3: the tracker, every 15 s per signed-in member, must cost under a tenth of a core for
 * 1,000 members): a few member endpoints that take a small JSON body and nothing else are answered here, ahead of the
 * app's middleware (compression, routing, body parsers, `res.json`), when the request is the plain case: exact path,
 * `application/json` in UTF-8 with a declared length under {@link LEAN_BODY_MAX}, no content encoding, and a bearer
 * token of a member the process already knows. Every other request (no token, an unknown token, a charset, a gzip'd
 * or chunked body, a query string) answers `false` and goes the app's way, where the same endpoint is bound.
 *
 * The answer is the app's: the binder's own decoding, handler and error map ({@link LeanAnswer}), the same headers,
 * the same request log entry, the same 400 for a body that is not JSON.
 */
export const makeLeanPath = (options: LeanPathOptions) => {
  const byPath = new Map<string, LeanAnswer>()
  for (const a of options.answers) byPath.set(`/api/${a.endpoint.path}`, a)
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "POST") return false
    const route = byPath.get(req.url ?? "")
    if (route === undefined) return false
    const h = req.headers
    if (h["content-encoding"] !== undefined || h["transfer-encoding"] !== undefined) return false
    if (!PLAIN_JSON.test(h["content-type"] ?? "")) return false
    const length = Number(h["content-length"])
    if (!Number.isInteger(length) || length < 0 || length > LEAN_BODY_MAX) return false
    const token = bearerToken(h.authorization)
    if (token === null) return false
    const principal = options.knownCaller(token)
    if (principal === null || principal.kind !== "member") return false

    const started = performance.now()
    const requestId = requestIdOf(h["x-request-id"])
    const lang = langFromAcceptLanguage(h["accept-language"])
    const ep = route.endpoint
    const write = (status: number, json: unknown) => {
      if (res.headersSent || res.destroyed) return
      const body = Buffer.from(JSON.stringify(json))
      res.statusCode = status
      res.setHeader("X-Request-Id", requestId)
      setSecurityHeaders(res, options.trustProxy && overTls(req))
      res.setHeader("Cache-Control", "no-store")
      res.setHeader("Vary", "Accept-Encoding")
      res.setHeader("Content-Type", "application/json; charset=utf-8")
      res.setHeader("Content-Length", String(body.byteLength))
      res.end(body)
      options.onRequest?.({ requestId, method: "POST", route: ep.path, status, ms: Math.round((performance.now() - started) * 100) / 100, memberId: principal.memberId, requestBytes: length, upload: false })
    }
    const refuse = (f: HttpFailure, l: LangCode) => write(f.status, failureBody(f, l))

    // A body that never ends (a Content-Length larger than what is sent) gets the binder's time, then 408.
    const deadline = setTimeout(() => {
      if (req.complete || res.headersSent) return
      options.log.warn("malformed input", { method: "POST", path: req.url ?? "", status: 408, reason: "body not received in time" })
      res.setHeader("Connection", "close")
      refuse(failure("REQUEST_TIMEOUT"), lang)
      res.once("finish", () => req.socket.destroy())
    }, options.bodyTimeoutMs ?? BODY_TIMEOUT_MS)
    deadline.unref()
    res.once("close", () => clearTimeout(deadline))
    const chunks: Array<Buffer> = []
    let read = 0
    req.on("data", (chunk: Buffer) => {
      read += chunk.byteLength
      if (read <= LEAN_BODY_MAX) chunks.push(chunk)
    })
    req.on("error", () => res.destroy())
    req.on("end", () => {
      clearTimeout(deadline)
      if (res.headersSent) return
      let body: unknown = {}
      try {
        // As the app's JSON parser (strict, UTF-8 with its BOM dropped): an empty body is `{}`, else an object or
        // an array, nothing else.
        const text = Buffer.concat(chunks).toString("utf8").replace(/^\uFEFF/, "")
        if (text.length > 0) {
          if (!/^[ \t\n\r]*[[{]/.test(text)) throw new SyntaxError("not a JSON object or array")
          body = JSON.parse(text)
        }
      } catch (e) {
        options.log.warn("malformed input", { method: "POST", path: req.url ?? "", status: 400, reason: String((e as Error)?.message ?? e).slice(0, 200) })
        return refuse(failure("BAD_REQUEST"), lang)
      }
      route.answer(principal, body, lang, ipOf(req, options.trustProxy), h).then(
        (out) => (out.ok ? write(ep.status, encodeWire(ep.success as WireSchema, out.value)) : refuse(out.failure, lang)),
        (e: unknown) => {
          options.log.error(`${ep.id} crashed`, e)
          refuse(failure("SERVER_ERROR"), lang)
        }
      )
    })
    return true
  }
}

/** Whether a trusted proxy says the request came over TLS (X-Forwarded-Proto's first value), or the socket is TLS. */
const overTls = (req: IncomingMessage): boolean => {
  if ((req.socket as { encrypted?: boolean }).encrypted === true) return true
  const proto = req.headers["x-forwarded-proto"]
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim().toLowerCase()
  return first === "https"
}

/** The caller's address as the app's `req.ip` gives it: the first X-Forwarded-For entry behind a trusted proxy. */
const ipOf = (req: IncomingMessage, trustProxy: boolean): string => {
  const forwarded = trustProxy ? req.headers["x-forwarded-for"] : undefined
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim()
  return first !== undefined && first !== "" ? first : (req.socket.remoteAddress ?? "unknown")
}
