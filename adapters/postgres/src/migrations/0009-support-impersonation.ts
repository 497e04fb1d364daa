import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * Member auth is attributed: when a staff member signed in as the member ("member auth") replies, deletes or
 * closes, the ticket's history names them beside the member. Old rows have no impersonator.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    alter table support_history add column impersonator_id integer references staff_members(id);
  `)
}
