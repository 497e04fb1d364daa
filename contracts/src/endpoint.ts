import type { Schema } from "effect"

export type Method = "GET" | "POST" | "PUT" | "DELETE"

/** Who may call: anyone, a member token, or a staff token (spec §6). `optional` reads a member token when present. */
export type Access = "public" | "optional" | "member" | "staff"

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
}

/**
 * One HTTP endpoint, defined once. The Express adapter, the typed client, the CLI and the OpenAPI
 * document are all derived from this value.
 */
export interface Endpoint<
  P extends WireSchema | undefined = WireSchema | undefined,
  Q extends WireSchema | undefined = WireSchema | undefined,
  B extends WireSchema | undefined = WireSchema | undefined,
  S extends WireSchema = WireSchema,
  A extends Access = Access,
  F extends ReadonlyArray<FilePart> | undefined = ReadonlyArray<FilePart> | undefined
> {
  readonly id: string
  readonly method: Method
  /** Path under `/api/`, with `:name` for path parameters, e.g. `staff/members/:id`. */
  readonly path: string
  readonly access: A
  readonly summary: string
  readonly params: P
  readonly query: Q
  readonly body: B
  /** When set, the body arrives as multipart/form-data with these file parts beside the `body` fields. */
  readonly files: F
  readonly success: S
  readonly status: 200 | 201 | 204
  readonly errors: ReadonlyArray<ErrorCase>
  /** Client-side time limit in milliseconds (spec §9 Timeouts). */
  readonly timeoutMs: number | undefined
  /** Honors an `Idempotency-Key` header: a repeat with the same key answers the first result. */
  readonly idempotent: boolean
}

export const endpoint = <
  const S extends WireSchema,
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
  readonly summary: string
  readonly params?: P
  readonly query?: Q
  readonly body?: B
  readonly files?: F
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
  summary: def.summary,
  params: def.params as P,
  query: def.query as Q,
  body: def.body as B,
  files: def.files as F,
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

export type EndpointOutput<E extends Endpoint> = E["success"]["Type"]

/** Fills `:name` segments of a path. */
export const buildPath = (path: string, params: Readonly<Record<string, unknown>> | undefined): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? "")))
