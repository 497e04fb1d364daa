import type { ColumnType } from "kysely"

/** Column types the areas' tables share. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>
export type Json = ColumnType<unknown, string, string>
/** A bigint column: read as text (exact), written from text, bigint or number. */
export type Int8 = ColumnType<string, string | bigint | number, string | bigint | number>
