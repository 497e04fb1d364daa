import { Data } from "effect"
import type { FieldErrors } from "./field-errors"

export * from "./field-errors"

/** Input that is well-formed but breaks a business rule; the HTTP adapter answers 422. */
export class ValidationFailed extends Data.TaggedError("ValidationFailed")<{ readonly errors: FieldErrors }> {}

/** The caller has no valid session. */
export class Unauthenticated extends Data.TaggedError("Unauthenticated")<{}> {}

/** The caller is known but may not do this. */
export class Forbidden extends Data.TaggedError("Forbidden")<{ readonly reason: string }> {}

/** A thing the caller named does not exist (or is not theirs to see). */
export class NotFound extends Data.TaggedError("NotFound")<{ readonly entity: string; readonly id: string }> {}
