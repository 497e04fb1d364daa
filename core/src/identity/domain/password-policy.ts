import type { FieldError, FieldErrors } from "../../kernel/field-errors"

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/**
 * Spec §5: at least one uppercase and one lowercase letter, one letter, one symbol and one number;
 * the confirmation must match. Length bounds keep hashing cost sane.
 */
export const passwordProblems = (password: string, confirmation: string): FieldErrors => {
  const problems: Array<FieldError> = []
  const length = Array.from(password).length
  if (length < PASSWORD_MIN_LENGTH) problems.push({ code: "validation.min.string", params: { min: PASSWORD_MIN_LENGTH } })
  if (length > PASSWORD_MAX_LENGTH) problems.push({ code: "validation.max.string", params: { max: PASSWORD_MAX_LENGTH } })
  if (!/\p{L}/u.test(password)) problems.push({ code: "validation.password.letters" })
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password)) problems.push({ code: "validation.password.mixed" })
  if (!/\p{N}/u.test(password)) problems.push({ code: "validation.password.numbers" })
  if (!/[\p{P}\p{S}\p{Z}]/u.test(password)) problems.push({ code: "validation.password.symbols" })
  const errors: Record<string, ReadonlyArray<FieldError>> = {}
  if (problems.length > 0) errors.password = problems
  if (password !== confirmation) errors.password_confirmation = [{ code: "validation.confirmed" }]
  return errors
}
