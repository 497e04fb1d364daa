import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * What the audit log names may be as long as what it is about: a refused staff log-in names the e-mail address
 * that was tried (up to 254 characters, as `staff_members.email`), a reading of the outbox names the recipient.
 * With 64 characters the audit insert failed and took the log-in's throttle counter down with it.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    alter table audit_log alter column target_id type varchar(320);
    alter table audit_log alter column actor_id type varchar(320);
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    alter table audit_log alter column target_id type varchar(64) using left(target_id, 64);
    alter table audit_log alter column actor_id type varchar(64) using left(actor_id, 64);
  `)
}
