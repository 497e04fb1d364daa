import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * The notification centre (issue 14 §2): a member's notifications as a code and its parameters (rendered in the
 * reader's language), with their read state. One per member and key (the subject, and the CST day for a daily
 * reminder): posting the same reminder again, from two processes or under races, adds nothing. New ones (once per
 * member and statement, naming the newest) and reads are announced on the member's own live topic (migration 0082's
 * `iw_notify_member`) when they commit.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create table notifications (
      id serial primary key,
      member_id integer not null references members (id),
      key varchar(120) not null,
      code varchar(64) not null,
      params text not null,
      created_at timestamptz not null,
      read_at timestamptz,
      unique (member_id, key)
    );
    create index notifications_member on notifications (member_id, id desc);
    create index notifications_unread on notifications (member_id) where read_at is null;

    create function notifications_notify_member() returns trigger language plpgsql as $$
    declare m record;
    begin
      for m in select a.member_id, max(a.id) as newest from added a group by a.member_id loop
        perform iw_notify_member(m.member_id::bigint, json_build_object('kind', 'notification', 'notificationId', m.newest));
      end loop;
      return null;
    end $$;
    create trigger notifications_notify after insert on notifications
      referencing new table as added for each statement execute function notifications_notify_member();

    create function notifications_read_notify_members() returns trigger language plpgsql as $$
    declare m record;
    begin
      for m in select distinct n.member_id from changed n loop
        perform iw_notify_member(m.member_id::bigint, json_build_object('kind', 'notificationsRead'));
      end loop;
      return null;
    end $$;
    create trigger notifications_read_notify after update on notifications
      referencing new table as changed for each statement execute function notifications_read_notify_members();
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    drop trigger notifications_read_notify on notifications;
    drop function notifications_read_notify_members();
    drop trigger notifications_notify on notifications;
    drop function notifications_notify_member();
    drop table notifications;
  `)
}
