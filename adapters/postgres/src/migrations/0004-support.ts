import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * The support desk: tickets, their messages and attachments, the history of every operation, the languages staff
 * answer in, and saved replies. Nothing is hard-deleted: deleted messages and attachments keep their rows with
 * `deleted_at` (the file itself is removed from storage), and the history is append-only.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table support_tickets (
      id serial primary key,
      member_id integer not null references members(id),
      subject varchar(200) not null check (length(subject) > 0),
      status varchar(16) not null default 'open' check (status in ('open','in_progress','closed')),
      language varchar(2) not null check (language in ('en','cn','tc','jp','kr','ru')),
      assignee_id integer references staff_members(id),
      creator varchar(8) not null check (creator in ('member','staff')),
      creator_id integer not null,
      last_reply_at timestamptz not null,
      last_reply_by varchar(8) not null check (last_reply_by in ('member','staff')),
      last_staff_reply_at timestamptz,
      first_staff_reply_at timestamptz,
      member_seen_at timestamptz,
      closed_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index support_tickets_member on support_tickets (member_id, last_reply_at desc);
    create index support_tickets_assignee on support_tickets (assignee_id, status);
    create index support_tickets_status on support_tickets (status, last_reply_at);

    create table support_messages (
      id serial primary key,
      ticket_id integer not null references support_tickets(id),
      author varchar(8) not null check (author in ('member','staff')),
      author_id integer not null,
      body text not null check (length(body) <= 10000),
      created_at timestamptz not null,
      deleted_at timestamptz
    );
    create index support_messages_ticket on support_messages (ticket_id, id);

    create table support_attachments (
      id serial primary key,
      ticket_id integer not null references support_tickets(id),
      message_id integer not null references support_messages(id),
      author varchar(8) not null check (author in ('member','staff')),
      author_id integer not null,
      name varchar(200) not null,
      kind varchar(8) not null check (kind in ('jpeg','png','glb','pdf','mp4')),
      size integer not null check (size > 0 and size <= 57886080 and (kind = 'mp4' or size <= 20000000)),
      storage_key varchar(120) not null unique,
      created_at timestamptz not null,
      deleted_at timestamptz
    );
    create index support_attachments_message on support_attachments (message_id);

    create table support_history (
      id bigserial primary key,
      ticket_id integer not null references support_tickets(id),
      operation varchar(24) not null check (operation in ('created','status_updated','message_added','message_deleted','attachment_added','attachment_deleted','assigned','language_changed')),
      actor varchar(8) not null check (actor in ('member','staff')),
      actor_id integer not null,
      from_value varchar(200),
      to_value varchar(200),
      created_at timestamptz not null
    );
    create index support_history_ticket on support_history (ticket_id, id desc);
    create function support_history_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'support_history is append-only';
    end $$;
    create trigger support_history_no_change before update or delete on support_history
      for each row execute function support_history_append_only();

    create table support_staff_languages (
      staff_id integer not null references staff_members(id),
      language varchar(2) not null check (language in ('en','cn','tc','jp','kr','ru')),
      primary key (staff_id, language)
    );

    create table support_saved_replies (
      id serial primary key,
      title varchar(120) not null check (length(title) > 0),
      language varchar(2) not null check (language in ('en','cn','tc','jp','kr','ru')),
      body text not null check (length(body) between 1 and 10000),
      staff_id integer not null references staff_members(id),
      updated_at timestamptz not null
    );
  `)
}
