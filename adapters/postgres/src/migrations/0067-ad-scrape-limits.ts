import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * The Amazon import's limit (spec §9: 1 scrape a minute per member), kept in the database so it holds across API
 * processes: the time of each member's last accepted scrape.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table ad_scrape_attempts (
      member_id integer primary key references members (id),
      last_at timestamptz not null
    );
  `)
}
