import { ID_MAX } from "@iw/contracts"

/**
 * Whether `id` can name a row of an `integer`/`serial` id column. A larger (or fractional, or non-positive) one names
 * none: a repository answers "not found" without sending it, where PostgreSQL would fail with an out-of-range error.
 */
export const isRowId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= ID_MAX
