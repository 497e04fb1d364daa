import type { Kysely } from "kysely"
import { execStatements } from "./exec-statements"

/**
 * What an API process may keep of a caller it authenticated (the member principal, by token) lasts only until the
 * database says otherwise: every change that can end a session's right to act (revoked, refreshed to a new version,
 * expiry moved, deleted) and every change of a member's status announce themselves on the live channel of the schema
 * (`liveChannel`) when they commit, in every API process, whichever flow (or hand) made them. The payload is
 * `{ type: "auth", sessionId }` or `{ type: "auth", memberId }`; the processes forget those callers at once.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    create function iw_notify_auth(payload json) returns void language plpgsql as $$
    begin
      perform pg_notify(
        case when current_schema() = 'public' then 'iw_live' else left('iw_live_' || current_schema(), 63) end,
        payload::text
      );
    end $$;

    create function sessions_notify_auth() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform iw_notify_auth(json_build_object('type', 'auth', 'sessionId', old.id));
      elsif new.revoked_at is distinct from old.revoked_at or new.version is distinct from old.version
         or new.expires_at is distinct from old.expires_at or new.subject_id is distinct from old.subject_id then
        perform iw_notify_auth(json_build_object('type', 'auth', 'sessionId', new.id));
      end if;
      return null;
    end $$;

    create trigger sessions_notify_auth after update or delete on sessions
      for each row execute function sessions_notify_auth();

    create function members_notify_auth() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform iw_notify_auth(json_build_object('type', 'auth', 'memberId', old.id));
      elsif new.status is distinct from old.status then
        perform iw_notify_auth(json_build_object('type', 'auth', 'memberId', new.id));
      end if;
      return null;
    end $$;

    create trigger members_notify_auth after update or delete on members
      for each row execute function members_notify_auth();
  `)
}

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await execStatements(db, `
    drop trigger members_notify_auth on members;
    drop function members_notify_auth();
    drop trigger sessions_notify_auth on sessions;
    drop function sessions_notify_auth();
    drop function iw_notify_auth(json);
  `)
}
