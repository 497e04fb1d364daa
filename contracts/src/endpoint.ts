import { Schema } from "effect"

export type Method = "GET" | "POST" | "PUT" | "DELETE"

/** Who may call: anyone, a member token, or a staff token (spec §6). `optional` reads a member token when present. */
export type Access = "public" | "optional" | "member" | "staff"

/**
 * What a staff endpoint needs of the caller's roles (the kernel's permissions: `queues` any staff role, `back-office`
 * every role but an only-3d-models one, `staff.manage` admins, `custom-orders` the 3d-models role that works the
 * avatar and 3D-model queues). The binder checks it before reading the body, so a 3d-models staff member sending junk
 * to a back-office endpoint, or an admin sending an upload to a queue, is answered 403, not 422, and no file is
 * streamed. Staff endpoints need `back-office` unless they say otherwise; the use-case checks again.
 */
export type StaffPermission = "back-office" | "staff.manage" | "queues" | "custom-orders"

/** A documented non-2xx answer: its status and `code` (spec §8). */
export interface ErrorCase {
  readonly status: number
  readonly code: string
  /** For 422: the message ids each field may carry, so the OpenAPI document lists what the endpoint really answers. */
  readonly fields?: Readonly<Record<string, ReadonlyArray<string>>>
}

/** A schema the HTTP layer can decode from and encode to JSON without services. */
export type WireSchema = Schema.Codec<any, any, never, never>

/** A file part of a multipart request. */
export interface FilePart {
  readonly field: string
  readonly maxCount: number
  readonly maxBytes: number
  /**
   * What the part takes, judged by first bytes as it streams: the attachment kinds of spec §5 Uploads (the default),
   * `images` (PNG, JPG, WEBP of at most 5 MB: photos) or `models` (glb).
   */
  readonly kinds?: "attachments" | "images" | "models"
}

/** How a response header of a binary endpoint reads: text, or a whole number. */
export type HeaderKind = "string" | "integer"
export type HeaderKinds = Readonly<Record<string, HeaderKind>>
export type HeaderValues<H extends HeaderKinds> = { readonly [K in keyof H]: H[K] extends "integer" ? number : string }

/**
 * The answer of an endpoint that is not JSON: bytes of a content type, sent whole or streamed (the world snapshot,
 * a support attachment). The binder, the typed client and the OpenAPI document all read it, as they read a JSON
 * endpoint's schema. Failures are JSON answers like every other endpoint's.
 */
export interface BinaryAnswer<H extends HeaderKinds = HeaderKinds, C extends boolean = boolean> {
  readonly kind: "binary"
  /** The content type of every answer; null when each answer names its own (a stored file of one of several kinds). */
  readonly contentType: string | null
  /** Response headers the endpoint sets (e.g. `X-World-Version`): typed for the handler and the client, documented. */
  readonly headers: H
  /**
   * A conditional GET: every answer carries an `ETag`, and a request whose `If-None-Match` names the current one is
   * answered 304 Not Modified without a body.
   */
  readonly conditional: C
  /** The answer's Cache-Control, when the endpoint has one for every answer (a handler may name one per answer). */
  readonly cacheControl: string | null
  /** The bytes come from people (uploads): served sandboxed, so a browser never runs what it opens. */
  readonly untrusted: boolean
  /** What the bytes are, for the OpenAPI document. */
  readonly description: string
}

/** A binary answer (see {@link BinaryAnswer}). */
export const binary = <const H extends HeaderKinds = {}, const C extends boolean = false>(def: {
  readonly contentType: string | null
  readonly headers?: H
  readonly conditional?: C
  readonly cacheControl?: string
  readonly untrusted?: boolean
  readonly description: string
}): BinaryAnswer<H, C> => ({
  kind: "binary",
  contentType: def.contentType,
  headers: (def.headers ?? {}) as H,
  conditional: (def.conditional ?? false) as C,
  cacheControl: def.cacheControl ?? null,
  untrusted: def.untrusted ?? false,
  description: def.description
})

/** What an endpoint answers on success: a JSON schema, or bytes. */
export type Success = WireSchema | BinaryAnswer

export const isBinary = (success: Success): success is BinaryAnswer => (success as { kind?: unknown }).kind === "binary"

/**
 * One HTTP endpoint, defined once. The Express adapter, the typed client, the CLI and the OpenAPI
 * document are all derived from this value.
 */
export interface Endpoint<
  P extends WireSchema | undefined = WireSchema | undefined,
  Q extends WireSchema | undefined = WireSchema | undefined,
  B extends WireSchema | undefined = WireSchema | undefined,
  S extends Success = Success,
  A extends Access = Access,
  F extends ReadonlyArray<FilePart> | undefined = ReadonlyArray<FilePart> | undefined
> {
  readonly id: string
  readonly method: Method
  /** Path under `/api/`, with `:name` for path parameters, e.g. `staff/members/:id`. */
  readonly path: string
  readonly access: A
  /** For staff endpoints, the permission checked before the body is read (null for the others). */
  readonly permission: StaffPermission | null
  readonly summary: string
  readonly params: P
  readonly query: Q
  readonly body: B
  /** When set, the body arrives as multipart/form-data with these file parts beside the `body` fields. */
  readonly files: F
  /**
   * The body may also arrive as a form (application/x-www-form-urlencoded or multipart/form-data without files), as
   * the spec writes some calls ("POST member/ad (form: …)"): its fields are read as the JSON body's, numbers and
   * booleans from their text.
   */
  readonly form: boolean
  readonly success: S
  readonly status: 200 | 201 | 204
  readonly errors: ReadonlyArray<ErrorCase>
  /** Client-side time limit in milliseconds (spec §9 Timeouts). */
  readonly timeoutMs: number | undefined
  /** Honors an `Idempotency-Key` header: a repeat with the same key answers the first result. */
  readonly idempotent: boolean
}

export const endpoint = <
  const S extends Success,
  const P extends WireSchema | undefined = undefined,
  const Q extends WireSchema | undefined = undefined,
  const B extends WireSchema | undefined = undefined,
  const A extends Access = Access,
  const F extends ReadonlyArray<FilePart> | undefined = undefined
>(def: {
  readonly id: string
  readonly method: Method
  readonly path: string
  readonly access: A
  readonly permission?: StaffPermission
  readonly summary: string
  readonly params?: P
  readonly query?: Q
  readonly body?: B
  readonly files?: F
  readonly form?: boolean
  readonly success: S
  readonly status?: 200 | 201 | 204
  readonly errors?: ReadonlyArray<ErrorCase>
  readonly timeoutMs?: number
  readonly idempotent?: boolean
}): Endpoint<P, Q, B, S, A, F> => ({
  id: def.id,
  method: def.method,
  path: def.path,
  access: def.access,
  permission: def.access === "staff" ? (def.permission ?? "back-office") : null,
  summary: def.summary,
  params: def.params as P,
  query: def.query as Q,
  body: def.body as B,
  files: def.files as F,
  form: def.form ?? false,
  success: def.success,
  status: def.status ?? 200,
  errors: def.errors ?? [],
  timeoutMs: def.timeoutMs,
  idempotent: def.idempotent ?? false
})

type TypeOf<X> = X extends WireSchema ? X["Type"] : never

/** What a caller passes: only the parts the endpoint defines. */
export type EndpointInput<E extends Endpoint> = (E["params"] extends WireSchema ? { readonly params: TypeOf<E["params"]> } : {}) &
  (E["query"] extends WireSchema ? { readonly query: TypeOf<E["query"]> } : {}) &
  (E["body"] extends WireSchema ? { readonly body: TypeOf<E["body"]> } : {}) &
  (E["files"] extends ReadonlyArray<FilePart> ? { readonly files?: Readonly<Record<string, ReadonlyArray<Blob>>> } : {})

/** A binary endpoint's answer as the client reads it. */
export interface Download<H extends HeaderKinds = HeaderKinds> {
  readonly notModified: false
  readonly bytes: Uint8Array
  readonly contentType: string | null
  readonly etag: string | null
  /** The endpoint's headers as they came (null when the answer lacked one). */
  readonly headers: { readonly [K in keyof H]: HeaderValues<H>[K] | null }
}

/** A conditional GET's answer when the caller's copy is current (304): no bytes. */
export interface NotModified<H extends HeaderKinds = HeaderKinds> {
  readonly notModified: true
  readonly etag: string | null
  readonly headers: { readonly [K in keyof H]: HeaderValues<H>[K] | null }
}

/** What a call answers: the decoded JSON, or for a binary endpoint its bytes (or, for a conditional one, "not modified"). */
export type EndpointOutput<E extends Endpoint> =
  E["success"] extends BinaryAnswer<infer H, infer C> ? (C extends true ? Download<H> | NotModified<H> : Download<H>) : E["success"] extends WireSchema ? E["success"]["Type"] : never

/** Fills `:name` segments of a path. */
export const buildPath = (path: string, params: Readonly<Record<string, unknown>> | undefined): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? "")))

/** A query string (with its `?`) from encoded query values; repeated for arrays, nothing for null or undefined. */
export const toQueryString = (encoded: Readonly<Record<string, unknown>>): string => {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(encoded)) {
    if (v === undefined || v === null) continue
    if (Array.isArray(v)) v.forEach((x) => q.append(k, String(x)))
    else q.set(k, String(v))
  }
  const s = q.toString()
  return s === "" ? "" : `?${s}`
}

/**
 * The URL of a call (`/api/…?…`, after `baseUrl`), its params and query encoded with the endpoint's schemas: what
 * the client requests, and what a link to a download is (an `<a href>` or `<img src>` needs no client).
 */
export const endpointUrl = <E extends Endpoint>(ep: E, input: Partial<{ readonly params: unknown; readonly query: unknown }>, baseUrl = ""): string => {
  const params = ep.params ? (Schema.encodeSync(ep.params)(input.params) as Record<string, unknown>) : undefined
  const query = ep.query ? toQueryString(Schema.encodeSync(ep.query)(input.query) as Record<string, unknown>) : ""
  return `${baseUrl}/api/${buildPath(ep.path, params)}${query}`
}
