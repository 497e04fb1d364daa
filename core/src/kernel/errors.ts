import { Data } from "effect"

/** One problem with one input field: a message id and its parameters (spec §3 Response conventions). */
export interface FieldError {
  readonly code: string
  readonly params?: Readonly<Record<string, string | number>>
}

export type FieldErrors = Readonly<Record<string, ReadonlyArray<FieldError>>>

/** Input that is well-formed but breaks a business rule; the HTTP adapter answers 422. */
export class ValidationFailed extends Data.TaggedError("ValidationFailed")<{ readonly errors: FieldErrors }> {}

/** The caller has no valid session. */
export class Unauthenticated extends Data.TaggedError("Unauthenticated")<{}> {}

/** The caller is known but may not do this. */
export class Forbidden extends Data.TaggedError("Forbidden")<{ readonly reason: string }> {}

/** A thing the caller named does not exist (or is not theirs to see). */
export class NotFound extends Data.TaggedError("NotFound")<{ readonly entity: string; readonly id: string }> {}

export const fieldError = (field: string, code: string, params?: FieldError["params"]): FieldErrors => ({
  [field]: [params ? { code, params } : { code }]
})

export const mergeFieldErrors = (...all: ReadonlyArray<FieldErrors>): FieldErrors => {
  const out: Record<string, Array<FieldError>> = {}
  for (const errors of all) {
    for (const [field, list] of Object.entries(errors)) (out[field] ??= []).push(...list)
  }
  return out
}

export const hasFieldErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0
