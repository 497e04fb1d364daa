import { CST_OFFSET_MINUTES } from "@iw/contracts"
import { type RawBuilder, sql } from "kysely"

/**
 * The CST calendar day (`YYYY-MM-DD`) of a timestamptz expression, for reports grouped by day: spec §9 "Displayed
 * times: CST", with the offset from the one definition in contracts/src/cst.ts.
 */
export const cstDay = (timestamp: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`to_char(((${timestamp}) at time zone 'UTC' + make_interval(mins => ${sql.lit(CST_OFFSET_MINUTES)}))::date, 'YYYY-MM-DD')`

/** The CST calendar date (a `date`) of a timestamptz expression, for generate_series over days. */
export const cstDate = (timestamp: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`((${timestamp}) at time zone 'UTC' + make_interval(mins => ${sql.lit(CST_OFFSET_MINUTES)}))::date`
