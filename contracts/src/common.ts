import { Schema, SchemaTransformation } from "effect"

/** ISO 8601 timestamps on the wire; Date values in code. */
export const Timestamp = Schema.DateFromString.annotate({ description: "ISO 8601 date-time" })

export const Lang = Schema.Literals(["en", "cn", "tc", "jp", "kr", "ru"])
export type Lang = typeof Lang.Type

/**
 * The largest id a row can have (the database's `integer`). A larger one names nothing: it is refused as input with
 * `validation.max.numeric`, never sent to the database (where it would be an out-of-range error, not a 404).
 */
export const ID_MAX = 2_147_483_647

/** The id of a row in a body: a positive integer up to {@link ID_MAX}. */
export const RowId = Schema.Int.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(ID_MAX))

/** A member id: a positive integer. */
export const MemberId = RowId

/**
 * A number carried as a path or query string, written in decimal digits: "0x10", "0b11", "1e3", " 5" and "" are no
 * such number (`Number()` reads them as 16, 3, 1000, 5 and 0), answered `validation.numeric` like "12abc".
 */
export const NumberFromDigits = Schema.String.check(Schema.isPattern(/^-?\d{1,20}(\.\d{1,20})?$/, { meta: { code: "validation.numeric" } } as Parameters<typeof Schema.isPattern>[1])).pipe(
  Schema.decodeTo(Schema.Finite, SchemaTransformation.numberFromString)
)

/** A positive integer carried as a path or query string, up to {@link ID_MAX}. */
export const IdFromString = NumberFromDigits.check(Schema.isInt(), Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(ID_MAX))

/** Spec §3: every balance carries its integer part, fractional part and exact decimal, as strings. */
export const BalanceValue = Schema.Struct({
  integerPart: Schema.String,
  fractionalPart: Schema.String,
  decimal: Schema.String
})
export type BalanceValue = typeof BalanceValue.Type

/** Spec §3: lists answer `data` plus `meta {total, perPage, to}`. */
export const ListMeta = Schema.Struct({
  total: Schema.Int,
  perPage: Schema.Int,
  to: Schema.Int,
  page: Schema.Int
})

export const listOf = <S extends Schema.Top>(item: S) => Schema.Struct({ data: Schema.Array(item), meta: ListMeta })

/** Query of a paged list. Page sizes default per list (spec §9). */
export const PageQuery = {
  page: Schema.optionalKey(IdFromString),
  perPage: Schema.optionalKey(NumberFromDigits.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 })))
}

export const FieldError = Schema.Struct({
  code: Schema.String,
  params: Schema.optionalKey(Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])))
})

/** Spec §3, §8: a 422 answer. One that names a condition the client handles on its own also carries its `code` (LAND_ACTIVATION_REQUIREMENT). */
export const ValidationErrorBody = Schema.Struct({
  code: Schema.optionalKey(Schema.String),
  message: Schema.String,
  errors: Schema.Record(Schema.String, Schema.Array(FieldError))
})
export type ValidationErrorBody = typeof ValidationErrorBody.Type

/** Spec §8: every other error answer. */
export const ErrorBody = Schema.Struct({
  code: Schema.String,
  message: Schema.String,
  params: Schema.optionalKey(Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])))
})
export type ErrorBody = typeof ErrorBody.Type

export const Empty = Schema.Struct({})

/** A bounded string: the server never reads more than `max` characters of it. */
export const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
