import { lookup as dnsLookup, type LookupAddress } from "node:dns"
import http from "node:http"
import https from "node:https"
import type { LookupFunction } from "node:net"
import { isIP } from "node:net"
import { hostAllowed } from "@iw/core"
import { isRefusedAddress } from "./address-policy"

export interface FetchLimits {
  /** The whole read, redirects included, in milliseconds. */
  readonly timeoutMs: number
  /** The most bytes of one page body read; a larger page is refused. */
  readonly maxBytes: number
  readonly maxRedirects: number
  /** Refuse loopback and private addresses (production); tests against a local fixture turn it off. */
  readonly refusePrivateAddresses: boolean
}

export type FetchResult =
  | { readonly _tag: "Page"; readonly html: string; readonly finalUrl: string }
  | { readonly _tag: "Refused"; readonly host: string }
  | { readonly _tag: "Unavailable"; readonly reason: string }

class RefusedAddress extends Error {}

/** A DNS lookup that fails when any address the name resolves to is refused (checked at connect time: no rebinding gap). */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, "", 4)
    if (addresses.length === 0 || addresses.some((a) => isRefusedAddress(a.address))) return callback(new RefusedAddress(`refused address for ${hostname}`), "", 4)
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
    const first = addresses[0]!
    callback(null, first.address, first.family)
  })
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

interface Hop {
  readonly status: number
  readonly location: string | null
  readonly contentType: string
  readonly body: Buffer | null
}

const getOnce = (url: URL, limits: FetchLimits, signal: AbortSignal): Promise<Hop> =>
  new Promise((resolve, reject) => {
    const lib = url.protocol === "https:" ? https : http
    const req = lib.get(
      url,
      {
        signal,
        headers: { accept: "text/html,application/xhtml+xml", "accept-language": "en-US,en;q=0.8", "user-agent": "Mozilla/5.0 (compatible; InterworldAdImport/1.0)" },
        ...(limits.refusePrivateAddresses ? { lookup: guardedLookup } : {})
      },
      (res) => {
        const status = res.statusCode ?? 0
        const contentType = String(res.headers["content-type"] ?? "")
        if (REDIRECTS.has(status) || status < 200 || status >= 300) {
          res.resume()
          return resolve({ status, location: res.headers.location ?? null, contentType, body: null })
        }
        const declared = Number(res.headers["content-length"] ?? "0")
        if (declared > limits.maxBytes) {
          res.destroy()
          return reject(new Error("too large"))
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on("data", (c: Buffer) => {
          size += c.length
          if (size > limits.maxBytes) {
            res.destroy(new Error("too large"))
            return
          }
          chunks.push(c)
        })
        res.on("error", reject)
        res.on("end", () => resolve({ status, location: null, contentType, body: Buffer.concat(chunks) }))
      }
    )
    req.on("error", reject)
  })

/**
 * Reads a page on the allowed host: at most `maxRedirects` redirects, each checked against the host (and, in
 * production, every address resolved checked against the refused ranges), the whole read bounded by `timeoutMs` and
 * the body by `maxBytes`. Only HTML is accepted.
 */
export const fetchProductPage = async (start: URL, allowedHost: string, limits: FetchLimits): Promise<FetchResult> => {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs)
  try {
    let url = start
    for (let hop = 0; hop <= limits.maxRedirects; hop++) {
      if ((url.protocol !== "http:" && url.protocol !== "https:") || !hostAllowed(url.hostname, allowedHost)) return { _tag: "Refused", host: url.hostname }
      const literal = url.hostname.replace(/^\[|\]$/g, "")
      if (limits.refusePrivateAddresses && isIP(literal) !== 0 && isRefusedAddress(literal)) return { _tag: "Refused", host: url.hostname }
      let res: Hop
      try {
        res = await getOnce(url, limits, controller.signal)
      } catch (e) {
        if (e instanceof RefusedAddress || (e as { cause?: unknown }).cause instanceof RefusedAddress) return { _tag: "Refused", host: url.hostname }
        return { _tag: "Unavailable", reason: controller.signal.aborted ? "timeout" : String((e as Error).message ?? e) }
      }
      if (REDIRECTS.has(res.status)) {
        if (res.location === null) return { _tag: "Unavailable", reason: "redirect without location" }
        try {
          url = new URL(res.location, url)
        } catch {
          return { _tag: "Unavailable", reason: "bad redirect" }
        }
        continue
      }
      if (res.status < 200 || res.status >= 300 || res.body === null) return { _tag: "Unavailable", reason: `status ${res.status}` }
      if (res.contentType !== "" && !/html/i.test(res.contentType)) return { _tag: "Unavailable", reason: `content type ${res.contentType}` }
      return { _tag: "Page", html: res.body.toString("utf8"), finalUrl: url.toString() }
    }
    return { _tag: "Unavailable", reason: "too many redirects" }
  } finally {
    clearTimeout(timer)
  }
}
