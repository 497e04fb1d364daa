import { Result, Schema, type SchemaIssue } from "effect"
import type { WireSchema } from "./endpoint"

export interface WireFieldError {
  readonly code: string
  readonly params?: Record<string, string | number>
}
export type WireFieldErrors = Record<string, Array<WireFieldError>>

const TYPE_CODES: Record<string, string> = {
  String: "validation.string",
  Number: "validation.numeric",
  Boolean: "validation.boolean",
  Arrays: "validation.array",
  Objects: "validation.object",
  Declaration: "validation.date",
  Literal: "validation.in",
  Union: "validation.in"
}

/** Built-in filters, by their representation id, as field codes with parameters. */
const filterCode = (filter: SchemaIssue.Filter["filter"]): WireFieldError => {
  const annotations = filter.annotations as
    | { meta?: { code?: string; params?: Record<string, string | number> }; representation?: { id?: string; payload?: Record<string, unknown> } }
    | undefined
  if (annotations?.meta?.code) return { code: annotations.meta.code, ...(annotations.meta.params ? { params: annotations.meta.params } : {}) }
  const id = annotations?.representation?.id ?? ""
  const p = annotations?.representation?.payload ?? {}
  switch (id) {
    case "effect/schema/isMaxLength":
      return { code: "validation.max.string", params: { max: Number(p.maxLength) } }
    case "effect/schema/isMinLength":
      return { code: "validation.min.string", params: { min: Number(p.minLength) } }
    case "effect/schema/isInt":
      return { code: "validation.integer" }
    case "effect/schema/isFinite":
      return { code: "validation.numeric" }
    case "effect/schema/isGreaterThan":
      return { code: "validation.gt.numeric", params: { value: Number(p.exclusiveMinimum) } }
    case "effect/schema/isGreaterThanOrEqualTo":
      return { code: "validation.min.numeric", params: { min: Number(p.minimum) } }
    case "effect/schema/isLessThan":
      return { code: "validation.lt.numeric", params: { value: Number(p.exclusiveMaximum) } }
    case "effect/schema/isLessThanOrEqualTo":
      return { code: "validation.max.numeric", params: { max: Number(p.maximum) } }
    case "effect/schema/isBetween":
      return { code: "validation.between.numeric", params: { min: Number(p.minimum), max: Number(p.maximum) } }
    case "effect/schema/isPattern":
      return { code: "validation.regex" }
    default:
      return { code: "validation.invalid" }
  }
}

/**
 * Turns a schema issue into the spec's 422 shape: `{field: [{code, params}]}`. Nested paths join with dots;
 * an issue at the root is reported under `root`.
 */
export const fieldErrorsOf = (issue: SchemaIssue.Issue, root: string): WireFieldErrors => {
  const out: WireFieldErrors = {}
  const add = (path: ReadonlyArray<PropertyKey>, e: WireFieldError) => {
    const key = path.length === 0 ? root : path.map(String).join(".")
    const list = (out[key] ??= [])
    if (!list.some((x) => x.code === e.code)) list.push(e)
  }
  const walk = (i: SchemaIssue.Issue, path: ReadonlyArray<PropertyKey>): void => {
    switch (i._tag) {
      case "Pointer":
        return walk(i.issue, [...path, ...i.path])
      case "Composite":
        return i.issues.forEach((c) => walk(c, path))
      case "Filter": {
        // A failed filter names the rule; report it once rather than the value it wraps.
        return add(path, filterCode(i.filter))
      }
      case "Encoding":
        return walk(i.issue, path)
      case "MissingKey":
        return add(path, { code: "validation.required" })
      case "InvalidType":
        return add(path, { code: TYPE_CODES[i.ast._tag] ?? "validation.invalid" })
      case "AnyOf":
      case "OneOf":
        return add(path, { code: "validation.in" })
      case "InvalidValue": {
        // A check that names its own field code (e.g. a plot id's `ledger.plot_format`).
        const meta = (i.annotations as { meta?: { code?: string; params?: Record<string, string | number> } } | undefined)?.meta
        return add(path, meta?.code ? { code: meta.code, ...(meta.params ? { params: meta.params } : {}) } : { code: "validation.invalid" })
      }
      case "UnexpectedKey":
        return
      default:
        return add(path, { code: "validation.invalid" })
    }
  }
  walk(issue, [])
  return out
}

export type Decoded<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly errors: WireFieldErrors }

/** Decodes wire input; on failure answers field errors instead of throwing. */
export const decodeWire = <S extends WireSchema>(schema: S, input: unknown, root: string): Decoded<S["Type"]> => {
  const r = Schema.decodeUnknownResult(schema)(input, { errors: "all" })
  return Result.isSuccess(r) ? { ok: true, value: r.success } : { ok: false, errors: fieldErrorsOf(r.failure.issue, root) }
}

/** Encodes a value for the wire, dropping anything the schema does not name. Throws on a contract breach. */
export const encodeWire = <S extends WireSchema>(schema: S, value: S["Type"]): S["Encoded"] => Schema.encodeSync(schema)(value)
