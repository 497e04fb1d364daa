import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * Announcements, events and tutorials with their text per language, every saved revision (append-only, kept
 * after a delete), and which member has read which item.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table content_items (
      id serial primary key,
      kind varchar(16) not null check (kind in ('announcement','event','tutorial')),
      translations jsonb not null check (jsonb_typeof(translations -> 'en') = 'object'),
      pinned boolean not null default false,
      public boolean not null default false,
      published boolean not null default true,
      published_at timestamptz not null,
      starts_at timestamptz,
      ends_at timestamptz,
      location varchar(200),
      sort integer not null default 0,
      revision integer not null check (revision > 0),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      updated_by integer references staff_members(id),
      deleted_at timestamptz,
      check (ends_at is null or starts_at is null or ends_at >= starts_at),
      check (kind = 'announcement' or (not pinned and not public))
    );
    create index content_items_reading on content_items (kind, published, published_at desc) where deleted_at is null;

    create table content_revisions (
      item_id integer not null references content_items(id),
      revision integer not null,
      snapshot jsonb not null,
      edited_at timestamptz not null,
      edited_by integer references staff_members(id),
      primary key (item_id, revision)
    );
    create function content_revisions_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'content_revisions is append-only';
    end $$;
    create trigger content_revisions_no_change before update or delete on content_revisions
      for each row execute function content_revisions_append_only();

    create table content_reads (
      member_id integer not null references members(id),
      item_id integer not null references content_items(id),
      read_at timestamptz not null,
      primary key (member_id, item_id)
    );
  `)
}
