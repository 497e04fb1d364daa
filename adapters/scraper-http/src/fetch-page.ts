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

/** A product image's read: its bytes (not yet checked: the core checks them by content), or why there are none. */
export type ImageFetchResult =
  | { readonly _tag: "Image"; readonly bytes: Uint8Array; readonly finalUrl: string }
  | { readonly _tag: "Refused"; readonly host: string }
  | { readonly _tag: "TooLarge" }
  | { readonly _tag: "Unavailable"; readonly reason: string }

class RefusedAddress extends Error {}
class TooLarge extends Error {}

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

const getOnce = (url: URL, limits: FetchLimits, signal: AbortSignal, accept: string): Promise<Hop> =>
  new Promise((resolve, reject) => {
    const lib = url.protocol === "https:" ? https : http
    const req = lib.get(
      url,
      {
        signal,
        // A fresh connection each time: a pooled socket would skip the address check of the lookup below.
        agent: false,
        headers: { accept, "accept-language": "en-US,en;q=0.8", "user-agent": "Mozilla/5.0 (compatible; InterworldAdImport/1.0)" },
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
          return reject(new TooLarge("too large"))
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on("data", (c: Buffer) => {
          size += c.length
          if (size > limits.maxBytes) {
            res.destroy(new TooLarge("too large"))
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

type Body = { readonly _tag: "Body"; readonly body: Buffer; readonly contentType: string; readonly finalUrl: string }

/**
 * One GET on the allowed hosts: at most `maxRedirects` redirects, each checked against the hosts (and, in production,
 * every address resolved checked against the refused ranges), the whole read bounded by `timeoutMs` and the body by
 * `maxBytes`.
 */
const fetchOnHosts = async (start: URL, allowedHosts: ReadonlyArray<string>, limits: FetchLimits, accept: string): Promise<Body | { readonly _tag: "Refused"; readonly host: string } | { readonly _tag: "TooLarge" } | { readonly _tag: "Unavailable"; readonly reason: string }> => {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs)
  try {
    let url = start
    for (let hop = 0; hop <= limits.maxRedirects; hop++) {
      if ((url.protocol !== "http:" && url.protocol !== "https:") || !allowedHosts.some((h) => hostAllowed(url.hostname, h))) return { _tag: "Refused", host: url.hostname }
      const literal = url.hostname.replace(/^\[|\]$/g, "")
      if (limits.refusePrivateAddresses && isIP(literal) !== 0 && isRefusedAddress(literal)) return { _tag: "Refused", host: url.hostname }
      let res: Hop
      try {
        res = await getOnce(url, limits, controller.signal, accept)
      } catch (e) {
        if (e instanceof RefusedAddress || (e as { cause?: unknown }).cause instanceof RefusedAddress) return { _tag: "Refused", host: url.hostname }
        if (controller.signal.aborted) return { _tag: "Unavailable", reason: "timeout" }
        if (e instanceof TooLarge || (e as { cause?: unknown }).cause instanceof TooLarge) return { _tag: "TooLarge" }
        return { _tag: "Unavailable", reason: String((e as Error).message ?? e) }
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
      return { _tag: "Body", body: res.body, contentType: res.contentType, finalUrl: url.toString() }
    }
    return { _tag: "Unavailable", reason: "too many redirects" }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Reads a page on the allowed host under the limits of `fetchOnHosts`. Only HTML is accepted; a page over the size
 * limit did not load.
 */
export const fetchProductPage = async (start: URL, allowedHost: string, limits: FetchLimits): Promise<FetchResult> => {
  const res = await fetchOnHosts(start, [allowedHost], limits, "text/html,application/xhtml+xml")
  if (res._tag === "TooLarge") return { _tag: "Unavailable", reason: "too large" }
  if (res._tag !== "Body") return res
  if (res.contentType !== "" && !/html/i.test(res.contentType)) return { _tag: "Unavailable", reason: `content type ${res.contentType}` }
  return { _tag: "Page", html: res.body.toString("utf8"), finalUrl: res.finalUrl }
}

/**
 * Reads a product's image on the allowed host or its image CDN host, under the same SSRF rules and the same limits
 * (the caller passes the image's byte limit). The declared content type is not trusted either way: the core checks
 * the bytes.
 */
export const fetchProductImage = async (start: URL, allowedHosts: ReadonlyArray<string>, limits: FetchLimits): Promise<ImageFetchResult> => {
  const res = await fetchOnHosts(start, allowedHosts, limits, "image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.1")
  if (res._tag !== "Body") return res
  return { _tag: "Image", bytes: new Uint8Array(res.body.buffer, res.body.byteOffset, res.body.byteLength), finalUrl: res.finalUrl }
}
