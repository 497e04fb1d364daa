import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * Staff end a DAO proposal early (issue 16, the back-office DAO page): `cancelled_at` marks a cancelled proposal, and
 * a close sets `closes_at` to the instant of closing, which may equal `opens_at` when it is closed the moment it opens.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    alter table dao_proposals add column cancelled_at timestamptz;
    alter table dao_proposals drop constraint dao_proposals_check;
    alter table dao_proposals add constraint dao_proposals_window check (closes_at >= opens_at);
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    alter table dao_proposals drop constraint dao_proposals_window;
    alter table dao_proposals add constraint dao_proposals_check check (closes_at > opens_at);
    alter table dao_proposals drop column cancelled_at;
  `)
}
