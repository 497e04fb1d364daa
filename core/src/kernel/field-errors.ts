/**
 * Field errors: plain data and functions, no Effect. Pure domain rules build them, so the browser's domain subpath
 * (core/src/domain.ts) can take them without the tagged errors of ./errors.
 */

/** One problem with one input field: a message id and its parameters (spec §3 Response conventions). */
export interface FieldError {
  readonly code: string
  readonly params?: Readonly<Record<string, string | number>>
}

export type FieldErrors = Readonly<Record<string, ReadonlyArray<FieldError>>>

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
