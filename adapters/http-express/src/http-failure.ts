import { ERROR_STATUS, type ErrorCode } from "@iw/contracts"
import { type LangCode, translate } from "@iw/contracts/i18n"

/**
 * What an answer other than 2xx carries, before it is written, and the typed error maps that produce it. A leaf:
 * every area's `<area>.errors.ts` imports it, and `errors.ts` composes those maps, so nothing imports back.
 */

type Params = Readonly<Record<string, string | number>>

/** A 422 answer's field errors (spec §8 `errors: {field: [{code, params}]}`). */
export type HttpFieldErrors = Readonly<Record<string, ReadonlyArray<{ readonly code: string; readonly params?: Params }>>>

export type HttpFailure =
  | { readonly status: 422; readonly errors: HttpFieldErrors; readonly code?: string }
  | { readonly status: number; readonly code: string; readonly params?: Params }

/** A non-field answer of spec §8: its status comes from the code. */
export const failure = (code: ErrorCode, params?: Params): HttpFailure => ({ status: ERROR_STATUS[code], code, ...(params ? { params } : {}) })

/** A 422 answer with one message id (and its parameters) on one field. */
export const fieldFailure = (field: string, code: string, params?: Params): HttpFailure => ({
  status: 422,
  errors: { [field]: [params ? { code, params } : { code }] }
})

/** The JSON body of a failure, with its message in the caller's language. */
export const failureBody = (f: HttpFailure, lang: LangCode): Record<string, unknown> => {
  if ("errors" in f) {
    const first = Object.values(f.errors)[0]?.[0]
    return { ...(f.code ? { code: f.code } : {}), message: first ? translate(lang, first.code, first.params) : translate(lang, "errors.VALIDATION_FAILED"), errors: f.errors }
  }
  return { code: f.code, message: translate(lang, `errors.${f.code}`, f.params), ...(f.params ? { params: f.params } : {}) }
}

/** Options a route gives the error maps: which field carries log-in errors (`email` on the staff log-in). */
export interface MappingOptions {
  readonly usernameField?: string
}

/** A domain error: a tagged value from the core. */
export interface Tagged {
  readonly _tag: string
}

/**
 * One area's errors on the wire: every tag of `E` to its answer (status, code, message id and parameters, per
 * spec §8). A tag of `E` without an entry, or an entry for a tag `E` does not have, fails to compile.
 */
export type ErrorMap<E extends Tagged> = { readonly [T in E["_tag"]]: (error: Extract<E, { readonly _tag: T }>, options: MappingOptions) => HttpFailure }
