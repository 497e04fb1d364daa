import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * The file store (spec §2 uploads, §3 Uploaded file, §7 File store): one row per stored file, its bytes in
 * FileStorage under `storage_key`, its public link under `token`. Deleting a file deletes its row. The quota
 * (issue 11 §1.3) sums these rows and the member's live support attachments, so both are indexed by member.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table vshop_files (
      id serial primary key,
      member_id integer not null references members(id),
      name varchar(200) not null check (length(name) > 0),
      kind varchar(8) not null check (kind in ('jpeg','png','glb','pdf','mp4')),
      size integer not null check (size > 0 and size <= 57886080 and (kind = 'mp4' or size <= 20000000)),
      storage_key varchar(120) not null unique,
      token varchar(64) not null unique,
      created_at timestamptz not null
    );
    create index vshop_files_member on vshop_files (member_id, id desc);
    create index support_attachments_member_author on support_attachments (author_id) where author = 'member' and deleted_at is null;
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    drop index if exists support_attachments_member_author;
    drop table if exists vshop_files;
  `)
}
